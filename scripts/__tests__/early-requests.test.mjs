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
  bodies = {},
}) {
  const calls = [];
  const links = [];
  const window = {};
  const context = {
    window,
    location: { pathname },
    document: {
      cookie,
      head: { appendChild: (el) => links.push(el) },
      createElement: () => ({
        setAttribute(name, value) {
          this[name] = value;
        },
      }),
      getElementById: (id) =>
        id === 'guardian-config' && config
          ? { textContent: JSON.stringify(config) }
          : id === 'guardian-early' && screenReads
            ? { textContent: JSON.stringify(screenReads) }
            : null,
    },
    fetch: (url, init) => {
      calls.push(JSON.parse(JSON.stringify({ url, headers: init.headers })));
      const body = bodies[url];
      return Promise.resolve({
        status: body ? 200 : 404,
        ok: !!body,
        clone: () => ({ json: () => Promise.resolve(body) }),
      });
    },
    Date,
    Array,
    String,
  };
  window.fetch = context.fetch;
  vm.runInNewContext(earlyRequestsScript(), context);
  return { calls, links, early: window.__guardianEarly };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

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

test('a public read goes without the bearer and is kept apart; a logged-in one only with a session', () => {
  const reads = [
    { path: '/v2/curation', public: true },
    { path: '/v2/curation/picks', loggedIn: true },
  ];
  const { calls, early } = runPage({ pathname: '/curation', cookie: 'access_token=tok', screenReads: reads });
  const picks = calls.find((c) => c.url === '/api/v2/curation/picks');
  const home = calls.find((c) => c.url === '/api/v2/curation');
  assert.equal(picks.headers.Authorization, 'Bearer tok');
  assert.deepEqual(home.headers, { Accept: 'application/json' });
  assert.ok(early.anonymous['/api/v2/curation']);
  assert.equal(early.responses['/api/v2/curation'], undefined);
  assert.ok(early.responses['/api/v2/curation/picks']);

  const out = runPage({ pathname: '/curation', screenReads: reads });
  assert.deepEqual(
    out.calls.map((c) => c.url),
    ['/api/v2/marketing/banner', '/api/v2/curation'],
  );
});

test('the images a read names are preloaded when its response arrives, the first with high priority, at most six', async () => {
  const products = Array.from({ length: 9 }, (_, i) => ({ imageUrl: `/img/p${i}.svg` }));
  const { links } = runPage({
    pathname: '/online-reservation/3',
    screenReads: [
      { path: '/v2/online-reservation/shops/3', images: ['shop.thumbnailUrl', 'products.*.imageUrl'] },
    ],
    bodies: {
      '/api/v2/online-reservation/shops/3': { data: { shop: { thumbnailUrl: '/img/shop.svg' }, products } },
    },
  });
  await settle();
  assert.deepEqual(
    links.map((l) => [l.rel, l.as, l.href, l.fetchpriority ?? null]),
    [
      ['preload', 'image', '/img/shop.svg', 'high'],
      ...products.slice(0, 5).map((p) => ['preload', 'image', p.imageUrl, null]),
    ],
  );
});

test('no image is preloaded from a failed read, or from one that names none', async () => {
  const failed = runPage({
    pathname: '/shop/3',
    screenReads: [{ path: '/v2/shop?shopId=3', images: ['thumbnailUrl'] }],
  });
  const plain = runPage({
    pathname: '/shop/3',
    screenReads: ['/v2/shop?shopId=3'],
    bodies: { '/api/v2/shop?shopId=3': { data: { thumbnailUrl: '/img/shop.svg' } } },
  });
  await settle();
  assert.deepEqual(failed.links, []);
  assert.deepEqual(plain.links, []);
});

test("the banners' first image is preloaded on 홈 and 매장･예약", async () => {
  const { links } = runPage({
    pathname: '/curation',
    bodies: { '/api/v2/marketing/banner': { data: [{ imageUrl: '/b/1.svg' }, { imageUrl: '/b/2.svg' }] } },
  });
  await settle();
  assert.deepEqual(
    links.map((l) => l.href),
    ['/b/1.svg'],
  );
});

test("a screen's read of the session is not asked twice: it only adds the images the screen shows", async () => {
  const { calls, links } = runPage({
    pathname: '/my-info',
    cookie: 'access_token=tok',
    screenReads: [{ path: '/v2/me', loggedIn: true, images: ['userShops.*.shopInfo.thumbnailUrl'] }],
    bodies: { '/api/v2/me': { data: { userShops: [{ shopInfo: { thumbnailUrl: '/s/1.webp' } }] } } },
  });
  await settle();
  assert.deepEqual(
    calls.map((c) => c.url),
    ['/api/v2/me', '/api/v2/chatting/un-read/count'],
  );
  assert.deepEqual(
    links.map((l) => l.href),
    ['/s/1.webp'],
  );
});
