import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeServer, ok } from '../../test/fake-server';
import { setAccessToken } from '../../session/access-token';
import { ApiError, errorMessage } from '../api-error';
import { authClient, configureApiClient, externalClient, publicClient } from '../client';
import { apiDelete, apiGet, apiPost, apiPut, bearerGet, publicGet } from '../requests';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  configureApiClient({ baseURL: 'https://api.guardian.kr' });
});

afterEach(() => server?.restore());

describe('authenticated client (§7)', () => {
  it('resolves to the envelope data', async () => {
    server = fakeServer(authClient, () => ok({ shopId: 7 }));
    await expect(apiGet<{ shopId: number }>('/v2/shop/app/config', { shopId: 7 })).resolves.toEqual({
      shopId: 7,
    });
  });

  it('sends the bearer token from the access_token cookie, read per request', async () => {
    server = fakeServer(authClient, () => ok(null));
    await apiGet('/v2/shop/favorite');
    setAccessToken('tok-1');
    await apiGet('/v2/shop/favorite');
    expect(server.requests[0]!.headers.get('Authorization')).toBeUndefined();
    expect(server.requests[1]!.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('§7: serialises arrays in the query comma-separated against the configured base URL', async () => {
    server = fakeServer(authClient, () => ok({ items: [] }));
    await apiGet('/v2/shop/inquiry', { regionSeqs: [1, 2], facilitiesSeqs: [3, 4], orderBy: 'CLOSEST' });
    expect(server.requests[0]!.url).toBe(
      'https://api.guardian.kr/v2/shop/inquiry?regionSeqs=1,2&facilitiesSeqs=3,4&orderBy=CLOSEST',
    );
  });

  it('sends bodies and query params of writes', async () => {
    server = fakeServer(authClient, () => ok(null));
    await apiPost('/v2/chatting/room', undefined, { params: { shopId: 7 } });
    await apiPost('/v2/user/duplicated', { type: 'EMAIL', value: 'a@b.kr' });
    await apiDelete('/v2/user', { reason: '이사' });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST https://api.guardian.kr/v2/chatting/room?shopId=7',
      'POST https://api.guardian.kr/v2/user/duplicated',
      `DELETE https://api.guardian.kr/v2/user?reason=${encodeURIComponent('이사')}`,
    ]);
    expect(server.requests[1]!.body).toEqual({ type: 'EMAIL', value: 'a@b.kr' });
  });

  it('§9: times out after 500000 ms', () => {
    expect(authClient.defaults.timeout).toBe(500000);
  });
});

describe('ApiError normalisation (§8)', () => {
  it('keeps the server status, resultCode, Korean message and field errors', async () => {
    server = fakeServer(authClient, () =>
      fail(400, 'VALIDATION_ERROR', '입력값을 확인해주세요.', {
        fields: [{ field: 'nickname', message: '닉네임을 입력해주세요.' }],
      }),
    );
    const error = await apiPut('/v2/me', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      resultCode: 'VALIDATION_ERROR',
      message: '입력값을 확인해주세요.',
      fields: [{ field: 'nickname', message: '닉네임을 입력해주세요.' }],
      method: 'PUT',
      url: '/v2/me',
    });
  });

  it("turns a network failure into status 0 and '네트워크 연결을 확인해주세요.'", async () => {
    server = fakeServer(authClient, () => 'network-error');
    const error = await apiGet('/v2/shop/favorite').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      resultCode: 'NETWORK_ERROR',
      message: '네트워크 연결을 확인해주세요.',
    });
  });

  it('turns a timeout into a Korean timeout message', async () => {
    server = fakeServer(authClient, () => 'timeout');
    const error = await apiGet('/v2/shop/favorite').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      resultCode: 'TIMEOUT',
      message: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해주세요.',
    });
  });

  it('falls back to a Korean message when a 5xx has no envelope', async () => {
    server = fakeServer(authClient, () => ({ status: 502, body: '<html>Bad gateway</html>' }));
    const error = await apiGet('/v2/shop/favorite').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      resultCode: 'INTERNAL_ERROR',
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    });
  });

  it('errorMessage gives the server text for API errors and the fallback otherwise', () => {
    const apiError = new ApiError({
      status: 409,
      resultCode: 'DUPLICATED_NICKNAME',
      message: '이미 사용 중인 닉네임입니다.',
    });
    expect(errorMessage(apiError)).toBe('이미 사용 중인 닉네임입니다.');
    expect(errorMessage(new Error('boom'), '저장하지 못했습니다.')).toBe('저장하지 못했습니다.');
  });
});

describe('other clients', () => {
  it('the public client never sends the bearer token (§7 unauthenticated calls)', async () => {
    setAccessToken('tok-1');
    server = fakeServer(publicClient, () => ok({ shopId: 1 }));
    await publicGet('/v2/shop', { shopId: 1 });
    expect(server.requests[0]!.headers.get('Authorization')).toBeUndefined();
    expect(server.requests[0]!.url).toBe('https://api.guardian.kr/v2/shop?shopId=1');
  });

  it('bearerGet sends the given token to a third-party URL and returns its body as is', async () => {
    server = fakeServer(externalClient, () => ({ status: 200, body: { id: 123 } }));
    await expect(bearerGet('https://kapi.kakao.com/v2/user/me', 'kakao-token')).resolves.toEqual({ id: 123 });
    expect(server.requests[0]!.headers.get('Authorization')).toBe('Bearer kakao-token');
  });
});
