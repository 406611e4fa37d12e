// The HTML's early reads (shared/mf/early-requests.mjs): run the inline script as a browser would,
// against a fake document, and check what it asks the API for, with which headers, and when not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { EARLY_GETS, earlyRequestsScript } from '../../shared/mf/early-requests.mjs';

function runPage({
  pathname,
  cookie = '',
  config = { apiBaseUrl: '/api', remotes: {} },
  screenReads = null,
}) {
  const calls = [];
  const window = {};
  const context = {
    window,
    location: { pathname },
    document: {
      cookie,
      getElementById: (id) =>
        id === 'guardian-config' && config
          ? { textContent: JSON.stringify(config) }
          : id === 'guardian-early' && screenReads
            ? { textContent: JSON.stringify(screenReads) }
            : null,
    },
    fetch: (url, init) => {
      calls.push(JSON.parse(JSON.stringify({ url, headers: init.headers })));
      return Promise.resolve({ status: 200 });
    },
    Date,
  };
  window.fetch = context.fetch;
  vm.runInNewContext(earlyRequestsScript(), context);
  return { calls, early: window.__guardianEarly };
}

test('logged in on 매장･예약, the session, the unread dot and the banners start with the bearer', () => {
  const { calls, early } = runPage({ pathname: '/', cookie: 'theme=1; access_token=tok%2E1' });
  assert.deepEqual(
    calls.map((c) => c.url),
    ['/api/v2/me', '/api/v2/chatting/un-read/count', '/api/v2/marketing/banner'],
  );
  for (const c of calls) assert.equal(c.headers.Authorization, 'Bearer tok.1');
  assert.equal(early.token, 'tok.1');
  assert.deepEqual(
    Object.keys(early.responses),
    calls.map((c) => c.url),
  );
});

test('logged out, only the public read of the page starts, without a bearer', () => {
  const { calls, early } = runPage({ pathname: '/curation/' });
  assert.deepEqual(calls, [{ url: '/api/v2/marketing/banner', headers: { Accept: 'application/json' } }]);
  assert.equal(early.token, null);
});

test('a page outside the table, logged out, asks for nothing', () => {
  const { calls } = runPage({ pathname: '/community' });
  assert.deepEqual(calls, []);
});

test('without the inlined config (a host that serves /config.json) nothing starts', () => {
  const { calls, early } = runPage({ pathname: '/', cookie: 'access_token=t', config: null });
  assert.deepEqual(calls, []);
  assert.equal(early, undefined);
});

test('the table holds only parameterless GET paths of the API', () => {
  for (const g of EARLY_GETS) assert.match(g.path, /^\/v2\/[a-z\-/]+$/);
});

test("the screen's own first reads listed by the server (#guardian-early) start too, with the bearer", () => {
  const { calls, early } = runPage({
    pathname: '/shop/7',
    cookie: 'access_token=tok',
    screenReads: ['/v2/shop?shopId=7', 'https://evil.example/x', 42],
  });
  assert.deepEqual(
    calls.map((c) => c.url),
    ['/api/v2/me', '/api/v2/chatting/un-read/count', '/api/v2/shop?shopId=7'],
  );
  assert.equal(calls[2].headers.Authorization, 'Bearer tok');
  assert.ok(early.responses['/api/v2/shop?shopId=7']);
  // Logged out, the same read goes without a bearer.
  const out = runPage({ pathname: '/shop/7', screenReads: ['/v2/shop?shopId=7'] });
  assert.deepEqual(out.calls, [{ url: '/api/v2/shop?shopId=7', headers: { Accept: 'application/json' } }]);
});
