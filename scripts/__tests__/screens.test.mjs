// Which files each screen loads (shared/mf/screens.mjs: each remote's and the shell's own), so the site
// server can preload the requested page's screen with its HTML; and the route key a path belongs to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  MAX_SCREEN_IMAGES,
  ScreensPlugin,
  earlyReadPath,
  screenChunks,
  screenImports,
  withEarlyReads,
  withScreenImages,
} from '../../shared/mf/screens.mjs';
import { ROUTE_TABLE, matchRoute } from '../../shared/src/routing/route-table.mjs';

const routeKeyForPath = (p) => matchRoute(p)?.key ?? null;

const ROOT = path.resolve(import.meta.dirname, '../..');

test('reads each screen key and the module it imports from a routes file', () => {
  const source = `export const s = {
    home: async () => ({ Component: (await import('./components/home-screen')).HomeScreen }),
    shopDetail: async () => ({
      Component: (await import("./components/shop-detail-screens")).CurrentShopScreen,
    }),
  };`;
  assert.deepEqual(screenImports(source), {
    home: './components/home-screen',
    shopDetail: './components/shop-detail-screens',
  });
});

test("every screen of every remote's routes files and of the shell's is read (a new way of declaring one would be missed)", () => {
  const files = [path.join(ROOT, 'shell', 'src', 'app', 'routes.tsx')];
  for (const app of fs.readdirSync(ROOT).filter((d) => d.startsWith('mf-'))) {
    const src = path.join(ROOT, app, 'src');
    files.push(path.join(src, 'routes.tsx'));
    const features = path.join(src, 'features');
    for (const f of fs.existsSync(features) ? fs.readdirSync(features) : []) {
      const routes = path.join(features, f, 'routes.ts');
      if (fs.existsSync(routes)) files.push(routes);
    }
  }
  let screens = 0;
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const declared = source.match(/\w+\s*:\s*async\s*\(\)\s*=>/g) ?? [];
    const read = Object.keys(screenImports(source));
    assert.equal(read.length, declared.length, file);
    for (const key of read) assert.ok(key in ROUTE_TABLE, `${key} (${file}) is a route key`);
    screens += read.length;
  }
  assert.ok(screens >= 50, `${screens} screens`);
});

test('maps each route key to the js and css of the chunk group its import starts', () => {
  const routes = '/app/mf-x/src/features/a/routes.ts';
  const other = '/app/mf-x/src/features/a/components/list.tsx';
  const sources = {
    [routes]: `export const s = {
      a: async () => ({ Component: (await import('./components/a')).A }),
      b: async () => ({ Component: (await import('./components/b')).B }),
      c: async () => ({ Component: (await import('./components/b')).C }),
    };`,
  };
  const group = (resource, request, files) => ({
    origins: [{ module: { resource }, request }],
    chunks: files.map((f) => ({ files: new Set(f) })),
  });
  const map = screenChunks(
    [
      group(routes, './components/a', [['static/js/1.js', 'static/css/1.css'], ['static/js/0.js']]),
      group(routes, './components/b', [['static/js/2.js']]),
      // A lazy import elsewhere is no screen.
      group(other, './sheet', [['static/js/3.js']]),
    ],
    (file) => sources[file],
  );
  assert.deepEqual(map, {
    a: { js: ['static/js/0.js', 'static/js/1.js'], css: ['static/css/1.css'] },
    b: { js: ['static/js/2.js'], css: [] },
    c: { js: ['static/js/2.js'], css: [] },
  });
});

test("a screen whose chunks consume the shell's form kit names it (shares), so its HTML can preload the kit too", () => {
  const routes = '/app/mf-x/src/routes.tsx';
  const source = `export default {
      room: async () => ({ Component: (await import('./features/room/room-screen')).RoomScreen }),
      rooms: async () => ({ Component: (await import('./features/rooms/rooms-screen')).RoomsScreen }),
    };`;
  const consume = (share) => ({
    identifier: () => `consume shared module (default) ${share}@^0.1.0 (singleton) (fallback: /x/index.ts)`,
  });
  const room = { files: new Set(['static/js/3398.js']) };
  const roomConsumes = { files: new Set() };
  const rooms = { files: new Set(['static/js/8229.js']) };
  const modules = new Map([
    [room, [{ identifier: () => 'builtin:swc-loader!/app/mf-x/src/features/room/room-screen.tsx' }]],
    [roomConsumes, [consume('@guardian/shared/forms'), consume('@guardian/shared'), consume('react')]],
    [rooms, [consume('@guardian/shared'), consume('react')]],
  ]);
  const group = (request, chunks) => ({ origins: [{ module: { resource: routes }, request }], chunks });
  const map = screenChunks(
    [
      group('./features/room/room-screen', [room, roomConsumes]),
      group('./features/rooms/rooms-screen', [rooms]),
    ],
    () => source,
    (chunk) => modules.get(chunk) ?? [],
  );
  // Only the late singletons: the others are in every page's first load already.
  assert.deepEqual(map.room, { js: ['static/js/3398.js'], css: [], shares: ['@guardian/shared/forms'] });
  assert.deepEqual(map.rooms, { js: ['static/js/8229.js'], css: [] });
});

test("the shell's own screens are mapped too (src/app/routes.tsx): login and sign-up's code and the form kit they render with", () => {
  const routes = '/app/shell/src/app/routes.tsx';
  const source = `const shellScreens = {
    auth: async () => ({ Component: (await import('../features/auth/routes/auth-landing')).AuthLanding }),
    authEmail: async () => ({ Component: (await import('../features/auth/routes/auth-email')).AuthEmail }),
  };`;
  const kit = {
    identifier: () =>
      'consume shared module (default) @guardian/shared/forms@^0.1.0 (singleton) (fallback: /x/forms/index.ts)',
  };
  const libraries = { files: new Set(['static/js/193.js']) };
  const email = { files: new Set(['static/js/947.js', 'static/css/947.css']) };
  const landing = { files: new Set(['static/js/628.js']) };
  const group = (request, chunks) => ({ origins: [{ module: { resource: routes }, request }], chunks });
  const map = screenChunks(
    [
      group('../features/auth/routes/auth-email', [libraries, email]),
      group('../features/auth/routes/auth-landing', [landing]),
    ],
    () => source,
    (chunk) => (chunk === email ? [kit] : []),
  );
  assert.deepEqual(map, {
    auth: { js: ['static/js/628.js'], css: [] },
    authEmail: {
      js: ['static/js/193.js', 'static/js/947.js'],
      css: ['static/css/947.css'],
      shares: ['@guardian/shared/forms'],
    },
  });
});

test("the shell's build writes screens.json as each remote's does, beside the first load's preloads", async () => {
  const { createAppConfig } = await import(path.join(ROOT, 'shared/mf/index.mjs'));
  const plugins = (kind) =>
    createAppConfig({ dir: path.join(ROOT, 'shell'), kind, name: 'shell', port: 0 }).plugins.map(
      (p) => p?.constructor?.name,
    );
  assert.ok(plugins('host').includes(ScreensPlugin.name));
  assert.ok(plugins('host').includes('FirstLoadPreloadPlugin'));
  assert.ok(plugins('remote').includes(ScreensPlugin.name));
  assert.ok(!plugins('remote').includes('FirstLoadPreloadPlugin'));
});

test('a path belongs to the route whose pattern matches it, static segments before parameters', () => {
  assert.equal(routeKeyForPath('/'), 'home');
  assert.equal(routeKeyForPath('/shop/search'), 'shopSearch');
  assert.equal(routeKeyForPath('/shop/12'), 'shopById');
  assert.equal(routeKeyForPath('/shop/12/'), 'shopById');
  assert.equal(routeKeyForPath('/curation/review/3'), 'curationReview');
  assert.equal(routeKeyForPath('/curation/1/2'), 'curationContents');
  assert.equal(routeKeyForPath('/online-reservation/3/product/4/image'), 'onlineReservationProductImage');
  assert.equal(routeKeyForPath('/nope/x'), null);
  assert.deepEqual(matchRoute('/online-reservation/3/product/4'), {
    key: 'onlineReservationProduct',
    params: { id: '3', product_seq: '4' },
  });
  assert.deepEqual(matchRoute('/chatting/a%20b').params, { url: 'a b' });
  assert.equal(matchRoute('/chatting/%E0%A4%A'), null, 'a broken escape matches nothing');
  // Every pattern of the table finds itself.
  for (const [key, route] of Object.entries(ROUTE_TABLE)) {
    assert.equal(routeKeyForPath(route.path.replace(/:[^/]+/g, '7')), key, route.path);
  }
});

test("a remote's early reads join its screens; a read of no screen or not of the API stops the build", () => {
  const screens = { a: { js: ['1.js'], css: [] }, b: { js: ['2.js'], css: [] } };
  assert.deepEqual(withEarlyReads(screens, { a: ['/v2/a/{id}'] }), {
    a: { js: ['1.js'], css: [], reads: ['/v2/a/{id}'] },
    b: { js: ['2.js'], css: [] },
  });
  assert.deepEqual(screens.a, { js: ['1.js'], css: [] }, 'the input is left as it was');
  assert.throws(() => withEarlyReads(screens, { c: ['/v2/c'] }), /c is not a screen/);
  assert.throws(() => withEarlyReads(screens, { a: ['https://evil.example/x'] }), /not an API path/);
  assert.deepEqual(withEarlyReads(screens, { b: [{ path: '/v2/b', public: true }] }).b.reads, [
    { path: '/v2/b', public: true },
  ]);
  assert.throws(
    () => withEarlyReads(screens, { a: [{ path: 'https://evil.example/x', public: true }] }),
    /not an API path/,
  );
});

test("every remote's early reads name its own screens and API paths", async () => {
  for (const app of fs.readdirSync(ROOT).filter((d) => d.startsWith('mf-'))) {
    const file = path.join(ROOT, app, 'src', 'early-reads.mjs');
    if (!fs.existsSync(file)) continue;
    const reads = (await import(file)).default;
    for (const [key, paths] of Object.entries(reads)) {
      assert.equal(ROUTE_TABLE[key]?.owner, app.slice(3), `${app}: ${key}`);
      for (const read of paths) assert.match(earlyReadPath(read), /^\/v2\//);
    }
  }
});

test("a screen's built pictures join it as the names the build gave them; anything else stops the build", () => {
  const screens = { a: { js: ['1.js'], css: [] }, b: { js: ['2.js'], css: [] } };
  const built = new Map([
    ['src/features/a/assets/top.jpg', 'static/media/top.1234.jpg'],
    ['src/features/a/assets/next.png', 'static/media/next.5678.png'],
  ]);
  assert.deepEqual(withScreenImages(screens, { a: ['features/a/assets/top.jpg'] }, built), {
    a: { js: ['1.js'], css: [], images: ['static/media/top.1234.jpg'] },
    b: { js: ['2.js'], css: [] },
  });
  assert.deepEqual(screens.a, { js: ['1.js'], css: [] }, 'the input is left as it was');
  assert.throws(
    () => withScreenImages(screens, { c: ['features/a/assets/top.jpg'] }, built),
    /c is not a screen/,
  );
  assert.throws(
    () => withScreenImages(screens, { a: ['features/a/assets/gone.jpg'] }, built),
    /not a picture this build emits/,
  );
  assert.throws(() => withScreenImages(screens, { a: ['../../etc/passwd.jpg'] }, built), /not a picture/);
  assert.throws(() => withScreenImages(screens, { a: ['features/a/x.js'] }, built), /not a picture/);
  const many = Array.from({ length: MAX_SCREEN_IMAGES + 1 }, () => 'features/a/assets/top.jpg');
  assert.throws(() => withScreenImages(screens, { a: many }, built), /at most/);
});

test("every remote's screen pictures name its own screens and files under its src/", async () => {
  for (const app of fs.readdirSync(ROOT).filter((d) => d.startsWith('mf-'))) {
    const file = path.join(ROOT, app, 'src', 'early-reads.mjs');
    if (!fs.existsSync(file)) continue;
    const { images = {} } = await import(file);
    for (const [key, list] of Object.entries(images)) {
      assert.equal(ROUTE_TABLE[key]?.owner, app.slice(3), `${app}: ${key}`);
      for (const source of list)
        assert.ok(fs.existsSync(path.join(ROOT, app, 'src', source)), `${app}: ${source}`);
    }
  }
});
