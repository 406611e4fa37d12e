import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { rateLimited, waitText } from '../../lib/errors.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ config: { bodyLimit: 1024 } });
  // A route that fails unexpectedly, to prove 5xx answers never leak internals.
  t.app.log.level = 'silent';
});
afterAll(() => t.close());

describe('envelope and error handling', () => {
  it('health answers the envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/v2/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultCode: 'SUCCESS', message: '성공', data: { status: 'ok' } });
  });

  it('unknown route is 404 NOT_FOUND in Korean', async () => {
    const res = await t.inject({ method: 'GET', url: '/v2/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ resultCode: 'NOT_FOUND', data: null });
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  it('malformed JSON is 400 MALFORMED_JSON', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultCode).toBe('MALFORMED_JSON');
  });

  it('an empty JSON body counts as no body (axios/browsers on bodyless POST/DELETE)', async () => {
    const user = await t.user('empty-body@guardian.kr', '빈본문');
    const headers = { ...user.auth, 'content-type': 'application/json' };
    const post = await t.inject({ method: 'POST', url: '/v2/shop/3/favorite', headers, payload: '' });
    expect(post.statusCode).toBe(200);
    expect(post.json().data).toEqual({ isFavorite: true });
    const del = await t.inject({ method: 'DELETE', url: '/v2/shop/3/favorite', headers, payload: '  ' });
    expect(del.statusCode).toBe(200);
    // A route that needs a body still says which fields are missing, not MALFORMED_JSON.
    const login = await t.inject({ method: 'POST', url: '/v2/login', headers, payload: '' });
    expect(login.statusCode).toBe(400);
    expect(login.json().resultCode).toBe('VALIDATION_ERROR');
  });

  it('a body over the limit is 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { userId: 'a@b.kr', password: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().resultCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('validation errors list the fields', async () => {
    const res = await t.inject({ method: 'POST', url: '/v2/login', payload: { userId: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.resultCode).toBe('VALIDATION_ERROR');
    expect(body.data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['password', 'userId']);
  });

  it('comma-joined array query params are split and each element validated', async () => {
    const good = await t.inject({ method: 'GET', url: '/v2/shop/inquiry?regionSeqs=1,2&facilitiesSeqs=1' });
    expect(good.statusCode).toBe(200);
    const bad = await t.inject({ method: 'GET', url: '/v2/shop/inquiry?regionSeqs=1,abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0].field).toBe('regionSeqs.1');
  });

  it('a path that is not valid percent-encoded UTF-8 is 400 MALFORMED_REQUEST in Korean', async () => {
    const res = await t.inject({ method: 'GET', url: '/v2/notices/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      resultCode: 'MALFORMED_REQUEST',
      message: expect.stringMatching(/[가-힣]/),
      data: null,
    });
  });

  it('an id of 10,000 characters is 400 VALIDATION_ERROR, like any other id that is not a number', async () => {
    const res = await t.inject({ method: 'GET', url: `/v2/notices/${'1'.repeat(10_000)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      resultCode: 'VALIDATION_ERROR',
      message: expect.stringMatching(/[가-힣]/),
      data: null,
    });
  });

  it('a 5xx hides the internals', async () => {
    await t.handle.close(); // the database goes away under the app
    const res = await t.inject({ method: 'GET', url: '/v2/shop/filter/region/config' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      resultCode: 'INTERNAL_ERROR',
      message: expect.stringMatching(/[가-힣]/),
      data: null,
    });
    expect(res.body).not.toMatch(/closed|pglite|postgres|stack|\bat\b/i);
    // reopen so afterAll can close cleanly
    t.handle.close = async () => {};
  });
});

describe('cross-cutting', () => {
  it('CORS allows another origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/v2/me',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});

describe('how long a 429 says to wait', () => {
  it('names the wait in seconds, minutes or hours, rounded up, in place of "잠시 후"', () => {
    expect(waitText(0.2)).toBe('1초');
    expect(waitText(59)).toBe('59초');
    expect(waitText(60)).toBe('1분');
    expect(waitText(61)).toBe('2분');
    expect(waitText(3599)).toBe('60분');
    expect(waitText(3600)).toBe('1시간');
    expect(rateLimited(900).message).toBe('요청이 너무 많아요. 15분 후 다시 시도해 주세요.');
    expect(rateLimited(30, 'COMMUNITY_COMMENTING_TOO_FAST').message).toBe(
      '댓글을 너무 빨리 달고 있어요. 30초 후 다시 시도해 주세요.',
    );
  });
});
