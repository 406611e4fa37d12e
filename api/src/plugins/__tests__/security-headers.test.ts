import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corsOriginsFromEnv, loadConfig } from '../../config.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    shops: 2,
    trustProxy: 1,
    config: { corsOrigins: ['https://guardian.kr'], docs: false },
  });
});
afterAll(() => t.close());

describe('browser security headers on the API', () => {
  it('JSON answers, errors and images are nosniff, framed by nobody and allowed to load nothing', async () => {
    for (const url of ['/v2/health', '/v2/nope', '/static/banners/999.svg']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'none'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('HSTS when the trusted proxy says the client came over https', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/v2/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });
});

describe('CORS allow-list', () => {
  const preflight = (origin: string) =>
    t.inject({
      method: 'OPTIONS',
      url: '/v2/health',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('answers a listed origin and not any other', async () => {
    expect((await preflight('https://guardian.kr')).headers['access-control-allow-origin']).toBe(
      'https://guardian.kr',
    );
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.inject({
      method: 'GET',
      url: '/v2/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('defaults: production allows no other origin, development only the local dev servers', () => {
    expect(corsOriginsFromEnv({ APP_ENV: 'production' })).toBe(false);
    const dev = corsOriginsFromEnv({});
    expect(Array.isArray(dev) && dev.length).toBe(1);
    const [pattern] = dev as RegExp[];
    expect(pattern.test('http://localhost:3000')).toBe(true);
    expect(pattern.test('http://127.0.0.1:3004')).toBe(true);
    expect(pattern.test('https://evil.example')).toBe(false);
    expect(pattern.test('http://localhost.evil.example')).toBe(false);
    expect(
      corsOriginsFromEnv({
        APP_ENV: 'production',
        CORS_ORIGINS: 'https://guardian.kr/, https://m.guardian.kr',
      }),
    ).toEqual(['https://guardian.kr', 'https://m.guardian.kr']);
    expect(corsOriginsFromEnv({ CORS_ORIGINS: '*' })).toBe(true);
  });
});

describe('reference pages in production', () => {
  it('/docs and /openapi.json are not served', async () => {
    expect((await t.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(404);
    // The document is still built, for scripts/openapi.ts.
    expect(t.app.swagger().paths).toHaveProperty(['/v2/login']);
  });

  it('are off by default only in production', () => {
    expect(loadConfig({ APP_ENV: 'production' }).docs).toBe(false);
    expect(loadConfig({}).docs).toBe(true);
  });
});
