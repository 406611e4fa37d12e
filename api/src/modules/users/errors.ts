/** resultCodes of the users domain: [HTTP status, Korean message]; part of the public contract. */
export const USERS_ERRORS = {
  /** A nickname that passes for the service's staff (가디언, 관리자, 운영자, 매니저) or a deleted account (탈퇴회원…). */
  RESERVED_NICKNAME: [400, '운영진이나 탈퇴한 회원으로 보일 수 있는 닉네임은 쓸 수 없어요.'],
  PHONE_CERTIFICATION_REQUIRED: [400, '휴대폰 번호를 바꾸려면 새 번호로 휴대폰 인증을 먼저 해 주세요.'],
  /** The order was made on a list another device has since changed (a shop linked or unlinked there). */
  MY_SHOPS_CHANGED: [409, '다른 기기에서 내 매장이 바뀌었어요. 바뀐 목록에서 순서를 다시 정해 주세요.'],
  ACCOUNT_HAS_UPCOMING_RESERVATION: [
    409,
    '예정된 예약이 있어서 탈퇴할 수 없어요. 예약을 취소하거나 이용을 마친 뒤 탈퇴해 주세요.',
  ],
} as const satisfies Record<string, readonly [number, string]>;
