import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

// Counts the Argon2id hashes the password reset does, to compare its two paths by work done (not by timing).
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../infra/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../infra/password.js')>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashes.count++;
      return real.hashPassword(password);
    },
  };
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 1, config: { rateLimits: { duplicatedPerIp: 5 } } });
  await t.user('taken@guardian.kr', '있는사람'); // phone 01099998888
});
afterAll(() => t.close());

describe('account enumeration', () => {
  it('POST /v2/user/duplicated is rate-limited per IP', async () => {
    const check = (ip: string) =>
      t.inject({
        method: 'POST',
        url: '/v2/user/duplicated',
        payload: { type: 'EMAIL', value: 'taken@guardian.kr' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await check('10.70.0.1')).statusCode).toBe(200);
    const res = await check('10.70.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().resultCode).toBe('RATE_LIMITED');
    expect((await check('10.70.0.2')).statusCode).toBe(200);
  });

  it('sign-up with a taken e-mail and a made-up certification token answers about the token', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: {
        userId: 'taken@guardian.kr',
        password: 'abcd1234',
        nickname: '있는사람',
        phoneNumber: '01011112222',
        certificationToken: 'made-up',
        termsPrivacy: true,
      },
    });
    expect(res.json().resultCode).toBe('INVALID_CERTIFICATION');
  });

  it('password reset hashes the new password for an unknown account as for a known one', async () => {
    const reset = (userId: string) =>
      t.inject({
        method: 'PUT',
        url: '/v2/user/password',
        payload: {
          userId,
          phoneNumber: '01099998888',
          certificationToken: 'made-up',
          password: 'newpass123',
        },
      });
    hashes.count = 0;
    expect((await reset('nobody@guardian.kr')).json().resultCode).toBe('INVALID_CERTIFICATION');
    const unknown = hashes.count;
    hashes.count = 0;
    expect((await reset('taken@guardian.kr')).json().resultCode).toBe('INVALID_CERTIFICATION');
    expect(unknown).toBe(1);
    expect(hashes.count).toBe(unknown);
  });
});
