import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_RESULT_CODES, isNotFound, isRetryable, noResponseError } from '../api-error';

const answered = (status: number) => new ApiError({ status, resultCode: 'X', message: '오류' });

describe('isRetryable', () => {
  it('says asking again can help when no answer came, the server failed, or the request was throttled', () => {
    expect(isRetryable(noResponseError(CLIENT_RESULT_CODES.NETWORK_ERROR))).toBe(true);
    expect(isRetryable(noResponseError(CLIENT_RESULT_CODES.TIMEOUT))).toBe(true);
    for (const status of [500, 502, 503, 504, 408, 425, 429])
      expect(isRetryable(answered(status))).toBe(true);
  });

  it('says a retry cannot help when the server gave its final word on the request', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 422])
      expect(isRetryable(answered(status))).toBe(false);
  });

  it('lets a retry try when the failure is not an API error (a thrown Error, a rejected value)', () => {
    expect(isRetryable(new Error('x'))).toBe(true);
    expect(isRetryable('x')).toBe(true);
  });
});

describe('isNotFound', () => {
  it('is a 404 answer only: not another status, not a network failure, not a thrown Error', () => {
    expect(isNotFound(answered(404))).toBe(true);
    for (const status of [400, 401, 403, 410, 500]) expect(isNotFound(answered(status))).toBe(false);
    expect(isNotFound(noResponseError(CLIENT_RESULT_CODES.NETWORK_ERROR))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});
