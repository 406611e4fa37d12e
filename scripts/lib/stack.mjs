// Starting the pieces of the composed site for scripts and tests: the API as a child process
// (PGlite in a data folder of its own), the site server in-process, and readiness checks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Asks the kernel for a port nobody listens on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Resolves once `url` answers any HTTP status below 500; rejects after `timeoutMs` or as soon as
 * `child` exits (its last output is in the error, so a broken API says why).
 */
export async function waitForHttp(url, { timeoutMs = 60_000, child, tail } = {}) {
  const started = Date.now();
  let exited = null;
  child?.once('exit', (code, signal) => {
    exited = { code, signal };
  });
  let lastError = '';
  while (Date.now() - started < timeoutMs) {
    if (exited)
      throw new Error(
        `process exited (${exited.code ?? exited.signal}) before ${url} answered\n${tail?.() ?? ''}`,
      );
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
      lastError = `HTTP ${res.status}`;
    } catch (e) {
      lastError = e.cause?.code ?? e.message;
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})\n${tail?.() ?? ''}`);
}

/**
 * Starts the API (`tsx src/server.ts` in api/) and waits for it.
 * @param {{ port?: number, dataDir?: string, env?: Record<string,string>, inherit?: boolean, fresh?: boolean, timeoutMs?: number, logFile?: string }} [o]
 *   fresh: a new temporary PGlite folder, removed by stop(). logFile: the API's output is appended there.
 */
export async function startApi({
  port,
  dataDir,
  env = {},
  inherit = false,
  fresh = false,
  timeoutMs = 90_000,
  logFile,
} = {}) {
  port ??= await freePort();
  let tmp = null;
  if (fresh && !dataDir) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-pglite-'));
    dataDir = tmp;
  }
  const apiDir = path.join(ROOT, 'api');
  const tsx = path.join(apiDir, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The API started here sits behind the site's /api proxy, which writes the client's address as
    // the one X-Forwarded-For entry: trusting that hop gives every client its own rate-limit bucket.
    TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  };
  // A database URL in the caller's environment would point a throwaway test API at a real server.
  if (fresh && !env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: apiDir,
    env: childEnv,
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (b) => {
    log = (log + b.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (logFile && !inherit) {
    const file = fs.createWriteStream(logFile, { flags: 'a' });
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await done;
      clearTimeout(t);
    }
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    // Uploaded photos live beside the database folder (the API's MEDIA_DIR default: `$DATA_DIR-media`).
    if (tmp) fs.rmSync(`${tmp}-media`, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/v2/marketing/banner`, { timeoutMs, child, tail: () => log });
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, port, child, dataDir, stop, log: () => log };
}

/**
 * Starts the composed-site server (shell at "/", remotes under /remotes/) on a free port.
 * @param {{ apiUrl?: string, port?: number, dirs?: Record<string, string>, config?: object, bodyLimit?: number, mediaLimit?: number }} [o]
 *   bodyLimit, mediaLimit: the /api proxy's, when the API was given a BODY_LIMIT or MEDIA_MAX_BYTES other than this process's.
 */
export async function startSite({ apiUrl, port = 0, dirs, config, bodyLimit, mediaLimit } = {}) {
  const { createSiteServer } = await import('../serve.mjs');
  const site = createSiteServer({ apiUrl, dirs, config, bodyLimit, mediaLimit });
  const bound = await site.listen(port, '127.0.0.1');
  return { ...site, port: bound, url: `http://127.0.0.1:${bound}` };
}

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The singletons DESIGN.md requires exactly one copy of. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@guardian/shared',
];

/**
 * Runs in the page (pass to page.evaluate). Walks window.__FEDERATION__.__SHARE__
 * ({ [hostId]: { [scope]: { [pkg]: { [version]: Shared } } } }, runtime-core's ShareScopeMap) and
 * every instance's own shareScopeMap, de-duplicating the Shared records by identity, and reports
 * per package how many records hold a loaded copy (`loaded` true or `lib` set) and how many are
 * merely registered. Several versions loaded, or the same version loaded under two records, both
 * count as more than one copy.
 */
/** @typedef {{ loaded: number, registered: number, versions: string[], from: string[] }} SharedRecord */
/** @returns {{ present: boolean, packages: Record<string, SharedRecord> }} */
export function readShareScope() {
  const fed = /** @type {any} */ (globalThis).__FEDERATION__;
  const seen = new Set();
  /** @type {Record<string, SharedRecord>} */
  const out = {};
  const visitMap = (map) => {
    if (!map || typeof map !== 'object') return;
    for (const scope of Object.values(map)) {
      if (!scope || typeof scope !== 'object') continue;
      for (const [pkg, versions] of Object.entries(scope)) {
        if (!versions || typeof versions !== 'object') continue;
        for (const [version, shared] of Object.entries(versions)) {
          if (!shared || typeof shared !== 'object' || seen.has(shared)) continue;
          seen.add(shared);
          const rec = (out[pkg] ??= { loaded: 0, registered: 0, versions: [], from: [] });
          rec.registered += 1;
          if (shared.loaded === true || typeof shared.lib === 'function') {
            rec.loaded += 1;
            rec.versions.push(version);
            rec.from.push(shared.from);
          }
        }
      }
    }
  };
  if (!fed) return { present: false, packages: out };
  for (const hostMap of Object.values(fed.__SHARE__ ?? {})) visitMap(hostMap);
  for (const inst of fed.__INSTANCES__ ?? [])
    visitMap(inst?.shareScopeMap ?? inst?.sharedHandler?.shareScopeMap);
  return { present: true, packages: out };
}
