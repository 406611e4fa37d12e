// One error type for every failed call, so screens and the 401 rules never look at axios internals.
import { isAxiosError } from 'axios';
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
  /** Upper-case HTTP method of the failed request. */
  readonly method?: string;
  /** Request URL as the app passed it (path relative to the API base URL). */
  readonly url?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.resultCode = init.resultCode;
    this.fields = init.fields;
    this.method = init.method;
    this.url = init.url;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

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

/** Normalises anything a request can throw into an ApiError with a Korean message. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (!isAxiosError(error)) {
    return new ApiError({
      status: 0,
      resultCode: CLIENT_RESULT_CODES.UNKNOWN_ERROR,
      message: MESSAGES.UNKNOWN_ERROR,
      cause: error,
    });
  }
  const method = error.config?.method?.toUpperCase();
  const url = error.config?.url;
  const common = { method, url, cause: error };

  if (error.response) {
    const { status } = error.response;
    const body = readEnvelope(error.response.data);
    const fields = Array.isArray(body.data?.fields) ? (body.data.fields as FieldError[]) : undefined;
    return new ApiError({
      ...common,
      status,
      resultCode: typeof body.resultCode === 'string' ? body.resultCode : fallbackCodeForStatus(status),
      message: typeof body.message === 'string' && body.message ? body.message : MESSAGES.UNKNOWN_ERROR,
      fields,
    });
  }
  if (error.code === 'ERR_CANCELED') {
    return new ApiError({
      ...common,
      status: 0,
      resultCode: CLIENT_RESULT_CODES.CANCELED,
      message: MESSAGES.CANCELED,
    });
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    return new ApiError({
      ...common,
      status: 0,
      resultCode: CLIENT_RESULT_CODES.TIMEOUT,
      message: MESSAGES.TIMEOUT,
    });
  }
  return new ApiError({
    ...common,
    status: 0,
    resultCode: CLIENT_RESULT_CODES.NETWORK_ERROR,
    message: MESSAGES.NETWORK_ERROR,
  });
}

/** Korean text for a screen: the server's message for API errors, else the fallback. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.UNKNOWN_ERROR): string {
  if (isApiError(error)) return error.message || fallback;
  return fallback;
}
