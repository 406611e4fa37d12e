import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  CLIENT_RESULT_CODES,
  messageUnlessAlerted,
  isNotFound,
  isRetryable,
  markAlerted,
  noResponseError,
  responseError,
} from '../api-error';

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

describe('responseError', () => {
  it("keeps the refusal's data, so a screen can show what the server sent with it (the message as it is now)", () => {
    const now = { messageSeq: 7, message: '다른 폰에서 고친 말', editedAt: '2026-03-02T01:00:00.000Z' };
    const error = responseError(409, {
      resultCode: 'CHAT_MESSAGE_CHANGED',
      message: '다른 기기에서 먼저 수정한 메시지예요.',
      data: { message: now },
    });
    expect(error.resultCode).toBe('CHAT_MESSAGE_CHANGED');
    expect(error.data).toEqual({ message: now });
  });

  it('still reads the field errors from the data, and has no data when the answer was not an envelope', () => {
    const fields = [{ field: 'message', message: '메시지를 입력해 주세요.' }];
    expect(
      responseError(400, { resultCode: 'VALIDATION_ERROR', message: '확인해 주세요.', data: { fields } })
        .fields,
    ).toEqual(fields);
    expect(responseError(502, '<html>Bad Gateway</html>').data).toBeUndefined();
  });
});

describe('messageUnlessAlerted', () => {
  it('is the failure in Korean for a screen to show, or the fallback when it carries none', () => {
    expect(messageUnlessAlerted(answered(409))).toBe('오류');
    expect(messageUnlessAlerted(new Error('boom'), '저장하지 못했어요.')).toBe('저장하지 못했어요.');
  });

  it('is nothing once §8’s alert has answered the failure (a save refused with 401): one message, not two', () => {
    const refused = answered(401);
    markAlerted(refused);
    expect(messageUnlessAlerted(refused, '저장하지 못했어요.')).toBeNull();
    // Another 401, one a plain call got (no alert), still says why.
    expect(messageUnlessAlerted(answered(401))).toBe('오류');
  });
});

describe('ApiError on the oldest supported browsers', () => {
  it('keeps what failed underneath where Error ignores a cause option (Chrome 92, Firefox 90)', async () => {
    // An Error as those engines have it: the second argument (ES2022's { cause }) is not read.
    class Es2021Error extends Error {
      constructor(message?: string) {
        super(message);
      }
    }
    vi.resetModules();
    vi.stubGlobal('Error', Es2021Error);
    const { ApiError: OnOldEngine } = await import('../api-error');
    vi.unstubAllGlobals();
    const underneath = new TypeError('Failed to fetch');
    const error = new OnOldEngine({
      status: 0,
      resultCode: 'NETWORK_ERROR',
      message: '오류',
      cause: underneath,
    });
    expect(error).toBeInstanceOf(Es2021Error);
    expect(error.cause).toBe(underneath);
  });
});
