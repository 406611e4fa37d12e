// Serves the composed site from production builds: the shell at "/", each remote under
// /remotes/<name>/ (or from any other origin given in REMOTE_<NAME>_URL), config.json built
// from the environment, and /api proxied to the API so the site is one origin for a phone.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = {
  shops: 'mf-shops',
  chatting: 'mf-chatting',
  community: 'mf-community',
  curation: 'mf-curation',
  mypage: 'mf-mypage',
  shopping: 'mf-shopping',
};

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

function sendFile(res, file, { immutable }) {
  const ext = path.extname(file);
  res.writeHead(200, {
    'content-type': TYPES[ext] || 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'access-control-allow-origin': '*',
  });
  fs.createReadStream(file).pipe(res);
}

function tryStatic(res, dir, rel) {
  const base = path.resolve(dir);
  const file = path.join(base, path.normalize(rel).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(base)) return false;
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  sendFile(res, file, { immutable: rel.includes('/static/') || rel.startsWith('static/') });
  return true;
}

function proxy(req, res, target) {
  const url = new URL(target);
  const upstream = http.request(
    {
      hostname: url.hostname,
      port: url.port,
      path: req.url.replace(/^\/api/, '') || '/',
      method: req.method,
      headers: { ...req.headers, host: url.host, 'x-forwarded-for': req.socket.remoteAddress },
    },
    (up) => {
      res.writeHead(up.statusCode || 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({
        resultCode: 'API_UNAVAILABLE',
        message: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
        data: null,
      }),
    );
  });
  req.pipe(upstream);
}

/**
 * @param {{ port?: number, host?: string, apiUrl?: string, dirs?: Partial<Record<string,string>>, config?: object }} opts
 */
export function createSiteServer(opts = {}) {
  const shellDir = path.join(root, 'shell', 'dist');
  const dirs = Object.fromEntries(
    Object.entries(REMOTES).map(([n, f]) => [n, opts.dirs?.[n] ?? path.join(root, f, 'dist')]),
  );
  const mallDir = path.join(root, 'mf-shopping', 'mall-demo');
  const apiUrl = opts.apiUrl ?? process.env.API_URL ?? 'http://127.0.0.1:4000';
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (pathname === '/api' || pathname.startsWith('/api/')) return proxy(req, res, apiUrl);
    if (pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(JSON.stringify(opts.config ?? buildConfig()));
    }
    const m = pathname.match(/^\/remotes\/([a-z]+)\/(.*)$/);
    if (m && dirs[m[1]]) {
      if (tryStatic(res, dirs[m[1]], decodeURIComponent(m[2]))) return;
      res.writeHead(404, { 'access-control-allow-origin': '*' });
      return res.end('not found');
    }
    if (pathname.startsWith('/mall-demo/') && tryStatic(res, mallDir, pathname.slice('/mall-demo/'.length)))
      return;
    if (pathname !== '/' && tryStatic(res, shellDir, pathname.slice(1))) return;
    // SPA fallback: every route of the spec is rendered by the shell's router.
    if (path.extname(pathname) && !pathname.endsWith('.html')) {
      res.writeHead(404);
      return res.end('not found');
    }
    sendFile(res, path.join(shellDir, 'index.html'), { immutable: false });
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
