// The /api proxy in front of the real API (issue 9, items 4 and 5): each client gets its own
// rate-limit bucket, a client-sent X-Forwarded-For cannot choose one, and a body the API would
// refuse unread comes back as the API's 413, not a 502.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApi, startSite } from '../lib/stack.mjs';
import { raw } from './__fixtures__/raw-request.mjs';

const BODY_LIMIT = 4096;
let api;
let site;
before(async () => {
  api = await startApi({
    fresh: true,
    env: { APP_ENV: 'test', RATE_LIMIT_LOGIN_IP: '2', BODY_LIMIT: String(BODY_LIMIT), LOG_LEVEL: 'warn' },
  });
  // As under `npm start`, where both read the one BODY_LIMIT.
  site = await startSite({ apiUrl: api.url, bodyLimit: BODY_LIMIT });
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
