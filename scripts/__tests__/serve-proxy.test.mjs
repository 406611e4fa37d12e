// The /api proxy in front of the real API (issue 9, items 4 and 5): each client gets its own
// rate-limit bucket, a client-sent X-Forwarded-For cannot choose one, and a body the API would
// refuse unread comes back as the API's 413, not a 502. A photo goes through up to the API's photo limit.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mediaLimitFromEnv } from '../lib/api-proxy.mjs';
import { ROOT, startApi, startSite } from '../lib/stack.mjs';
import { raw } from './__fixtures__/raw-request.mjs';

const BODY_LIMIT = 4096;
const MEDIA_MAX_BYTES = String(1024 * 1024);
let api;
let site;
before(async () => {
  api = await startApi({
    fresh: true,
    env: {
      APP_ENV: 'test',
      RATE_LIMIT_LOGIN_IP: '2',
      BODY_LIMIT: String(BODY_LIMIT),
      MEDIA_MAX_BYTES,
      LOG_LEVEL: 'warn',
    },
  });
  // As under `npm start`, where both read the one BODY_LIMIT and the one MEDIA_MAX_BYTES.
  site = await startSite({
    apiUrl: api.url,
    bodyLimit: BODY_LIMIT,
    mediaLimit: mediaLimitFromEnv({ MEDIA_MAX_BYTES }),
  });
});
after(async () => {
  await site?.close();
  await api?.stop();
});

let n = 0;
/** A failed login through the site, from `from` (a loopback address: a client of its own). */
function login(from, headers = {}) {
  n += 1;
  return raw(site.port, {
    path: '/api/v2/login',
    method: 'POST',
    localAddress: from,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ userId: `proxy-test-${n}@guardian.kr`, password: 'wrong-password' }),
  });
}

test('two clients behind the proxy get rate-limit buckets of their own', async () => {
  assert.equal((await login('127.0.0.2')).status, 401);
  assert.equal((await login('127.0.0.2')).status, 401);
  assert.equal((await login('127.0.0.2')).status, 429, 'the third attempt within the window is refused');
  // Another client is not locked out by the first one.
  assert.equal((await login('127.0.0.3')).status, 401);
});

test('a spoofed X-Forwarded-For does not move a client to another bucket', async () => {
  assert.equal((await login('127.0.0.4')).status, 401);
  assert.equal((await login('127.0.0.4')).status, 401);
  for (const spoof of [
    { 'x-forwarded-for': '198.51.100.7' },
    { 'x-forwarded-for': '127.0.0.5' },
    { forwarded: 'for=198.51.100.8' },
    { 'x-real-ip': '198.51.100.9' },
  ]) {
    const res = await login('127.0.0.4', spoof);
    assert.equal(res.status, 429, JSON.stringify(spoof));
    assert.equal(JSON.parse(res.text).resultCode, 'RATE_LIMITED');
  }
});

test('a body over the limit gets the API envelope 413 through the proxy, not 502', async () => {
  const res = await raw(site.port, {
    path: '/api/v2/login',
    method: 'POST',
    localAddress: '127.0.0.6',
    headers: { 'content-type': 'application/json', 'content-length': String(BODY_LIMIT * 500) },
    body: 'x'.repeat(BODY_LIMIT * 500),
  });
  assert.equal(res.status, 413);
  assert.equal(JSON.parse(res.text).resultCode, 'PAYLOAD_TOO_LARGE');
  // The site and the API both still answer.
  assert.equal((await raw(site.port, { path: '/api/v2/health' })).status, 200);
});

/** A multipart upload of `bytes` as the one part `file`, as the app's photo picker sends it. */
function upload(bytes, headers = {}) {
  const boundary = 'guardian-proxy-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="p.png"\r\n`),
    Buffer.from('content-type: image/png\r\n\r\n'),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return raw(site.port, {
    path: '/api/v2/media',
    method: 'POST',
    localAddress: '127.0.0.21',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
      ...headers,
    },
    body,
  });
}

test('a photo larger than a JSON body may be goes through to the API, up to its photo limit', async () => {
  const sharp = createRequire(path.join(ROOT, 'api', 'package.json'))('sharp');
  const noise = { type: 'gaussian', mean: 128, sigma: 40 };
  const png = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#888', noise } })
    .png()
    .toBuffer();
  assert.ok(png.length > BODY_LIMIT * 4, `the photo (${png.length} bytes) is well over BODY_LIMIT`);
  const login = await raw(site.port, {
    path: '/api/v2/partner/login',
    method: 'POST',
    localAddress: '127.0.0.20',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff1@guardian.kr', password: 'partner1234' }),
  });
  assert.equal(login.status, 200, login.text);
  const auth = { authorization: `Bearer ${JSON.parse(login.text).data.token}` };

  const res = await upload(png, auth);
  assert.equal(res.status, 200, res.text);
  assert.ok(JSON.parse(res.text).data.mediaSeq > 0);

  // Over the photo limit: the API's own words for it, not "요청 본문이 너무 커요".
  const big = await upload(Buffer.alloc(2 * 1024 * 1024, 7), auth);
  assert.equal(big.status, 413);
  assert.deepEqual(JSON.parse(big.text), {
    resultCode: 'MEDIA_TOO_LARGE',
    message: '사진이 너무 커요. 1MB 이하의 사진을 올려 주세요.',
    data: null,
  });
});
