/** resultCodes of the 알림장 domain: [HTTP status, Korean message]; part of the public contract. */
export const ALIM_PAPER_ERRORS = {
  ALIM_PAPER_NOT_FOUND: [404, '알림장을 찾을 수 없어요.'],
  ALIM_PAPER_EXISTS: [409, '이 아이의 같은 날 알림장이 이미 있어요. 기존 알림장을 수정해 주세요.'],
  ALIM_PAPER_NOT_CUSTOMER: [404, '이 매장의 고객 반려동물이 아니에요.'],
  ALIM_PAPER_ALREADY_PUBLISHED: [409, '이미 보낸 알림장이에요.'],
  ALIM_PAPER_SHARE_INVALID: [404, '공유 링크가 만료되었거나 취소되었어요. 보호자에게 새 링크를 받아 주세요.'],
} as const satisfies Record<string, readonly [number, string]>;
