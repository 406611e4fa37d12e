import { AUTH_ERRORS } from '../modules/auth/errors.js';
import { BOOKING_ERRORS } from '../modules/booking/errors.js';
import { CURATION_ERRORS } from '../modules/curation/errors.js';
import { INVITATIONS_ERRORS } from '../modules/invitations/errors.js';
import { PETS_ERRORS } from '../modules/pets/errors.js';
import { SHOPS_ERRORS } from '../modules/shops/errors.js';
import { USERS_ERRORS } from '../modules/users/errors.js';
import { NOTIFICATIONS_ERRORS } from '../modules/notifications/errors.js';
import { NOTICES_ERRORS } from '../modules/notices/errors.js';
import { COMMUNITY_ERRORS } from '../modules/community/errors.js';
import { CONSENTS_ERRORS } from '../modules/consents/errors.js';
import { REVIEWS_ERRORS } from '../modules/reviews/errors.js';
import { MEDIA_ERRORS } from '../modules/media/errors.js';
import { ALIM_PAPER_ERRORS } from '../modules/alim-paper/errors.js';
import { PAYMENTS_ERRORS } from '../modules/payments/errors.js';
import { COUPONS_ERRORS } from '../modules/coupons/errors.js';
import { VOUCHERS_ERRORS } from '../modules/vouchers/errors.js';
import { ALBUMS_ERRORS } from '../modules/albums/errors.js';
import { CHATTING_ERRORS } from '../modules/chatting/errors.js';
import { AI_PROFILE_ERRORS } from '../modules/ai-profile/errors.js';

/**
 * Every error the API answers with; resultCode strings are part of the public contract. The generic ones are here,
 * each domain's in its `modules/<domain>/errors.ts`.
 */
export const ERRORS = {
  VALIDATION_ERROR: [400, '입력값을 확인해 주세요.'],
  MALFORMED_JSON: [400, '요청 본문이 올바른 JSON 형식이 아니에요.'],
  UNAUTHORIZED: [401, '로그인이 필요해요.'],
  FORBIDDEN: [403, '접근 권한이 없어요.'],
  NOT_FOUND: [404, '요청하신 주소를 찾을 수 없어요.'],
  PAYLOAD_TOO_LARGE: [413, '요청 본문이 너무 커요.'],
  UNSUPPORTED_MEDIA_TYPE: [415, '지원하지 않는 요청 형식이에요.'],
  MALFORMED_REQUEST: [400, '요청 형식이 올바르지 않아요.'],
  HEADERS_TOO_LARGE: [431, '요청 주소나 헤더가 너무 길어요.'],
  RATE_LIMITED: [429, '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.'],
  INTERNAL_ERROR: [500, '일시적인 오류가 생겼어요. 잠시 후 다시 시도해 주세요.'],
  EXTERNAL_SERVICE_ERROR: [502, '외부 서비스와 연결하지 못했어요. 잠시 후 다시 시도해 주세요.'],
  ...AUTH_ERRORS,
  ...SHOPS_ERRORS,
  ...INVITATIONS_ERRORS,
  ...PETS_ERRORS,
  ...BOOKING_ERRORS,
  ...USERS_ERRORS,
  ...NOTIFICATIONS_ERRORS,
  ...NOTICES_ERRORS,
  ...COMMUNITY_ERRORS,
  ...CONSENTS_ERRORS,
  ...REVIEWS_ERRORS,
  ...MEDIA_ERRORS,
  ...ALIM_PAPER_ERRORS,
  ...PAYMENTS_ERRORS,
  ...COUPONS_ERRORS,
  ...VOUCHERS_ERRORS,
  ...ALBUMS_ERRORS,
  ...CHATTING_ERRORS,
  ...CURATION_ERRORS,
  ...AI_PROFILE_ERRORS,
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

/** How long a person waits, in the unit they would say it in: "40초", "15분", "1시간". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))}초`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}분`;
  return `${Math.ceil(seconds / 3600)}시간`;
}

/**
 * A 429 that says how long to wait: `Retry-After` and `data.retryAfterSeconds` for clients, and the message's
 * "잠시 후" made "15분 후", so every screen that shows the server's message tells the person when to come back.
 */
export const rateLimited = (retryAfterSec: number, code: ErrorCode = 'RATE_LIMITED') =>
  new AppError(
    code,
    ERRORS[code][1].replace('잠시 후', `${waitText(retryAfterSec)} 후`),
    { retryAfterSeconds: retryAfterSec },
    { 'retry-after': String(retryAfterSec) },
  );
