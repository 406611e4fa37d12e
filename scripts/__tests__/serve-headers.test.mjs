// The site's browser security headers (issue 9, item 11): a strict CSP on the HTML whose only inline
// code is the frame's, allowed by hash; nosniff and a referrer policy on every answer; HSTS only over
// https; no source maps in production.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from '../serve.mjs';
import { shellCsp } from '../lib/site-security.mjs';
import { raw } from './__fixtures__/raw-request.mjs';

/** 홈's articles embed these players (a frame only once the reader taps play). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** `"a b; c d"` → `{ a: ['b'], c: ['d'] }` */
function parseCsp(header) {
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

function tmpShell() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-headers-'));
  fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><style>#boot{}</style><script defer src="/static/js/main.js"></script></head>' +
      '<body><div id="root"></div><script>document.title = "t";</script></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'static', 'js', 'main.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dir, 'static', 'js', 'main.js.map'), '{"sources":["src/secret.ts"]}');
  return dir;
}

const config = {
  apiBaseUrl: 'https://api.guardian.kr',
  remotes: {
    shops: '/remotes/shops/mf-manifest.json',
    chatting: 'https://cdn.guardian.kr/chat/mf-manifest.json',
  },
  sentryDsn: 'https://abc123@o42.ingest.sentry.io/7',
  mallUrl: 'https://mall.guardian.kr/index.html',
  environment: 'production',
};

async function withSite(opts, fn) {
  const shellDir = tmpShell();
  const site = createSiteServer({ shellDir, apiUrl: 'http://10.0.0.5:4000', ...opts });
  const port = await site.listen(0);
  try {
    await fn(port);
  } finally {
    await site.close();
    fs.rmSync(shellDir, { recursive: true, force: true });
  }
}

const hashOf = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

test("the HTML has a strict CSP: only the frame's own inline code runs (by hash), origins from the config", async () => {
  await withSite({ config }, async (port) => {
    const first = await raw(port, { path: '/shops' });
    const csp = parseCsp(first.headers['content-security-policy']);
    assert.deepEqual(csp['default-src'], ["'self'"]);
    assert.deepEqual(csp['object-src'], ["'none'"]);
    assert.deepEqual(csp['base-uri'], ["'none'"]);
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
    assert.deepEqual(csp['frame-src'], ['https://mall.guardian.kr', ...VIDEO_PLAYERS]);
    for (const list of Object.values(csp)) {
      assert.ok(!list.includes("'unsafe-inline'") && !list.includes("'unsafe-eval'"), 'no unsafe sources');
      assert.ok(!list.includes('*'), 'no wildcard');
    }

    // The frame's inline script and style, and nothing else (the inlined config is data, never run).
    assert.deepEqual(csp['script-src'], [
      "'self'",
      hashOf('document.title = "t";'),
      'https://cdn.guardian.kr',
    ]);
    assert.deepEqual(csp['style-src'], ["'self'", hashOf('#boot{}'), 'https://cdn.guardian.kr']);
    assert.match(first.text, /<script id="guardian-config" type="application\/json">/);

    assert.deepEqual(csp['connect-src'], [
      "'self'",
      'https://api.guardian.kr',
      'http://10.0.0.5:4000',
      'wss://api.guardian.kr',
      'ws://10.0.0.5:4000',
      'https://cdn.guardian.kr',
      'https://o42.ingest.sentry.io',
    ]);
    assert.deepEqual(csp['img-src'], [
      "'self'",
      'data:',
      'blob:',
      'https://api.guardian.kr',
      'http://10.0.0.5:4000',
      'https://cdn.guardian.kr',
    ]);

    // The page and its policy are the same on every response (cacheable; a redeploy leaves them be).
    const second = await raw(port, { path: '/shops' });
    assert.equal(second.headers['content-security-policy'], first.headers['content-security-policy']);
    assert.equal(second.text, first.text);
  });
});

test('a site on one origin with the demo mall: frame-src is the site itself, no Sentry without a DSN', () => {
  const csp = parseCsp(
    shellCsp({
      config: { apiBaseUrl: '/api', remotes: {}, sentryDsn: null, mallUrl: '/mall-demo/index.html' },
      apiUrl: 'http://127.0.0.1:4000',
    }),
  );
  assert.deepEqual(csp['frame-src'], ["'self'", ...VIDEO_PLAYERS]);
  assert.deepEqual(csp['connect-src'], ["'self'", 'http://127.0.0.1:4000', 'ws://127.0.0.1:4000']);
});

test('every answer is nosniff with a referrer policy; HSTS only when the client came over https', async () => {
  await withSite({ config: { ...config, environment: 'development' } }, async (port) => {
    for (const p of ['/', '/static/js/main.js', '/config.json', '/nope.png', '/remotes/shops/%E0%A4%A']) {
      const res = await raw(port, { path: p });
      assert.equal(res.headers['x-content-type-options'], 'nosniff', p);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', p);
      assert.equal(res.headers['strict-transport-security'], undefined, `${p} over http`);
    }
    const tls = await raw(port, { path: '/', headers: { 'x-forwarded-proto': 'https' } });
    assert.match(tls.headers['strict-transport-security'], /^max-age=31536000/);
  });
});

test('the demo mall may be framed by the site only', async () => {
  await withSite({ config }, async (port) => {
    const res = await raw(port, { path: '/mall-demo/index.html' });
    assert.equal(res.status, 200);
    const csp = parseCsp(res.headers['content-security-policy']);
    assert.deepEqual(csp['frame-ancestors'], ["'self'"]);
    assert.deepEqual(csp['object-src'], ["'none'"]);
  });
});

test('source maps are served in development and not in production', async () => {
  await withSite({ config: { ...config, environment: 'development' } }, async (port) => {
    assert.equal((await raw(port, { path: '/static/js/main.js.map' })).status, 200);
  });
  await withSite({ config }, async (port) => {
    const res = await raw(port, { path: '/static/js/main.js.map' });
    assert.equal(res.status, 404);
    assert.ok(!res.text.includes('secret.ts'));
    assert.equal((await raw(port, { path: '/static/js/main.js' })).status, 200);
  });
});
