import { AUTH_ERRORS } from '../modules/auth/errors.js';
import { BOOKING_ERRORS } from '../modules/booking/errors.js';
import { INVITATIONS_ERRORS } from '../modules/invitations/errors.js';
import { PETS_ERRORS } from '../modules/pets/errors.js';
import { SHOPS_ERRORS } from '../modules/shops/errors.js';
import { USERS_ERRORS } from '../modules/users/errors.js';
import { COMMUNITY_ERRORS } from '../modules/community/errors.js';
import { MEDIA_ERRORS } from '../modules/media/errors.js';
import { ALIM_PAPER_ERRORS } from '../modules/alim-paper/errors.js';

/**
 * Every error the API answers with; resultCode strings are part of the public contract. The generic ones are here,
 * each domain's in its `modules/<domain>/errors.ts`.
 */
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
  ...AUTH_ERRORS,
  ...SHOPS_ERRORS,
  ...INVITATIONS_ERRORS,
  ...PETS_ERRORS,
  ...BOOKING_ERRORS,
  ...USERS_ERRORS,
  ...COMMUNITY_ERRORS,
  ...MEDIA_ERRORS,
  ...ALIM_PAPER_ERRORS,
} as const satisfies Record<string, readonly [number, string]>;

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
