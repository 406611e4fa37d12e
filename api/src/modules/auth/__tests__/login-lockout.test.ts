import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    shops: 1,
    config: { rateLimits: { loginPerAccountIp: 3, loginPerAccount: 6, loginPerIp: 100 } },
  });
  await t.user('owner@guardian.kr', '주인장');
  await t.user('victim@guardian.kr', '피해자');
  await t.user('spread@guardian.kr', '분산');
});
afterAll(() => t.close());

const login = (url: string, userId: string, password: string, ip: string) =>
  t.inject({
    method: 'POST',
    url,
    payload: url.includes('partner') ? { email: userId, password } : { userId, password },
    remoteAddress: ip,
  });

describe('login lockout', () => {
  it.each([
    ['/v2/login', 'owner@guardian.kr'],
    ['/v2/partner/login', 'staff1@guardian.kr'],
  ])('%s: 12 parallel wrong passwords from one IP check at most 3 passwords', async (url, account) => {
    const codes = await Promise.all(
      Array.from({ length: 12 }, () =>
        login(url, account, 'wrongpass1', '10.60.0.1').then((r) => r.statusCode),
      ),
    );
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(9);
  });

  it('failures from one IP do not lock the owner out on another IP', async () => {
    for (let i = 0; i < 4; i++) await login('/v2/login', 'victim@guardian.kr', 'wrongpass1', '10.61.0.1');
    expect((await login('/v2/login', 'victim@guardian.kr', 'wrongpass1', '10.61.0.1')).statusCode).toBe(429);
    expect((await login('/v2/login', 'victim@guardian.kr', 'password123', '10.61.0.2')).statusCode).toBe(200);
  });

  it('failures spread over many IPs still meet the slower per-account limit', async () => {
    for (let i = 0; i < 6; i++)
      expect((await login('/v2/login', 'spread@guardian.kr', 'wrongpass1', `10.62.0.${i}`)).statusCode).toBe(
        401,
      );
    const res = await login('/v2/login', 'spread@guardian.kr', 'password123', '10.62.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().resultCode).toBe('RATE_LIMITED');
  });
});
