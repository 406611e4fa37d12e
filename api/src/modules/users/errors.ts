/** resultCodes of the users domain: [HTTP status, Korean message]; part of the public contract. */
export const USERS_ERRORS = {
  PHONE_CERTIFICATION_REQUIRED: [400, '휴대폰 번호를 바꾸려면 새 번호로 휴대폰 인증을 먼저 해주세요.'],
} as const satisfies Record<string, readonly [number, string]>;
