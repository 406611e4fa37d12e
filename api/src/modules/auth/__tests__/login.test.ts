import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/index.js';
import { sha256 } from '../../../infra/tokens.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
// The rate limiter's windows are fixed on the app's clock: the tests pin it, so no attempt straddles a window's end.
const HALF_PAST = new Date('2026-12-06T10:30:00+09:00');
let clock = HALF_PAST;
beforeAll(async () => {
  t = await createTestContext({
    now: () => clock,
    config: {
      rateLimits: {
        loginPerAccount: 3,
        loginPerIp: 8,
        loginWindowSec: 900,
        certPerPhone: 5,
        certPerIp: 20,
        certWindowSec: 3600,
        certResendSec: 60,
      },
    },
  });
  await t.user('owner@guardian.kr', '주인장');
});
afterAll(() => t.close());

const login = (userId: string, password: string, ip = '10.0.0.1') =>
  t.inject({ method: 'POST', url: '/v2/login', payload: { userId, password }, remoteAddress: ip });

describe('POST /v2/login', () => {
  it('issues a 2-day session (stored hashed) with the user, e-mail case-insensitive', async () => {
    const res = await login('Owner@Guardian.KR', 'password123');
    expect(res.statusCode).toBe(200);
    const { token, expiresAt, user } = res.json().data;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(user).toMatchObject({ userId: 'owner@guardian.kr', nickname: '주인장', userShops: [], pets: [] });
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(row).toBeDefined();
    const me = await t.inject({
      method: 'GET',
      url: '/v2/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.userId).toBe('owner@guardian.kr');
  });

  it('rejects a wrong password and an unknown account alike: 이메일 또는 비밀번호가 맞지 않아요', async () => {
    const wrong = await login('owner@guardian.kr', 'nope12345', '10.0.0.2');
    const unknown = await login('ghost@guardian.kr', 'password123', '10.0.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        resultCode: 'INVALID_CREDENTIALS',
        message: '이메일 또는 비밀번호가 맞지 않아요.',
      });
    }
  });

  it('rejects bad input, saying the missing password is 필수 항목이에요', async () => {
    const res = await t.inject({ method: 'POST', url: '/v2/login', payload: { userId: 'a@b.kr' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ resultCode: 'VALIDATION_ERROR', message: '입력값을 확인해 주세요.' });
    expect(res.json().data.fields).toEqual([{ field: 'password', message: '필수 항목이에요.' }]);
  });

  it('locks an account after repeated failures, even with the right password, until its window ends', async () => {
    await t.user('victim@guardian.kr', '피해자');
    for (let i = 0; i < 3; i++)
      expect((await login('victim@guardian.kr', 'wrongpass1', `10.1.0.${i}`)).statusCode).toBe(401);
    const res = await login('victim@guardian.kr', 'password123', '10.1.0.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().resultCode).toBe('RATE_LIMITED');
    // Failures from three addresses: the account's own budget (an hour's window, fixed on the clock) locks it until
    // the hour ends, 30 minutes after half past.
    expect(res.headers['retry-after']).toBe('1800');
    expect(res.json().message).toBe('요청이 너무 많아요. 30분 후 다시 시도해 주세요.');
    try {
      clock = new Date(HALF_PAST.getTime() + 1800_000 - 1000);
      expect((await login('victim@guardian.kr', 'password123', '10.1.0.9')).headers['retry-after']).toBe('1');
      clock = new Date(HALF_PAST.getTime() + 1800_000);
      expect((await login('victim@guardian.kr', 'password123', '10.1.0.9')).statusCode).toBe(200);
    } finally {
      clock = HALF_PAST;
    }
  });

  it('limits attempts per IP across accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 9; i++)
      codes.push((await login(`nobody${i}@guardian.kr`, 'password123', '10.9.9.9')).statusCode);
    expect(codes.slice(0, 8).every((c) => c === 401)).toBe(true);
    expect(codes[8]).toBe(429);
    expect((await login('owner@guardian.kr', 'password123', '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /v2/me needs a live token', async () => {
    expect((await t.inject({ method: 'GET', url: '/v2/me' })).statusCode).toBe(401);
    const res = await t.inject({ method: 'GET', url: '/v2/me', headers: { authorization: 'Bearer forged' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().resultCode).toBe('UNAUTHORIZED');
  });

  it('logout revokes only the current token', async () => {
    const a = (await login('owner@guardian.kr', 'password123', '10.2.0.1')).json().data.token;
    const b = (await login('owner@guardian.kr', 'password123', '10.2.0.1')).json().data.token;
    const out = await t.inject({
      method: 'POST',
      url: '/v2/logout',
      headers: { authorization: `Bearer ${a}` },
    });
    expect(out.json()).toMatchObject({ resultCode: 'SUCCESS', data: null });
    expect(
      (await t.inject({ method: 'GET', url: '/v2/me', headers: { authorization: `Bearer ${a}` } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: '/v2/me', headers: { authorization: `Bearer ${b}` } }))
        .statusCode,
    ).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/v2/logout' })).statusCode).toBe(401);
  });

  it('an expired session is refused', async () => {
    const u = await t.user('expired@guardian.kr', '만료됨');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userSeq, u.userSeq));
    expect((await t.inject({ method: 'GET', url: '/v2/me', headers: u.auth })).statusCode).toBe(401);
  });

  it('POST /v2/auth/chatting issues a short-lived chat token that is not a session', async () => {
    const u = await t.user('chat@guardian.kr', '채팅러');
    const res = await t.inject({ method: 'POST', url: '/v2/auth/chatting', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const { chatToken, expiresAt } = res.json().data;
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(chatToken)));
    expect(row).toMatchObject({ kind: 'CHAT', userSeq: u.userSeq });
    expect(
      (await t.inject({ method: 'GET', url: '/v2/me', headers: { authorization: `Bearer ${chatToken}` } }))
        .statusCode,
    ).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/v2/auth/chatting' })).statusCode).toBe(401);
  });
});

describe('certification resend throttle', () => {
  it('a second code for the same phone within 60 s is 429 with Retry-After', async () => {
    const send = () =>
      t.inject({
        method: 'POST',
        url: '/v2/mobile-certification',
        payload: { phoneNumber: '01024680000', purpose: 'SIGNUP' },
      });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.json().resultCode).toBe('RATE_LIMITED');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    // The message says how long, not "잠시 후": the form shows it as it is.
    expect(again.json().message).toMatch(/^요청이 너무 많아요\. (\d+초|1분) 후 다시 시도해 주세요\.$/);
    expect(t.sms.sent.filter((m) => m.to === '01024680000')).toHaveLength(1);
  });

  it('says with the code how many seconds 재전송 has to wait, so the form can count down instead of being refused', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/v2/mobile-certification',
      payload: { phoneNumber: '01024680001', purpose: 'SIGNUP' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.resendAfterSeconds).toBe(60);
  });

  it('says how many seconds the code lasts, so a phone whose clock is off still counts the 3 minutes', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/v2/mobile-certification',
      payload: { phoneNumber: '01024680002', purpose: 'SIGNUP' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.expiresInSeconds).toBe(180);
  });
});
