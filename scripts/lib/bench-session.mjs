// What the benchmarks that drive the composed site as the demo owner share (bench-memory.mjs,
// bench-interactions.mjs): their flags, the builds they need, Playwright's Chromium, the demo account's API
// session and a log stamped with the seconds since start.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './stack.mjs';

export const DEMO = { userId: 'demo@guardian.kr', password: 'guardian1234' };

/** Reads `--name value` flags with their defaults (numbers stay numbers, booleans take no value). */
export function parseArgs(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i += 1) {
    const m = /^--([\w-]+)$/.exec(argv[i]);
    if (!m) throw new Error(`unknown argument ${argv[i]}`);
    const key = m[1].replace(/-(\w)/g, (_, c) => c.toUpperCase());
    if (!(key in defaults)) throw new Error(`unknown option --${m[1]}`);
    if (typeof defaults[key] === 'boolean') out[key] = true;
    else {
      const value = argv[(i += 1)];
      if (value === undefined) throw new Error(`--${m[1]} needs a value`);
      out[key] = typeof defaults[key] === 'number' ? Number(value) : value;
      if (Number.isNaN(out[key])) throw new Error(`--${m[1]} takes a number, not ${value}`);
    }
  }
  return out;
}

/** Throws, saying what to run, when an app the walk opens has not been built. */
export function requireBuilds() {
  for (const app of ['shell', 'mf-shops', 'mf-community', 'mf-chatting', 'mf-mypage', 'mf-curation']) {
    if (!fs.existsSync(path.join(ROOT, app, 'dist')))
      throw new Error(`${app}/dist is missing: build first (npx pnpm@10.34.8 build)`);
  }
}

/** Playwright's Chromium launcher, from e2e/'s dependencies (named through a constant: not one of the root's). */
export function playwrightChromium() {
  const PLAYWRIGHT = '@playwright/test';
  return createRequire(path.join(ROOT, 'e2e', 'package.json'))(PLAYWRIGHT).chromium;
}

/** Logs in as the demo owner through the API: its token, and GET/POST helpers carrying it (answering `data`). */
export async function demoSession(apiUrl) {
  const res = await fetch(`${apiUrl}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const token = (await res.json()).data?.token;
  if (!token) throw new Error(`demo login failed: ${res.status}`);
  const auth = { authorization: `Bearer ${token}` };
  const get = async (p) => (await (await fetch(`${apiUrl}${p}`, { headers: auth })).json()).data;
  const post = async (p, body) => {
    const r = await fetch(`${apiUrl}${p}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`POST ${p}: HTTP ${r.status} ${await r.text()}`);
    return (await r.json()).data;
  };
  return { token, auth, get, post };
}

/** A progress log on stderr, each line stamped with the seconds since this was called. */
export function progressLog() {
  const started = Date.now();
  return (s) => process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${s}\n`);
}
