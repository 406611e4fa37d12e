/** resultCodes of the auth domain: [HTTP status, Korean message]; part of the public contract. */
export const AUTH_ERRORS = {
  INVALID_CREDENTIALS: [401, '아이디 또는 비밀번호가 올바르지 않습니다.'],
  DUPLICATED_USER_ID: [409, '이미 가입된 이메일입니다.'],
  DUPLICATED_NICKNAME: [409, '이미 사용 중인 닉네임입니다.'],
  INVALID_CERTIFICATION: [400, '인증번호가 올바르지 않습니다.'],
  CERTIFICATION_EXPIRED: [400, '인증 시간이 만료되었습니다. 인증번호를 다시 요청해주세요.'],
  CERTIFICATION_ATTEMPTS_EXCEEDED: [429, '인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.'],
  INVALID_SNS_STATE: [400, '소셜 로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요.'],
} as const satisfies Record<string, readonly [number, string]>;
