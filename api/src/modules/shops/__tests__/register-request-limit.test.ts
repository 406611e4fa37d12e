import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 1, config: { rateLimits: { registerRequestsPerIp: 3 } } });
});
afterAll(() => t.close());

const send = (ip: string) =>
  t.inject({
    method: 'POST',
    url: '/v2/shop/request-register',
    payload: { shopName: '새 매장' },
    remoteAddress: ip,
  });

describe('POST /v2/shop/request-register', () => {
  it('is rate-limited per IP (429 RATE_LIMITED with Retry-After); another IP still gets through', async () => {
    for (let i = 0; i < 3; i++) expect((await send('10.80.0.1')).statusCode).toBe(200);
    const res = await send('10.80.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().resultCode).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.80.0.2')).statusCode).toBe(200);
  });
});
