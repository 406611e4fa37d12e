import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, trustProxyFromEnv } from '../../config.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

// The API sits behind the site's /api proxy, which writes the client's address as the LAST
// X-Forwarded-For entry; anything before it was sent by the client and proves nothing.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    shops: 2,
    trustProxy: trustProxyFromEnv({ TRUST_PROXY: 'true' }),
    config: { rateLimits: { ...defaultRateLimits({}), loginPerIp: 2 } },
  });
});
afterAll(() => t.close());

let n = 0;
const login = (xff: string) =>
  t.inject({
    method: 'POST',
    url: '/v2/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': xff },
    payload: { userId: `nobody${(n += 1)}@guardian.kr`, password: 'wrong-password' },
  });

describe('TRUST_PROXY trusts exactly one hop', () => {
  it('maps the environment: true is one hop, never every hop', () => {
    expect(trustProxyFromEnv({})).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'false' })).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'true' })).toBe(1);
    expect(trustProxyFromEnv({ TRUST_PROXY: '2' })).toBe(2);
    expect(trustProxyFromEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' })).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('a client-sent X-Forwarded-For cannot move a client to another rate-limit bucket', async () => {
    expect((await login('203.0.113.7')).statusCode).toBe(401);
    expect((await login('198.51.100.1, 203.0.113.7')).statusCode).toBe(401);
    const spoofed = await login('198.51.100.2, 203.0.113.7');
    expect(spoofed.statusCode).toBe(429);
    expect(spoofed.json().resultCode).toBe('RATE_LIMITED');
  });

  it('two clients behind the proxy get buckets of their own', async () => {
    expect((await login('203.0.113.8')).statusCode).toBe(401);
    expect((await login('203.0.113.9')).statusCode).toBe(401);
  });
});
