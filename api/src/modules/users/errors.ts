/** resultCodes of the users domain: [HTTP status, Korean message]; part of the public contract. */
export const USERS_ERRORS = {
  PHONE_CERTIFICATION_REQUIRED: [400, '휴대폰 번호를 바꾸려면 새 번호로 휴대폰 인증을 먼저 해주세요.'],
  /** The order was made on a list another device has since changed (a shop linked or unlinked there). */
  MY_SHOPS_CHANGED: [409, '다른 기기에서 내 매장이 바뀌었어요. 바뀐 목록에서 순서를 다시 정해주세요.'],
} as const satisfies Record<string, readonly [number, string]>;
