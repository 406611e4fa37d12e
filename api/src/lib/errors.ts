/** Every error the API answers with; resultCode strings are part of the public contract. */
export const ERRORS = {
  VALIDATION_ERROR: [400, '입력값을 확인해주세요.'],
  MALFORMED_JSON: [400, '요청 본문이 올바른 JSON 형식이 아닙니다.'],
  UNAUTHORIZED: [401, '로그인이 필요합니다.'],
  FORBIDDEN: [403, '접근 권한이 없습니다.'],
  NOT_FOUND: [404, '요청하신 주소를 찾을 수 없습니다.'],
  PAYLOAD_TOO_LARGE: [413, '요청 본문이 너무 큽니다.'],
  UNSUPPORTED_MEDIA_TYPE: [415, '지원하지 않는 요청 형식입니다.'],
  RATE_LIMITED: [429, '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'],
  INTERNAL_ERROR: [500, '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.'],
  EXTERNAL_SERVICE_ERROR: [502, '외부 서비스와 통신하지 못했습니다. 잠시 후 다시 시도해주세요.'],
  INVALID_CREDENTIALS: [401, '아이디 또는 비밀번호가 올바르지 않습니다.'],
  DUPLICATED_USER_ID: [409, '이미 가입된 이메일입니다.'],
  DUPLICATED_NICKNAME: [409, '이미 사용 중인 닉네임입니다.'],
  INVALID_CERTIFICATION: [400, '인증번호가 올바르지 않습니다.'],
  CERTIFICATION_EXPIRED: [400, '인증 시간이 만료되었습니다. 인증번호를 다시 요청해주세요.'],
  CERTIFICATION_ATTEMPTS_EXCEEDED: [429, '인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.'],
  INVALID_INVITATION_TOKEN: [400, '유효하지 않은 초대 링크입니다.'],
  SHOP_NOT_FOUND: [404, '매장을 찾을 수 없습니다.'],
  ALREADY_LINKED: [409, '이미 연결된 매장입니다.'],
  NOT_LINKED: [404, '연결되지 않은 매장입니다.'],
  INVALID_SNS_STATE: [400, '소셜 로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요.'],
  PET_NOT_FOUND: [404, '반려동물을 찾을 수 없습니다.'],
  PRODUCT_NOT_FOUND: [404, '상품을 찾을 수 없습니다.'],
  RESERVATION_NOT_FOUND: [404, '예약을 찾을 수 없습니다.'],
  ONLINE_RESERVATION_UNAVAILABLE: [409, '온라인 예약을 받지 않는 매장이에요.'],
  SLOT_UNAVAILABLE: [409, '방금 다른 분이 예약한 시간이에요. 다른 시간을 선택해주세요.'],
  PET_ALREADY_BOOKED: [409, '이미 같은 시간에 예약된 반려동물이 있어요. 예약 내역을 확인해주세요.'],
  INVALID_STATUS_TRANSITION: [409, '현재 예약 상태에서는 처리할 수 없어요.'],
  VISIT_NOT_STARTED: [409, '방문 시작 전에는 완료나 노쇼로 처리할 수 없어요.'],
  NO_DEPOSIT: [409, '예약금이 없는 예약이에요.'],
  DEPOSIT_ALREADY_PAID: [409, '이미 입금이 확인된 예약금이에요.'],
  INVALID_SCHEDULE_TOKEN: [400, '유효하지 않거나 만료된 일정 링크입니다.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ResultCode = keyof typeof ERRORS | 'SUCCESS';
export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly resultCode: ErrorCode,
    message?: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? ERRORS[resultCode][1]);
    this.statusCode = ERRORS[resultCode][0];
  }
}

export interface FieldError {
  field: string;
  message: string;
}

export const validationError = (fields: FieldError[]) =>
  new AppError('VALIDATION_ERROR', undefined, { fields });

export const rateLimited = (retryAfterSec: number, code: ErrorCode = 'RATE_LIMITED') =>
  new AppError(
    code,
    undefined,
    { retryAfterSeconds: retryAfterSec },
    { 'retry-after': String(retryAfterSec) },
  );
