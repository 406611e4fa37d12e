// One error type for every failed call, so screens and the 401 rules never look at the transport.
import { MESSAGES } from '../constants/messages';
import type { FieldError } from './types';

/** resultCodes the client itself assigns when there is no server envelope. */
export const CLIENT_RESULT_CODES = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  CANCELED: 'CANCELED',
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
} as const;

export interface ApiErrorInit {
  status: number;
  resultCode: string;
  message: string;
  fields?: FieldError[];
  /** The envelope's `data` on a refusal (a 409 CHAT_MESSAGE_CHANGED carries the message as it is now). */
  data?: unknown;
  method?: string;
  url?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network error, timeout, cancel). */
  readonly status: number;
  readonly resultCode: string;
  readonly fields?: FieldError[];
  /** The error envelope's `data`, as the server sent it (read it by its resultCode); undefined without one. */
  readonly data?: unknown;
  /** Upper-case HTTP method of the failed request. */
  readonly method?: string;
  /** Request URL as the app passed it (path relative to the API base URL). */
  readonly url?: string;
  /**
   * What failed underneath (the fetch's TypeError, the AbortError), for error reporting. Set here, not through
   * `super(message, { cause })`: Chrome 92 and Firefox 90, both supported, ignore that option (ES2022).
   */
  readonly cause?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.resultCode = init.resultCode;
    this.fields = init.fields;
    this.data = init.data;
    this.method = init.method;
    this.url = init.url;
    this.cause = init.cause;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The access token each refused request carried (null: it carried none), for §8's 401 rule. Kept beside the
 * error rather than on it, so nothing that reports or logs an error can carry a token with it.
 */
const tokensSent = new WeakMap<ApiError, string | null>();

export function recordTokenSent(error: ApiError, token: string | null): void {
  tokensSent.set(error, token);
}

/** The token the failed request carried; undefined when the error did not come from an answered request. */
export function tokenSentWith(error: ApiError): string | null | undefined {
  return tokensSent.get(error);
}

/** Failures §8's alert has already answered (a save's 401, see create-query-client.ts): a screen adds no message. */
const alerted = new WeakSet<object>();

export function markAlerted(error: ApiError): void {
  alerted.add(error);
}

/** Whether §8's alert already spoke for this failure (only a useMutation's 401: a plain call's gets no alert). */
export function wasAlerted(error: unknown): boolean {
  return alerted.has(error as object);
}

/**
 * A failure's Korean text for a screen's inline message (`errorMessage(error, fallback)`), or null when §8's alert has
 * already said why (a save refused with 401): one message, not the alert with a line under it.
 */
export function messageUnlessAlerted(error: unknown, fallback?: string): string | null {
  return wasAlerted(error) ? null : errorMessage(error, fallback);
}

/** The request a failure belongs to, as the app wrote it. */
export interface FailedRequest {
  method?: string;
  url?: string;
}

/** Why no response arrived: the caller aborted, the client's timer fired, or the network failed. */
export type NoResponseReason =
  | typeof CLIENT_RESULT_CODES.CANCELED
  | typeof CLIENT_RESULT_CODES.TIMEOUT
  | typeof CLIENT_RESULT_CODES.NETWORK_ERROR;

interface EnvelopeLike {
  resultCode?: unknown;
  message?: unknown;
  data?: { fields?: unknown } | null;
}

function readEnvelope(body: unknown): EnvelopeLike {
  return body && typeof body === 'object' ? (body as EnvelopeLike) : {};
}

function fallbackCodeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 500) return 'INTERNAL_ERROR';
  return CLIENT_RESULT_CODES.UNKNOWN_ERROR;
}

/**
 * An answer outside 2xx. `body` is the parsed JSON, or the raw text when it was not JSON (a proxy's
 * 502 page): the envelope's resultCode, Korean message and field errors when there is one, else a
 * code for the status and the Korean fallback.
 */
export function responseError(
  status: number,
  body: unknown,
  request: FailedRequest = {},
  cause?: unknown,
): ApiError {
  const envelope = readEnvelope(body);
  const fields = Array.isArray(envelope.data?.fields) ? (envelope.data.fields as FieldError[]) : undefined;
  return new ApiError({
    ...request,
    cause,
    status,
    resultCode: typeof envelope.resultCode === 'string' ? envelope.resultCode : fallbackCodeForStatus(status),
    message:
      typeof envelope.message === 'string' && envelope.message ? envelope.message : MESSAGES.UNKNOWN_ERROR,
    fields,
    data: envelope.data,
  });
}

/** No answer at all: status 0 with the Korean text for why (`cause` is what the transport threw). */
export function noResponseError(
  reason: NoResponseReason,
  request: FailedRequest = {},
  cause?: unknown,
): ApiError {
  return new ApiError({ ...request, cause, status: 0, resultCode: reason, message: MESSAGES[reason] });
}

/** Normalises anything else a request can throw into an ApiError with a Korean message. */
export function toApiError(error: unknown, request: FailedRequest = {}): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({
    ...request,
    status: 0,
    resultCode: CLIENT_RESULT_CODES.UNKNOWN_ERROR,
    message: MESSAGES.UNKNOWN_ERROR,
    cause: error,
  });
}

/** A 401: the request needs a logged-in person (§8's token rules; a screen offers 로그인하기). */
export function isUnauthorized(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 401;
}

/** What was asked for is not there (deleted, never existed, or not this user's to see): a 404. */
export function isNotFound(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 404;
}

/** Statuses that can answer differently a moment later: request timeout, too early, too many requests. */
const TRANSIENT_CLIENT_STATUSES = new Set([408, 425, 429]);

/**
 * Whether asking again can help, so a screen offers 다시 시도 only then. No answer (network, timeout), a
 * server error (5xx), a throttled or timed-out request and anything that is not an API error can. A 4xx
 * is the server's final word on this request (gone, not yours, invalid; 401: log in first, and §8 has
 * already dropped the token): the same call gets the same answer.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const { status } = error;
  if (status === 0 || status >= 500) return true;
  if (status >= 400) return TRANSIENT_CLIENT_STATUSES.has(status);
  return true;
}

/** Korean text for a screen: the server's message for API errors, else the fallback. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.UNKNOWN_ERROR): string {
  if (isApiError(error)) return error.message || fallback;
  return fallback;
}
