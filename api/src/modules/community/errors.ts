/** resultCodes of the community domain: [HTTP status, Korean message]; part of the public contract. */
export const COMMUNITY_ERRORS = {
  COMMUNITY_POST_NOT_FOUND: [404, '게시글을 찾을 수 없어요.'],
  COMMUNITY_COMMENT_NOT_FOUND: [404, '댓글을 찾을 수 없어요.'],
  COMMUNITY_REPLY_DEPTH: [400, '답글에는 답글을 달 수 없어요.'],
  COMMUNITY_REPLY_TARGET_NOT_FOUND: [404, '답글을 달 답글이 삭제됐어요.'],
  COMMUNITY_REPLY_TO_BLOCKED: [400, '차단한 사용자에게는 답글을 달 수 없어요.'],
  COMMUNITY_CANNOT_REPORT_OWN: [400, '내가 쓴 글이나 댓글은 신고할 수 없어요.'],
  COMMUNITY_ALREADY_REPORTED: [409, '이미 신고했어요. 검토 후 조치할게요.'],
  COMMUNITY_WRITE_BLOCKED: [403, '운영 정책 위반으로 커뮤니티 글쓰기가 제한되었어요.'],
  COMMUNITY_POSTING_TOO_FAST: [429, '글은 10분에 5개까지 올릴 수 있어요. 잠시 후 다시 시도해 주세요.'],
  COMMUNITY_COMMENTING_TOO_FAST: [429, '댓글을 너무 빨리 달고 있어요. 잠시 후 다시 시도해 주세요.'],
  COMMUNITY_INVALID_BREED: [400, '품종 태그를 다시 선택해 주세요.'],
  COMMUNITY_CANNOT_BLOCK_SELF: [400, '나를 차단할 수는 없어요.'],
  COMMUNITY_USER_NOT_FOUND: [404, '사용자를 찾을 수 없어요.'],
} as const satisfies Record<string, readonly [number, string]>;
