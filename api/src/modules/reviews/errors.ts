/** resultCodes of the reviews domain: [HTTP status, Korean message]; part of the public contract. */
export const REVIEWS_ERRORS = {
  REVIEW_NOT_FOUND: [404, '리뷰를 찾을 수 없어요.'],
  REVIEW_NOT_ALLOWED: [409, '방문을 마친 예약에만 리뷰를 쓸 수 있어요.'],
  REVIEW_ALREADY_WRITTEN: [409, '이 방문의 리뷰는 이미 썼어요. 내 리뷰에서 고칠 수 있어요.'],
  REVIEW_EDIT_CLOSED: [409, '리뷰는 쓴 날부터 7일 동안만 고칠 수 있어요.'],
} as const satisfies Record<string, readonly [number, string]>;
