import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { COMPRESSIBLE } from '../compression.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({});
});
afterAll(() => t.close());

const SEARCH = '/v2/shop/inquiry?page=0&size=20';
const get = (url: string, acceptEncoding?: string) =>
  t.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed answers', () => {
  it('sends a JSON answer over 1 KB as Brotli to a phone, gzip to a client that takes only gzip, plain to others', async () => {
    const plain = await get(SEARCH);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(SEARCH, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get(SEARCH, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    expect((await get(SEARCH, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves answers under 1 KB as they are: the headers would eat the gain', async () => {
    const health = await get('/v2/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('never inflates a compressed request body: it is refused as malformed JSON', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/v2/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ userId: 'a@b.kr', password: 'password123' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ resultCode: 'MALFORMED_JSON' });
  });

  it('compresses JSON, text and SVG, never images, archives, raw bytes or event streams', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/plain',
      'image/svg+xml',
    ])
      expect(COMPRESSIBLE.test(type), type).toBe(true);
    for (const type of [
      'image/webp',
      'image/jpeg',
      'application/zip',
      'application/octet-stream',
      'text/event-stream',
    ])
      expect(COMPRESSIBLE.test(type), type).toBe(false);
  });
});
