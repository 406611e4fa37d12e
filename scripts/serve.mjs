// Serves the composed site from production builds: the shell at "/", each remote under
// /remotes/<name>/ (or from any other origin given in REMOTE_<NAME>_URL), config.json built
// from the environment, and /api proxied to the API so the site is one origin for a phone.
// The HTML page carries what the shell would otherwise fetch one round trip after another:
// the config (inlined), the path's remote manifest, entry, routes chunk and screen (preloaded), or the
// shell's own screen (login, sign-up…), and the screen's first API reads (listed for the early-requests script).
// Text responses are compressed (Brotli, else gzip), as any production host or CDN would.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ROUTE_TABLE, firstSegment, matchRoute, segmentOwners } from '../shared/src/routing/route-table.mjs';
import { bodyLimitFromEnv, mediaLimitFromEnv, proxyToApi, proxyUpgradeToApi } from './lib/api-proxy.mjs';
import { REMOTES } from '../shared/mf/apps.mjs';
import { SCREENS_FILE, fillEarlyRead } from '../shared/mf/screens.mjs';
import { LATE_SHARES_FILE } from '../shared/mf/first-load-preload.mjs';
import { OG_IMAGE_PREFIX, createLinkPreviews } from './lib/link-preview.mjs';
import { MALL_CSP, baseSecurityHeaders, inlineHashes, overHttps, shellCsp } from './lib/site-security.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** First path segment → owning remote, from the apps' route table (the shell's pages have none). */
const SEGMENT_OWNER = Object.fromEntries([...segmentOwners()].filter(([, owner]) => owner !== 'shell'));

/** The remote that renders `pathname` (the shell's ownership rule: the section's owner). */
export function remoteForPath(pathname) {
  const seg = firstSegment(pathname);
  return Object.hasOwn(SEGMENT_OWNER, seg) ? SEGMENT_OWNER[seg] : null;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

export function buildConfig(env = process.env, origin = '') {
  const remotes = {};
  for (const name of Object.keys(REMOTES)) {
    remotes[name] = env[`REMOTE_${name.toUpperCase()}_URL`] || `${origin}/remotes/${name}/mf-manifest.json`;
  }
  return {
    apiBaseUrl: env.PUBLIC_API_BASE_URL || '/api',
    remotes,
    sentryDsn: env.SENTRY_DSN || null,
    mallUrl: env.MALL_URL || '/mall-demo/index.html',
    environment: env.APP_ENV || 'development',
    kakaoClientId: env.KAKAO_CLIENT_ID || null,
    appleClientId: env.APPLE_CLIENT_ID || null,
  };
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.webmanifest']);
/** What was worked out from a built file (its gzip body, Brotli copy, tag, parsed JSON), by kind and file. */
const perFileVersion = new Map();
/** The size and modification time of a file: what tells one version of it from the next (a redeploy). */
const versionOf = (stat) => `${stat.mtimeMs}:${stat.size}`;

/** `compute()` once per `version` of what `key` names, cached until that version changes. */
function cachedPerVersion(key, version, compute) {
  const hit = perFileVersion.get(key);
  if (hit?.version === version) return hit.value;
  const value = compute();
  perFileVersion.set(key, { version, value });
  return value;
}

/**
 * The encoding a text response goes out in: Brotli when the client takes it (every browser does,
 * and it makes the first load's JavaScript ~13% smaller than gzip -9 does), else gzip, else none.
 * `br;q=0` and the like count as refusals.
 */
export function pickEncoding(acceptEncoding, { brotli = true } = {}) {
  const offered = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((x) => /^\s*q=([\d.]+)\s*$/.exec(x)?.[1]).find((x) => x != null);
    offered.set(name, q == null ? 1 : Number(q));
  }
  const takes = (name) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (brotli && takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/**
 * gzip -9, or Brotli at settings fast enough for every request: a page's HTML (it carries the config
 * and differs by path) is compressed per request; built files take the build's Brotli copy instead.
 */
function compress(body, encoding) {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 9 });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * A built file's gzip body, made here once and cached; rebuilt when the file changes (a redeployed
 * remote). Brotli is the build's own copy (brotliCopy).
 */
function gzippedFile(file, stat) {
  return cachedPerVersion(`gzip:${file}`, versionOf(stat), () => compress(fs.readFileSync(file), 'gzip'));
}

/**
 * The `.br` the build wrote beside a file (shared/mf/precompress.mjs: quality 11 is too slow to run
 * per request), or null when there is none (small files, dev builds) or it is not this file's (the
 * file was rebuilt or redeployed without it). Trusted by content, checked once per version of the
 * pair, not by modification times: the build writes a file and its copy in parallel, so either may
 * be the newer by a few ms (an mtime test sent the first load's largest files gzipped after about
 * one build in two), and copying a build elsewhere reorders them again.
 */
function brotliCopy(file, stat) {
  const brStat = fs.statSync(`${file}.br`, { throwIfNoEntry: false });
  if (!brStat) return null;
  return cachedPerVersion(`br:${file}`, `${versionOf(stat)}:${versionOf(brStat)}`, () => {
    try {
      const br = fs.readFileSync(`${file}.br`);
      return zlib.brotliDecompressSync(br).equals(fs.readFileSync(file)) ? br : null;
    } catch {
      return null; // replaced mid-read (a redeploy) or not Brotli: gzip it is
    }
  });
}

/**
 * A weak validator of content (weak: the same content goes out as Brotli, gzip or plain). The files
 * that are not named by their hash (a page's HTML, a remote's manifest and entry) are `no-cache`:
 * without a validator each visit downloaded them again (~14 KB a page); with one the browser asks
 * and gets a 304 of a few hundred bytes while they are unchanged.
 */
const contentTag = (...parts) => {
  const hash = crypto.createHash('sha1');
  for (const part of parts) hash.update(part);
  return `W/"${hash.digest('base64url').slice(0, 22)}"`;
};

/** A built file's validator, hashed once per version of the file (a redeploy gets a new one). */
function fileTag(file, stat) {
  return cachedPerVersion(`tag:${file}`, versionOf(stat), () => contentTag(fs.readFileSync(file)));
}

/**
 * Whether the client's copy is current: a GET or HEAD whose If-None-Match lists `tag` (weak
 * comparison, as RFC 9110 §13.1.2 asks for If-None-Match) or is `*`.
 */
export function clientHasCurrent(req, tag) {
  if (req?.method !== 'GET' && req?.method !== 'HEAD') return false;
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const opaque = (t) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || opaque(t) === opaque(tag));
}

/** 304 Not Modified with the headers a 200 would have carried for caching (no body). */
function notModified(res, headers) {
  res.writeHead(304, headers);
  res.end();
}

/** Sends a body, compressed when the client takes it (the bodies sent this way are all text). */
function sendBody(req, res, body, headers) {
  headers = {
    ...headers,
    etag: contentTag(body, headers['content-security-policy'] ?? ''),
    vary: 'accept-encoding',
  };
  if (clientHasCurrent(req, headers.etag)) return notModified(res, headers);
  const encoding = pickEncoding(req?.headers['accept-encoding']);
  if (encoding) {
    res.writeHead(200, { ...headers, 'content-encoding': encoding });
    return res.end(compress(body, encoding));
  }
  res.writeHead(200, headers);
  res.end(body);
}

function sendFile(req, res, file, { immutable }, stat = fs.statSync(file)) {
  const ext = path.extname(file);
  const headers = {
    'content-type': TYPES[ext] || 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'access-control-allow-origin': '*',
    etag: fileTag(file, stat),
  };
  const compressible = COMPRESSIBLE.has(ext);
  if (compressible) headers.vary = 'accept-encoding';
  if (clientHasCurrent(req, headers.etag)) return notModified(res, headers);
  // Brotli only when the build wrote this file's copy (small files and dev builds have none).
  const br = compressible ? brotliCopy(file, stat) : null;
  const encoding = compressible
    ? pickEncoding(req?.headers['accept-encoding'], { brotli: br !== null })
    : null;
  if (encoding) {
    res.writeHead(200, { ...headers, 'content-encoding': encoding });
    return res.end(encoding === 'br' ? br : gzippedFile(file, stat));
  }
  res.writeHead(200, headers);
  // A file removed or unreadable mid-send (a redeploy) must not become an unhandled 'error'.
  fs.createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** JSON that is safe inside a <script> element (no "</script>", no HTML comment openers). */
export function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttr = (v) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A remote build's JSON file, parsed once per version of the file (every page's HTML reads two); null when absent or broken. */
function readBuiltJson(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  return cachedPerVersion(`json:${file}`, versionOf(stat), () => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  });
}

/** The screen at `pathname` as the build in `dir` described it (its screens.json), or null. */
function screenIn(dir, pathname) {
  const route = matchRoute(pathname);
  if (!route || !dir) return null;
  const screen = readBuiltJson(path.join(dir, SCREENS_FILE))?.[route.key];
  return screen ? { ...screen, route } : null;
}

/** The remote screen at `pathname` as its build described it (screens.json), or null. */
const screenAt = (pathname, name, dirs) => screenIn(dirs[name], pathname);

/**
 * A screen's preloads: its code (under `base`), the shell's late singletons it renders with (screens.json
 * `shares`, the form kit: the shell's build lists their files in LATE_SHARES_FILE; without this they were asked
 * for after the bootstrap had run) and the pictures at its top.
 */
function screenPreloads(screen, base, shellDir) {
  const links = [];
  for (const js of screen?.js ?? []) links.push({ href: base + js, as: 'script' });
  for (const css of screen?.css ?? []) links.push({ href: base + css, as: 'style' });
  const lateShares =
    screen?.shares?.length && shellDir ? readBuiltJson(path.join(shellDir, LATE_SHARES_FILE)) : null;
  for (const share of screen?.shares ?? []) {
    const files = lateShares?.[share];
    for (const js of files?.js ?? []) links.push({ href: `/${js}`, as: 'script' });
    for (const css of files?.css ?? []) links.push({ href: `/${css}`, as: 'style' });
  }
  // The screen's own pictures at its top (screens.json `images`): the first is its largest paint.
  for (const [i, image] of (screen?.images ?? []).entries())
    links.push({ href: base + image, as: 'image', ...(i === 0 ? { fetchpriority: 'high' } : {}) });
  return links;
}

/**
 * What the page at `pathname` will load for its screen, so the browser asks for it while it is still parsing
 * the HTML instead of after main.js → bootstrap (→ config → manifest → entry → routes):
 * - a remote's page: the manifest, the entry, the routes chunk and the page's screen (screenPreloads). A remote
 *   served from another origin (REMOTE_<NAME>_URL) gets its manifest only: its files are not known here;
 * - the shell's own page (login, sign-up, /invitation…): its screen, from the shell's screens.json. Before
 *   2026-12-06 it had none, and the email login form's code and form kit were asked for once the bootstrap ran.
 */
export function pagePreloads(pathname, config, dirs, shellDir) {
  const name = remoteForPath(pathname);
  if (!name) return screenPreloads(screenIn(shellDir, pathname), '/', shellDir);
  const manifestUrl = config?.remotes?.[name];
  if (!manifestUrl) return [];
  const links = [{ href: manifestUrl, as: 'fetch', crossorigin: true }];
  const base = `/remotes/${name}/`;
  if (!manifestUrl.startsWith(base) || !dirs[name]) return links;
  const manifest = readBuiltJson(path.join(dirs[name], 'mf-manifest.json'));
  if (!manifest) return links;
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name)
    links.push({ href: base + (entry.path ? `${entry.path}/` : '') + entry.name, as: 'script' });
  const routes = manifest.exposes?.find((e) => e.path === './routes');
  for (const js of routes?.assets?.js?.sync ?? []) links.push({ href: base + js, as: 'script' });
  for (const css of routes?.assets?.css?.sync ?? []) links.push({ href: base + css, as: 'style' });
  return [...links, ...screenPreloads(screenAt(pathname, name, dirs), base, shellDir)];
}

/**
 * The API paths the page's screen reads first (its remote's src/early-reads.mjs), with the route's
 * parameters filled in, for the HTML's early-requests script to start. None for a page that needs
 * a login when the request carries no session cookie (it will go to the login screen instead), none
 * of the reads marked `loggedIn` then, and none naming a record by a parameter that is not an id.
 */
export function screenReads(pathname, { dirs, loggedIn }) {
  const name = remoteForPath(pathname);
  const screen = name ? screenAt(pathname, name, dirs) : null;
  if (!screen?.reads) return [];
  if (!loggedIn && ROUTE_TABLE[screen.route.key]?.needsLogin) return [];
  return screen.reads
    .filter((read) => loggedIn || !read.loggedIn)
    .map((read) => fillEarlyRead(read, screen.route.params))
    .filter((read) => read !== null);
}

const hasSession = (cookieHeader) => /(?:^|;\s*)access_token=[^;]/.test(String(cookieHeader ?? ''));

/**
 * The shell's index.html with the config inlined, the path's screen preloaded (pagePreloads), its screen's
 * first reads listed (#guardian-early, read by the early-requests script) and its link preview's tags.
 */
export function renderShellHtml(template, { pathname, config, dirs, shellDir, cookie, preview = '' }) {
  const links = pagePreloads(pathname, config, dirs, shellDir)
    .map(
      (l) =>
        `<link rel="preload" href="${escapeAttr(l.href)}" as="${l.as}"${l.crossorigin ? ' crossorigin' : ''}${l.fetchpriority ? ` fetchpriority="${l.fetchpriority}"` : ''}>`,
    )
    .join('');
  const inline = `<script id="guardian-config" type="application/json">${jsonForScript(config)}</script>`;
  const reads = screenReads(pathname, { dirs, loggedIn: hasSession(cookie) });
  const early = reads.length
    ? `<script id="guardian-early" type="application/json">${jsonForScript(reads)}</script>`
    : '';
  return template.replace('</head>', `${preview}${links}${inline}${early}</head>`);
}

function notFound(res) {
  res.writeHead(404);
  res.end('not found');
}

/** Serves `rel` from `dir`; false when it is not a file there (a path leaving `dir` never is). */
function tryStatic(req, res, dir, rel, extraHeaders) {
  const base = path.resolve(dir);
  if (rel.includes('\0')) return false;
  const file = path.join(base, path.normalize(rel).replace(/^(\.\.[/\\])+/, ''));
  if (file !== base && !file.startsWith(base + path.sep)) return false;
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  if (extraHeaders) for (const [k, v] of Object.entries(extraHeaders)) res.setHeader(k, v);
  sendFile(req, res, file, { immutable: rel.includes('/static/') || rel.startsWith('static/') }, stat);
  return true;
}

/**
 * @param {{ port?: number, host?: string, apiUrl?: string, dirs?: Partial<Record<string,string>>, config?: object, shellDir?: string, bodyLimit?: number, mediaLimit?: number }} opts
 *   bodyLimit: the largest /api request body passed on (default BODY_LIMIT, as the API's); mediaLimit: the largest
 *   photo upload (POST /api/v2/media; default MEDIA_MAX_BYTES and its multipart framing, as the API's).
 */
export function createSiteServer(opts = {}) {
  const shellDir = opts.shellDir ?? path.join(root, 'shell', 'dist');
  const dirs = Object.fromEntries(
    Object.entries(REMOTES).map(([n, f]) => [n, opts.dirs?.[n] ?? path.join(root, f, 'dist')]),
  );
  const mallDir = path.join(root, 'mf-shopping', 'mall-demo');
  const apiUrl = opts.apiUrl ?? process.env.API_URL ?? 'http://127.0.0.1:4000';
  const bodyLimit = opts.bodyLimit ?? bodyLimitFromEnv();
  const mediaLimit = opts.mediaLimit ?? mediaLimitFromEnv();
  const previews = createLinkPreviews({ apiUrl });
  const handle = async (req, res) => {
    for (const [k, v] of Object.entries(baseSecurityHeaders(req))) res.setHeader(k, v);
    const { pathname } = new URL(req.url, 'http://x');
    if (pathname === '/api' || pathname.startsWith('/api/'))
      return proxyToApi(req, res, apiUrl, { bodyLimit, mediaLimit });
    const config = opts.config ?? buildConfig();
    if (pathname === '/config.json') {
      const body = JSON.stringify(config);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(body);
    }
    // Source maps are the readable source: a production site keeps them for the error tracker only.
    if (config.environment === 'production' && pathname.endsWith('.map')) return notFound(res);
    const m = pathname.match(/^\/remotes\/([a-z]+)\/(.*)$/);
    if (m && dirs[m[1]]) {
      if (tryStatic(req, res, dirs[m[1]], decodeURIComponent(m[2]))) return;
      res.writeHead(404, { 'access-control-allow-origin': '*' });
      return res.end('not found');
    }
    if (
      pathname.startsWith('/mall-demo/') &&
      tryStatic(req, res, mallDir, pathname.slice('/mall-demo/'.length), {
        'content-security-policy': MALL_CSP,
      })
    )
      return;
    if (pathname !== '/' && pathname !== '/index.html' && tryStatic(req, res, shellDir, pathname.slice(1)))
      return;
    const origin = `${overHttps(req) ? 'https' : 'http'}://${req.headers.host ?? '127.0.0.1'}`;
    // A link card's photo (link-preview.mjs): a link signed now to the card's picture, while the page has a card.
    if (pathname.startsWith(`${OG_IMAGE_PREFIX}/`)) {
      const image = await previews.imageFor(
        `${origin}${req.url.slice(OG_IMAGE_PREFIX.length)}`,
        req.socket.remoteAddress,
      );
      if (!image) return notFound(res);
      res.writeHead(302, { location: image, 'cache-control': 'public, max-age=600' });
      return res.end();
    }
    // SPA fallback: every route of the spec is rendered by the shell's router.
    if (path.extname(pathname) && !pathname.endsWith('.html')) return notFound(res);
    let template;
    try {
      template = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
    } catch {
      res.writeHead(404);
      return res.end('not found: build the shell first');
    }
    const pageUrl = `${origin}${req.url}`;
    const preview = await previews.tagsFor(pageUrl, req.socket.remoteAddress);
    const html = renderShellHtml(template, {
      pathname,
      config,
      dirs,
      shellDir,
      cookie: req.headers.cookie,
      preview,
    });
    sendBody(req, res, Buffer.from(html), {
      'content-type': TYPES['.html'],
      'cache-control': 'no-cache',
      'content-security-policy': shellCsp({ config, apiUrl, inline: inlineHashes(html) }),
    });
  };
  // No request may end the process: a bad path is the client's error, anything else is ours.
  const server = http.createServer(async (req, res) => {
    try {
      await handle(req, res);
    } catch (err) {
      if (res.headersSent) return void res.destroy();
      const bad = err instanceof URIError || err?.code === 'ERR_INVALID_URL';
      if (!bad) console.error(`site: ${req.method} ${req.url} failed`, err);
      res.writeHead(bad ? 400 : 500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(bad ? 'bad request' : 'internal error');
    }
  });
  // WebSocket upgrades (the chat channel) on /api go to the API; nothing else on the site upgrades.
  server.on('upgrade', (req, socket, head) => {
    let pathname = '';
    try {
      pathname = new URL(req.url, 'http://x').pathname;
    } catch {
      // a malformed path is refused below
    }
    if (pathname === '/api' || pathname.startsWith('/api/'))
      return proxyUpgradeToApi(req, socket, head, apiUrl);
    socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
  });
  return {
    server,
    /** Resolves with the port actually bound (pass 0 for a free one). */
    listen: (port = opts.port ?? 3000, host = opts.host ?? '127.0.0.1') =>
      new Promise((resolve) => server.listen(port, host, () => resolve(server.address().port))),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
    /** Points a remote at another folder while serving (a redeploy, or a dead remote in tests). */
    setRemoteDir: (name, dir) => {
      if (!(name in REMOTES)) throw new Error(`unknown remote ${name}`);
      dirs[name] = dir ?? path.join(root, REMOTES[name], 'dist');
    },
    remoteDir: (name) => dirs[name],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = createSiteServer();
  const port = await site.listen(Number(process.env.PORT || 3000), process.env.HOST || '127.0.0.1');
  console.log(`site on http://127.0.0.1:${port}`);
}
