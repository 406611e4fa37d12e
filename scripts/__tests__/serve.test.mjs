// The composed-site server: remotes served from swappable folders, config from env, SPA fallback,
// the HTML carrying config and preloads, Brotli and gzip.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  buildConfig,
  clientHasCurrent,
  createSiteServer,
  pickEncoding,
  remoteForPath,
  screenReads,
} from '../serve.mjs';
import { brotliOf } from '../../shared/mf/precompress.mjs';
import { ROUTE_TABLE } from '../../shared/src/routing/route-table.mjs';
import { raw as rawRequest } from './__fixtures__/raw-request.mjs';

function tmpRemote(content) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), content);
  return dir;
}

test('a remote folder can be swapped while serving (setRemoteDir), and restored', async () => {
  const a = tmpRemote('{"v":"a"}');
  const b = tmpRemote('{"v":"b"}');
  const site = createSiteServer({ dirs: { shopping: a }, config: { remotes: {} } });
  const port = await site.listen(0);
  const get = (p) => fetch(`http://127.0.0.1:${port}${p}`);
  try {
    assert.equal(await (await get('/remotes/shopping/mf-manifest.json')).text(), '{"v":"a"}');
    site.setRemoteDir('shopping', b);
    assert.equal(await (await get('/remotes/shopping/mf-manifest.json')).text(), '{"v":"b"}');
    site.setRemoteDir('shopping', path.join(b, 'missing'));
    assert.equal((await get('/remotes/shopping/mf-manifest.json')).status, 404);
    site.setRemoteDir('shopping', undefined);
    assert.equal(site.remoteDir('shopping'), path.resolve(import.meta.dirname, '../../mf-shopping/dist'));
    assert.throws(() => site.setRemoteDir('nope', a));
    assert.equal((await get('/remotes/shopping/..%2f..%2fpackage.json')).status, 404);
    assert.deepEqual(await (await get('/config.json')).json(), { remotes: {} });
  } finally {
    await site.close();
    fs.rmSync(a, { recursive: true, force: true });
    fs.rmSync(b, { recursive: true, force: true });
  }
});

test('config.json points every remote at its manifest under /remotes unless overridden', () => {
  const c = buildConfig({ REMOTE_SHOPS_URL: 'https://cdn.example/shops/mf-manifest.json' }, 'http://site');
  assert.equal(c.remotes.shops, 'https://cdn.example/shops/mf-manifest.json');
  assert.equal(c.remotes.curation, 'http://site/remotes/curation/mf-manifest.json');
  assert.equal(c.apiBaseUrl, '/api');
});

function tmpSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-html-'));
  const shellDir = path.join(dir, 'shell');
  const curation = path.join(dir, 'curation');
  fs.mkdirSync(path.join(shellDir, 'static', 'js'), { recursive: true });
  fs.mkdirSync(curation);
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><title>t</title><script defer src="/static/js/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(shellDir, 'static', 'js', 'main.js'), 'console.log("main");'.repeat(50));
  fs.writeFileSync(
    path.join(curation, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './routes',
          assets: {
            js: { sync: ['static/js/__federation_expose_routes.1.js'], async: ['static/js/9.js'] },
            css: { sync: [], async: ['static/css/9.css'] },
          },
        },
      ],
    }),
  );
  fs.writeFileSync(
    path.join(curation, 'screens.json'),
    JSON.stringify({
      curation: { js: ['static/js/9.js'], css: ['static/css/9.css'] },
      event: {
        js: ['static/js/8.js'],
        css: [],
        images: ['static/media/top.1.jpg', 'static/media/next.2.jpg'],
      },
      eventDetail: { js: ['static/js/7.js'], css: [], reads: ['/v2/event/{id}', '/v2/event/{id}/related'] },
    }),
  );
  return { dir, shellDir, curation };
}

const siteConfig = {
  apiBaseUrl: '/api',
  remotes: {
    curation: '/remotes/curation/mf-manifest.json',
    shops: 'https://cdn.example/shops/mf-manifest.json',
  },
  sentryDsn: null,
  mallUrl: '/mall-demo/</script><script>alert(1)</script>',
};

test("the HTML carries the config and preloads the path owner's manifest, entry, routes chunk and the page's screen", async () => {
  const t = tmpSite();
  const site = createSiteServer({ shellDir: t.shellDir, dirs: { curation: t.curation }, config: siteConfig });
  const port = await site.listen(0);
  const get = (p) => fetch(`http://127.0.0.1:${port}${p}`);
  try {
    const html = await (await get('/curation')).text();
    const inlined = /<script id="guardian-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    assert.ok(inlined, 'config inlined');
    assert.deepEqual(JSON.parse(inlined), siteConfig);
    assert.ok(!inlined.includes('</script>'), 'a value cannot close the script element');
    assert.match(
      html,
      /<link rel="preload" href="\/remotes\/curation\/mf-manifest.json" as="fetch" crossorigin>/,
    );
    assert.match(html, /<link rel="preload" href="\/remotes\/curation\/remoteEntry.js" as="script">/);
    assert.match(
      html,
      /<link rel="preload" href="\/remotes\/curation\/static\/js\/__federation_expose_routes.1.js" as="script">/,
    );
    // The page's own screen, from the remote's screens.json; no other screen of the remote.
    assert.match(html, /<link rel="preload" href="\/remotes\/curation\/static\/js\/9.js" as="script">/);
    assert.match(html, /<link rel="preload" href="\/remotes\/curation\/static\/css\/9.css" as="style">/);
    assert.ok(!html.includes('static/js/8.js'), "another screen's chunk is not preloaded");
    const event = await (await get('/event')).text();
    assert.match(event, /<link rel="preload" href="\/remotes\/curation\/static\/js\/8.js" as="script">/);
    assert.ok(!event.includes('static/js/9.js'));
    // The pictures at the screen's top, the first (its largest paint) at high priority.
    assert.match(
      event,
      /<link rel="preload" href="\/remotes\/curation\/static\/media\/top.1.jpg" as="image" fetchpriority="high">/,
    );
    assert.match(
      event,
      /<link rel="preload" href="\/remotes\/curation\/static\/media\/next.2.jpg" as="image">/,
    );
    assert.ok(!html.includes('as="image"'), "another screen's pictures are not preloaded");
    // The screen's first reads, with the route's parameter filled in, for the early script; none for an address
    // whose parameter is not an id (the screen asks for nothing there either).
    const early = (h) =>
      JSON.parse(
        /<script id="guardian-early" type="application\/json">(.*?)<\/script>/.exec(h)?.[1] ?? 'null',
      );
    assert.deepEqual(early(await (await get('/event/4')).text()), ['/v2/event/4', '/v2/event/4/related']);
    assert.equal(early(await (await get('/event/4%2F2')).text()), null);
    assert.equal(early(event), null, 'a screen without reads lists none');
    assert.equal(early(html), null);
    // A remote built before screens.json existed: everything else is still preloaded.
    fs.rmSync(path.join(t.curation, 'screens.json'));
    const older = await (await get('/curation')).text();
    assert.match(older, /__federation_expose_routes.1.js" as="script">/);
    assert.ok(!older.includes('static/js/9.js'));

    // A remote on another origin: only its manifest is known here.
    const home = await (await get('/')).text();
    assert.match(
      home,
      /<link rel="preload" href="https:\/\/cdn.example\/shops\/mf-manifest.json" as="fetch" crossorigin>/,
    );
    assert.ok(!home.includes('remoteEntry'));
    // A shell page owned by no remote preloads nothing.
    assert.ok(!(await (await get('/auth')).text()).includes('rel="preload"'));
    // /config.json keeps working for hosts that do not inline it.
    assert.deepEqual(await (await get('/config.json')).json(), siteConfig);
  } finally {
    await site.close();
    fs.rmSync(t.dir, { recursive: true, force: true });
  }
});

test("a screen that renders with the shell's form kit has the kit's files preloaded with its own; other screens do not", async () => {
  const t = tmpSite();
  fs.writeFileSync(
    path.join(t.shellDir, 'late-shares.json'),
    JSON.stringify({
      '@guardian/shared/forms': { js: ['static/js/907.1.js'], css: ['static/css/743.1.css'] },
    }),
  );
  fs.writeFileSync(
    path.join(t.curation, 'screens.json'),
    JSON.stringify({
      curation: { js: ['static/js/9.js'], css: [], shares: ['@guardian/shared/forms'] },
      event: { js: ['static/js/8.js'], css: [] },
    }),
  );
  const site = createSiteServer({ shellDir: t.shellDir, dirs: { curation: t.curation }, config: siteConfig });
  const port = await site.listen(0);
  const get = async (p) => (await fetch(`http://127.0.0.1:${port}${p}`)).text();
  try {
    const html = await get('/curation');
    // Without them the kit was asked for only once the bootstrap had run and the screen's chunk was loading.
    assert.match(html, /<link rel="preload" href="\/static\/js\/907.1.js" as="script">/);
    assert.match(html, /<link rel="preload" href="\/static\/css\/743.1.css" as="style">/);
    assert.ok(html.indexOf('static/js/9.js') < html.indexOf('static/js/907.1.js'), "after the screen's own");
    assert.ok(!(await get('/event')).includes('907.1.js'), 'a screen without a form does not load the kit');
    // A shell built before the list existed: the screen is preloaded as before, the kit comes when asked.
    fs.rmSync(path.join(t.shellDir, 'late-shares.json'));
    const older = await get('/curation');
    assert.match(older, /static\/js\/9.js" as="script">/);
    assert.ok(!older.includes('907.1.js'));
  } finally {
    await site.close();
    fs.rmSync(t.dir, { recursive: true, force: true });
  }
});

test("the shell's own screen (login, sign-up) has its code and the form kit preloaded from the shell's screens.json; the tabs get none of it", async () => {
  const t = tmpSite();
  fs.writeFileSync(
    path.join(t.shellDir, 'late-shares.json'),
    JSON.stringify({
      '@guardian/shared/forms': { js: ['static/js/174.1.js'], css: ['static/css/743.1.css'] },
    }),
  );
  fs.writeFileSync(
    path.join(t.shellDir, 'screens.json'),
    JSON.stringify({
      auth: { js: ['static/js/628.1.js'], css: [] },
      authEmail: {
        js: ['static/js/193.1.js', 'static/js/947.1.js'],
        css: ['static/css/947.1.css'],
        shares: ['@guardian/shared/forms'],
      },
    }),
  );
  const site = createSiteServer({ shellDir: t.shellDir, dirs: { curation: t.curation }, config: siteConfig });
  const port = await site.listen(0);
  const get = async (p) => (await fetch(`http://127.0.0.1:${port}${p}`)).text();
  const preloads = (html) =>
    [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => m.slice(1));
  try {
    // Before, the form's code and the kit were asked for only once the bootstrap had run and the router was loading
    // the screen: the last links of the login form's chain. The sign-up tab is the same screen (?mode=signup).
    for (const page of ['/auth/email', '/auth/email?mode=signup&redirectUrl=%2Fchatting'])
      assert.deepEqual(
        preloads(await get(page)),
        [
          ['/static/js/193.1.js', 'script'],
          ['/static/js/947.1.js', 'script'],
          ['/static/css/947.1.css', 'style'],
          ['/static/js/174.1.js', 'script'],
          ['/static/css/743.1.css', 'style'],
        ],
        page,
      );
    // A screen without a form gets its own code only; a shell page its build does not list, nothing.
    assert.deepEqual(preloads(await get('/auth')), [['/static/js/628.1.js', 'script']]);
    assert.deepEqual(preloads(await get('/invitation')), []);
    // A tab's first load is what it was: its remote's files, none of the shell's screens or the kit.
    const tab = await get('/curation');
    assert.ok(!/\/static\/(js|css)\/(193|947|628|174|743)\.1\./.test(tab), tab);
    // A shell built before its screens.json: its pages preload nothing more than before.
    fs.rmSync(path.join(t.shellDir, 'screens.json'));
    assert.deepEqual(preloads(await get('/auth/email')), []);
  } finally {
    await site.close();
    fs.rmSync(t.dir, { recursive: true, force: true });
  }
});

test('text is compressed for clients that accept it (Brotli from the build, else gzip), and sent as is to others', async () => {
  const t = tmpSite();
  const main = path.join(t.shellDir, 'static/js/main.js');
  const mainText = 'console.log("main");'.repeat(50);
  const site = createSiteServer({ shellDir: t.shellDir, config: siteConfig });
  const port = await site.listen(0);
  const raw = (p, encoding) =>
    new Promise((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: p, headers: encoding ? { 'accept-encoding': encoding } : {} },
          (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        )
        .on('error', reject);
    });
  try {
    // No .br beside the file (a dev build, a small file): gzip even for a client that takes br.
    let js = await raw('/static/js/main.js', 'gzip, deflate, br');
    assert.equal(js.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(js.body).toString(), mainText);
    // The build's .br is sent as it is to a client that takes br, never to one that does not.
    fs.writeFileSync(`${main}.br`, await brotliOf(Buffer.from(mainText)));
    js = await raw('/static/js/main.js', 'gzip, deflate, br, zstd');
    assert.equal(js.headers['content-encoding'], 'br');
    assert.equal(js.headers.vary, 'accept-encoding');
    assert.equal(zlib.brotliDecompressSync(js.body).toString(), mainText);
    js = await raw('/static/js/main.js', 'gzip, br;q=0');
    assert.equal(js.headers['content-encoding'], 'gzip');
    // The build writes a file and its .br in parallel: a .br a few ms older than its file is still its copy.
    const earlier = new Date(Date.now() - 5000);
    fs.utimesSync(`${main}.br`, earlier, earlier);
    js = await raw('/static/js/main.js', 'br, gzip');
    assert.equal(js.headers['content-encoding'], 'br');
    // A .br of other content (the file was rebuilt or redeployed without it) is not sent, whatever its time.
    const rebuilt = 'console.log("rebuilt");'.repeat(50);
    fs.writeFileSync(main, rebuilt);
    const earliest = new Date(Date.now() - 10_000);
    fs.utimesSync(main, earliest, earliest);
    js = await raw('/static/js/main.js', 'br, gzip');
    assert.equal(js.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(js.body).toString(), rebuilt);
    // Its own .br, written after, is sent again.
    fs.writeFileSync(`${main}.br`, await brotliOf(Buffer.from(rebuilt)));
    js = await raw('/static/js/main.js', 'br, gzip');
    assert.equal(js.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(js.body).toString(), rebuilt);
    const html = await raw('/curation', 'gzip');
    assert.equal(html.headers['content-encoding'], 'gzip');
    assert.match(zlib.gunzipSync(html.body).toString(), /guardian-config/);
    const htmlBr = await raw('/curation', 'gzip, deflate, br');
    assert.equal(htmlBr.headers['content-encoding'], 'br');
    assert.match(zlib.brotliDecompressSync(htmlBr.body).toString(), /guardian-config/);
    const plain = await raw('/static/js/main.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), rebuilt);
  } finally {
    await site.close();
    fs.rmSync(t.dir, { recursive: true, force: true });
  }
});

test('a repeat visit revalidates the files not named by their hash: 304 while unchanged, the new body once changed', async () => {
  const t = tmpSite();
  const entry = path.join(t.curation, 'remoteEntry.js');
  fs.writeFileSync(entry, 'var curation = 1;'.repeat(40));
  const site = createSiteServer({ shellDir: t.shellDir, dirs: { curation: t.curation }, config: siteConfig });
  const port = await site.listen(0);
  const get = (p, headers = {}) =>
    rawRequest(port, { path: p, headers: { 'accept-encoding': 'br, gzip', ...headers } });
  try {
    for (const p of ['/remotes/curation/remoteEntry.js', '/remotes/curation/mf-manifest.json', '/curation']) {
      const first = await get(p);
      assert.equal(first.status, 200, p);
      assert.equal(first.headers['cache-control'], 'no-cache', p);
      assert.match(first.headers.etag, /^W\/"[\w-]{22}"$/, p);
      // The browser's conditional request: nothing but headers comes back.
      const again = await get(p, { 'if-none-match': first.headers.etag });
      assert.equal(again.status, 304, p);
      assert.equal(again.text, '', p);
      assert.equal(again.headers.etag, first.headers.etag, p);
      assert.equal(again.headers['cache-control'], 'no-cache', p);
      assert.equal(again.headers.vary, 'accept-encoding', p);
      // The tag does not depend on the encoding the copy came in.
      assert.equal(
        (await get(p, { 'accept-encoding': 'identity', 'if-none-match': first.headers.etag })).status,
        304,
      );
      // Another tag (an older version) gets the whole body.
      assert.equal((await get(p, { 'if-none-match': 'W/"older"' })).status, 200, p);
    }
    // A redeployed entry is sent again, with a new tag.
    const before = (await get('/remotes/curation/remoteEntry.js')).headers.etag;
    fs.writeFileSync(entry, 'var curation = 2;'.repeat(40));
    const redeployed = await get('/remotes/curation/remoteEntry.js', {
      'if-none-match': before,
      'accept-encoding': '',
    });
    assert.equal(redeployed.status, 200);
    assert.equal(redeployed.text, 'var curation = 2;'.repeat(40));
    assert.notEqual(redeployed.headers.etag, before);
    // A page whose HTML differs (here: another path's preloads) has its own tag.
    const page = await get('/curation');
    assert.notEqual((await get('/event/3')).headers.etag, page.headers.etag);
    assert.equal((await get('/event/3', { 'if-none-match': page.headers.etag })).status, 200);
    // Hashed files carry a tag too, though a browser keeps them a year without asking.
    const main = await get('/static/js/main.js');
    assert.equal(main.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/static/js/main.js', { 'if-none-match': main.headers.etag })).status, 304);
  } finally {
    await site.close();
    fs.rmSync(t.dir, { recursive: true, force: true });
  }
});

test('If-None-Match is compared weakly, lists and * included, and only for reads', () => {
  const req = (inm, method = 'GET') => ({ method, headers: inm == null ? {} : { 'if-none-match': inm } });
  assert.equal(clientHasCurrent(req('W/"a1"'), 'W/"a1"'), true);
  assert.equal(clientHasCurrent(req('"a1"'), 'W/"a1"'), true);
  assert.equal(clientHasCurrent(req('W/"zz", W/"a1"'), 'W/"a1"'), true);
  assert.equal(clientHasCurrent(req('*'), 'W/"a1"'), true);
  assert.equal(clientHasCurrent(req('W/"a1"', 'HEAD'), 'W/"a1"'), true);
  assert.equal(clientHasCurrent(req('W/"a2"'), 'W/"a1"'), false);
  assert.equal(clientHasCurrent(req(null), 'W/"a1"'), false);
  assert.equal(clientHasCurrent(req('W/"a1"', 'POST'), 'W/"a1"'), false);
});

test('the encoding follows Accept-Encoding: br first, then gzip; q=0 refuses; * offers both', () => {
  assert.equal(pickEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(pickEncoding('gzip'), 'gzip');
  assert.equal(pickEncoding('br;q=0, gzip;q=0.5'), 'gzip');
  assert.equal(pickEncoding('BR'), 'br');
  assert.equal(pickEncoding('*'), 'br');
  assert.equal(pickEncoding('*, br;q=0'), 'gzip');
  assert.equal(pickEncoding('identity'), null);
  assert.equal(pickEncoding(''), null);
  assert.equal(pickEncoding(undefined), null);
});

test("the server's path owners are the apps' route table's", () => {
  for (const route of Object.values(ROUTE_TABLE)) {
    const concrete = route.path.replace(/:[^/]+/g, '7');
    assert.equal(remoteForPath(concrete), route.owner === 'shell' ? null : route.owner, route.path);
  }
  assert.equal(remoteForPath('/deep/chatting/x'), 'chatting');
  assert.equal(remoteForPath('/deep/other'), 'chatting'); // the section's owner, as in the shell
  assert.equal(remoteForPath('/online-reservation/3'), 'shops');
  assert.equal(remoteForPath('/auth'), null);
  assert.equal(remoteForPath('/constructor'), null);
});

test("a page that needs a login lists its screen's reads only when the request carries a session", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-reads-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'screens.json'),
      JSON.stringify({ chattingRoom: { js: [], css: [], reads: ['/v2/chatting/room/{url}'] } }),
    );
    const dirs = { chatting: dir };
    assert.deepEqual(screenReads('/chatting/12', { dirs, loggedIn: true }), ['/v2/chatting/room/12']);
    assert.deepEqual(screenReads('/chatting/12', { dirs, loggedIn: false }), []);
    assert.deepEqual(screenReads('/chatting', { dirs, loggedIn: true }), []);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('an address whose record parameter is not an id starts no read (its screen asks for nothing either)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-reads-'));
  try {
    const reads = ['/v2/chatting/room/{url}', '/v2/chatting/message?chattingRoomId={url}'];
    fs.writeFileSync(
      path.join(dir, 'screens.json'),
      JSON.stringify({ chattingRoom: { js: [], css: [], reads } }),
    );
    const dirs = { chatting: dir };
    for (const bad of ['abc', '0', '-3', '1.5', '0x10', '1e3', '99999999999999999999', '%E0%A4%A'])
      assert.deepEqual(screenReads(`/chatting/${bad}`, { dirs, loggedIn: true }), [], bad);
    assert.deepEqual(screenReads('/chatting/12', { dirs, loggedIn: true }), [
      '/v2/chatting/room/12',
      '/v2/chatting/message?chattingRoomId=12',
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a public page lists its reads marked loggedIn only with a session, and fills every form's parameters", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-reads-'));
  try {
    const reads = [
      '/v2/event/{id}',
      { path: '/v2/event/{id}/related', public: true },
      { path: '/v2/event/{id}/mine', loggedIn: true },
    ];
    fs.writeFileSync(
      path.join(dir, 'screens.json'),
      JSON.stringify({ eventDetail: { js: [], css: [], reads } }),
    );
    const dirs = { curation: dir };
    assert.deepEqual(screenReads('/event/5', { dirs, loggedIn: true }), [
      '/v2/event/5',
      { path: '/v2/event/5/related', public: true },
      { path: '/v2/event/5/mine', loggedIn: true },
    ]);
    assert.deepEqual(screenReads('/event/5', { dirs, loggedIn: false }), [
      '/v2/event/5',
      { path: '/v2/event/5/related', public: true },
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
