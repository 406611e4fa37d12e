/** resultCodes of the auth domain: [HTTP status, Korean message]; part of the public contract. */
export const AUTH_ERRORS = {
  INVALID_CREDENTIALS: [401, '이메일 또는 비밀번호가 맞지 않아요.'],
  DUPLICATED_USER_ID: [409, '이미 가입된 이메일이에요.'],
  DUPLICATED_NICKNAME: [409, '이미 사용 중인 닉네임이에요.'],
  INVALID_CERTIFICATION: [400, '인증번호가 맞지 않아요.'],
  CERTIFICATION_EXPIRED: [400, '인증 시간이 지났어요. 인증번호를 다시 받아 주세요.'],
  CERTIFICATION_ATTEMPTS_EXCEEDED: [429, '인증 시도 횟수를 넘었어요. 인증번호를 다시 받아 주세요.'],
  INVALID_SNS_STATE: [400, '소셜 로그인 요청이 만료됐거나 올바르지 않아요. 다시 시도해 주세요.'],
} as const satisfies Record<string, readonly [number, string]>;
