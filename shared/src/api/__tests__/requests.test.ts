import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeServer, ok } from '../../test/fake-server';
import { removeAccessToken, setAccessToken } from '../../session/access-token';
import { ApiError, errorMessage } from '../api-error';
import { authClient, configureApiClient, externalClient, publicClient } from '../client';
import { apiDelete, apiGet, apiPost, apiPut, bearerGet, bearerPost, publicGet } from '../requests';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  configureApiClient({ baseURL: 'https://api.guardian.kr' });
});

afterEach(() => {
  server?.restore();
  vi.useRealTimers();
});

describe('authenticated client (§7)', () => {
  it('resolves to the envelope data', async () => {
    server = fakeServer(authClient, () => ok({ shopId: 7 }));
    await expect(apiGet<{ shopId: number }>('/v2/shop/app/config', { shopId: 7 })).resolves.toEqual({
      shopId: 7,
    });
  });

  it('sends the bearer token from the access_token cookie, from the request after a login', async () => {
    server = fakeServer(authClient, () => ok(null));
    await apiGet('/v2/shop/favorite');
    setAccessToken('tok-1');
    await apiGet('/v2/shop/favorite');
    expect(server.requests[0]!.headers.get('Authorization')).toBeNull();
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

  it('sends JSON bodies as JSON and FormData as it is (the browser sets the multipart boundary)', async () => {
    server = fakeServer(authClient, () => ok(null));
    await apiPost('/v2/user/duplicated', { type: 'EMAIL', value: 'a@b.kr' });
    const form = new FormData();
    form.append('name', '보리');
    await apiPost('/v2/pets', form);
    await apiGet('/v2/me');
    const [json, multipart, bodiless] = server.requests;
    expect(json!.headers.get('Content-Type')).toBe('application/json');
    expect(json!.headers.get('Accept')).toBe('application/json');
    expect(multipart!.body).toBe(form);
    expect(multipart!.headers.get('Content-Type')).toBeNull();
    expect(bodiless!.body).toBeUndefined();
    expect(bodiless!.headers.get('Content-Type')).toBeNull();
  });

  it('§9: times out after 500000 ms', async () => {
    vi.useFakeTimers();
    server = fakeServer(authClient, () => 'hang');
    const outcome = apiGet('/v2/shop/favorite').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(499_999);
    expect(server.requests).toHaveLength(1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ status: 0, resultCode: 'TIMEOUT' });
  });
});

describe('ApiError normalisation (§8)', () => {
  it('keeps the server status, resultCode, Korean message and field errors', async () => {
    server = fakeServer(authClient, () =>
      fail(400, 'VALIDATION_ERROR', '입력값을 확인해 주세요.', {
        fields: [{ field: 'nickname', message: '닉네임을 입력해 주세요.' }],
      }),
    );
    const error = await apiPut('/v2/me', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      resultCode: 'VALIDATION_ERROR',
      message: '입력값을 확인해 주세요.',
      fields: [{ field: 'nickname', message: '닉네임을 입력해 주세요.' }],
      method: 'PUT',
      url: '/v2/me',
    });
  });

  it("turns a network failure into status 0 and '네트워크 연결을 확인해 주세요.'", async () => {
    server = fakeServer(authClient, () => 'network-error');
    const error = await apiGet('/v2/shop/favorite').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      resultCode: 'NETWORK_ERROR',
      message: '네트워크 연결을 확인해 주세요.',
    });
  });

  it('turns a timeout into a Korean timeout message', async () => {
    vi.useFakeTimers();
    server = fakeServer(authClient, () => 'hang');
    const error = apiGet('/v2/shop/favorite').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500_000);
    expect(await error).toMatchObject({
      status: 0,
      resultCode: 'TIMEOUT',
      message: '응답이 늦어지고 있어요. 잠시 후 다시 시도해 주세요.',
      method: 'GET',
      url: '/v2/shop/favorite',
    });
  });

  it("turns the caller's abort into CANCELED, not a timeout or a network error (TanStack Query cancels so)", async () => {
    server = fakeServer(authClient, () => 'hang');
    const controller = new AbortController();
    const error = apiGet('/v2/shop/favorite', undefined, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    expect(await error).toMatchObject({
      status: 0,
      resultCode: 'CANCELED',
      message: '요청이 취소됐어요.',
    });
  });

  it('rejects with CANCELED at once when the caller has already aborted', async () => {
    server = fakeServer(authClient, () => ok(null));
    const controller = new AbortController();
    controller.abort();
    const error = await apiGet('/v2/me', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, resultCode: 'CANCELED' });
  });

  it('a timeout of 0 means none: only the caller ends the call', async () => {
    vi.useFakeTimers();
    server = fakeServer(authClient, () => 'hang');
    const controller = new AbortController();
    const error = authClient
      .request({ method: 'GET', url: '/v2/shop/favorite', timeout: 0, signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10 * 500_000);
    controller.abort();
    expect(await error).toMatchObject({ resultCode: 'CANCELED' });
  });

  it("a caller's signal that never aborts leaves the timeout in force", async () => {
    vi.useFakeTimers();
    server = fakeServer(authClient, () => 'hang');
    const controller = new AbortController();
    const error = apiGet('/v2/shop/favorite', undefined, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(500_000);
    controller.abort(); // too late: the call has already failed
    expect(await error).toMatchObject({ resultCode: 'TIMEOUT' });
  });

  it('falls back to a Korean message when a 5xx has no envelope', async () => {
    server = fakeServer(authClient, () => ({ status: 502, body: '<html>Bad gateway</html>' }));
    const error = await apiGet('/v2/shop/favorite').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      resultCode: 'INTERNAL_ERROR',
      message: '일시적인 오류가 생겼어요. 잠시 후 다시 시도해 주세요.',
    });
  });

  it('names 401, 403 and 404 without an envelope by their status', async () => {
    const codes: string[] = [];
    for (const status of [401, 403, 404, 418]) {
      server = fakeServer(authClient, () => ({ status, body: 'no json here' }));
      codes.push(((await apiGet('/v2/me').catch((e: unknown) => e)) as ApiError).resultCode);
      server.restore();
    }
    expect(codes).toEqual(['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'UNKNOWN_ERROR']);
  });

  it('resolves to undefined when a success has an empty body', async () => {
    server = fakeServer(authClient, () => ({ status: 204 }));
    await expect(apiDelete('/v2/shop/7/favorite')).resolves.toBeUndefined();
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
    expect(server.requests[0]!.headers.get('Authorization')).toBeNull();
    expect(server.requests[0]!.url).toBe('https://api.guardian.kr/v2/shop?shopId=1');
  });

  it('bearerGet sends the given token to a third-party URL and returns its body as is', async () => {
    server = fakeServer(externalClient, () => ({ status: 200, body: { id: 123 } }));
    await expect(bearerGet('https://kapi.kakao.com/v2/user/me', 'kakao-token')).resolves.toEqual({ id: 123 });
    expect(server.requests[0]!.headers.get('Authorization')).toBe('Bearer kakao-token');
    expect(server.requests[0]!.url).toBe('https://kapi.kakao.com/v2/user/me');
  });

  it('bearerPost sends its body as JSON with the given token, even when a session cookie exists', async () => {
    setAccessToken('tok-1');
    server = fakeServer(externalClient, () => ({ status: 200, body: { access_token: 'x' } }));
    await expect(
      bearerPost('https://kauth.kakao.com/oauth/token', 'kakao-token', { code: 'c' }),
    ).resolves.toEqual({ access_token: 'x' });
    expect(server.requests[0]!.method).toBe('POST');
    expect(server.requests[0]!.headers.get('Authorization')).toBe('Bearer kakao-token');
    expect(server.requests[0]!.body).toEqual({ code: 'c' });
  });
});

describe('responses the HTML started early (shared/mf/early-requests.mjs)', () => {
  const early = (token: string | null, body: unknown) => {
    window.__guardianEarly = {
      token,
      at: Date.now(),
      responses: {
        'https://api.guardian.kr/v2/me': Promise.resolve(
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      },
    };
  };
  afterEach(() => {
    delete window.__guardianEarly;
    removeAccessToken();
  });

  it('answers the same GET with the same token from it, once, then from the network', async () => {
    setAccessToken('tok-1');
    early('tok-1', { resultCode: 'SUCCESS', message: '', data: { nickname: '먼저 온 답' } });
    server = fakeServer(authClient, () => ok({ nickname: '네트워크' }));
    await expect(apiGet('/v2/me')).resolves.toEqual({ nickname: '먼저 온 답' });
    await expect(apiGet('/v2/me')).resolves.toEqual({ nickname: '네트워크' });
    expect(server.requests).toHaveLength(1);
  });

  it('an early error goes through the same error pipeline as any answer', async () => {
    setAccessToken('tok-1');
    early('tok-1', null);
    window.__guardianEarly!.responses['https://api.guardian.kr/v2/me'] = Promise.resolve(
      new Response(
        JSON.stringify({ resultCode: 'UNAUTHORIZED', message: '다시 로그인해 주세요.', data: null }),
        {
          status: 401,
        },
      ),
    );
    server = fakeServer(authClient, () => ok(null));
    await expect(apiGet('/v2/me')).rejects.toMatchObject({ status: 401, resultCode: 'UNAUTHORIZED' });
    expect(server.requests).toHaveLength(0);
  });

  it('never serves one made for another account', async () => {
    setAccessToken('tok-2');
    early('tok-1', { resultCode: 'SUCCESS', message: '', data: { nickname: '다른 사람' } });
    server = fakeServer(authClient, () => ok({ nickname: '나' }));
    await expect(apiGet('/v2/me')).resolves.toEqual({ nickname: '나' });
    expect(server.requests).toHaveLength(1);
  });

  it('after a write, no read is answered from it: it holds the state from before the write', async () => {
    setAccessToken('tok-1');
    early('tok-1', { resultCode: 'SUCCESS', message: '', data: { nickname: '연결 전' } });
    server = fakeServer(authClient, (req) => ok(req.method === 'GET' ? { nickname: '연결 후' } : null));
    await apiPost('/v1/shop/user/link', { token: 'DEMO' });
    await expect(apiGet('/v2/me')).resolves.toEqual({ nickname: '연결 후' });
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
  });

  it('asks the network when the early request failed on the way', async () => {
    setAccessToken('tok-1');
    early('tok-1', null);
    window.__guardianEarly!.responses['https://api.guardian.kr/v2/me'] = Promise.reject(
      new TypeError('Failed to fetch'),
    );
    server = fakeServer(authClient, () => ok({ nickname: '다시 받은 답' }));
    await expect(apiGet('/v2/me')).resolves.toEqual({ nickname: '다시 받은 답' });
  });
});
