import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 1, config: { rateLimits: { invitationChecksPerIp: 4 } } });
});
afterAll(() => t.close());

const check = (token: string, ip: string) =>
  t.inject({ method: 'POST', url: '/v2/invitation/token/validate', payload: { token }, remoteAddress: ip });

describe('POST /v2/invitation/token/validate', () => {
  it('guessing tokens is rate-limited per IP (429 RATE_LIMITED)', async () => {
    for (let i = 0; i < 4; i++)
      expect((await check(`GUESS-${i}`, '10.90.0.1')).json().resultCode).toBe('INVALID_INVITATION_TOKEN');
    const res = await check('GUESS-5', '10.90.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().resultCode).toBe('RATE_LIMITED');
    expect((await check('GUESS-6', '10.90.0.2')).json().resultCode).toBe('INVALID_INVITATION_TOKEN');
  });
});
