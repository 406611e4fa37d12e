#!/usr/bin/env node
// `npm start` and `npm test` on a machine with only Node 20 and npm.
//   start: install, build every front app, run the API (PGlite in .data/pglite) and the composed site.
//   test:  install, Chromium, lint + format + types, unit tests, builds, the scripts' tests (they read the
//          builds), size budget, Playwright e2e.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, CHROMIUM, startApi, startSite } from './lib/stack.mjs';
import {
  counts,
  countVitest,
  failedVitest,
  finish,
  results,
  say,
  secs,
  skip,
  step,
  t0,
} from './lib/steps.mjs';

const PNPM_VERSION = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).packageManager.split('@')[1];
const CI = /^(1|true|yes)$/i.test(process.env.CI ?? '');
const mode = process.argv[2];

/** Runs a command with inherited stdio, or captured-and-echoed when `capture` (for counting tests). */
function run(cmd, args, { env, cwd = ROOT, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: capture ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    });
    let out = '';
    if (capture) {
      child.stdout.on('data', (b) => {
        process.stdout.write(b);
        out += b;
      });
      child.stderr.on('data', (b) => {
        process.stderr.write(b);
        out += b;
      });
    }
    child.on('error', (e) => {
      out += String(e);
      resolve({ code: 127, out });
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

// pnpm: the packageManager version, through npx (corepack is not reliable on these machines).
let pnpmCmd = null;
function pnpm() {
  if (pnpmCmd) return pnpmCmd;
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  pnpmCmd =
    onPath.status === 0 && onPath.stdout.trim() === PNPM_VERSION
      ? ['pnpm']
      : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  return pnpmCmd;
}
const runPnpm = (args, opts) => run(pnpm()[0], [...pnpm().slice(1), ...args], opts);

/** Hash of everything `pnpm install` reads: the lockfile, the workspace file, every package.json. */
function installFingerprint() {
  const h = crypto.createHash('sha256');
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  for (const d of fs.readdirSync(ROOT)) {
    if (fs.existsSync(path.join(ROOT, d, 'package.json')) && d !== 'node_modules')
      files.push(path.join(d, 'package.json'));
  }
  for (const f of files.sort()) {
    h.update(f);
    try {
      h.update(fs.readFileSync(path.join(ROOT, f)));
    } catch {
      h.update('-');
    }
  }
  return h.digest('hex');
}

async function install() {
  const stamp = path.join(ROOT, 'node_modules', '.guardian-install');
  const want = installFingerprint();
  if (
    !CI &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === want &&
    fs.existsSync(path.join(ROOT, 'node_modules', '.modules.yaml'))
  ) {
    console.log('dependencies are up to date with pnpm-lock.yaml (skipping install)');
    return true;
  }
  say(`pnpm ${PNPM_VERSION} install --frozen-lockfile`);
  const { code } = await runPnpm(['install', '--frozen-lockfile'], {
    env: { CI: CI ? 'true' : (process.env.CI ?? '') },
  });
  if (code === 0) fs.writeFileSync(stamp, want);
  return code === 0;
}

const buildArgs = ['--filter', './mf-*', '--filter', './shell', '-r', '--workspace-concurrency=2', 'build'];

async function start() {
  if (!(await install())) process.exit(1);
  say('building the shell and the six remotes');
  const b = await runPnpm(buildArgs, { env: { NODE_ENV: 'production' } });
  if (b.code !== 0) process.exit(b.code);

  say('starting the API and the site');
  const apiPort = Number(process.env.API_PORT || 4000);
  const dataDir = process.env.DATA_DIR || path.join(ROOT, '.data', 'pglite');
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const sitePort = Number(process.env.PORT || 3000);
  const logFile = path.join(ROOT, '.data', 'api.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  let api;
  try {
    // The API's own log goes to .data/api.log so the terminal shows one URL. Its public base URL
    // is the site's /api, so the asset URLs it hands out work through the one origin.
    api = await startApi({
      port: apiPort,
      dataDir,
      logFile,
      env: {
        // Development seeds the demo accounts (published passwords); a deployment sets APP_ENV=production.
        APP_ENV: process.env.APP_ENV || 'development',
        PORT: String(apiPort),
        PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || `http://127.0.0.1:${sitePort}/api`,
      },
    });
  } catch (e) {
    console.error(String(e.message ?? e));
    process.exit(1);
  }
  const site = await startSite({ apiUrl: api.url, port: sitePort });
  let stopping = false;
  const stopAll = async (signal) => {
    stopping = true;
    console.log(`\n${signal}: stopping`);
    await Promise.allSettled([site.close(), api.stop()]);
    process.exit(0);
  };
  for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(s, () => stopAll(s));
  api.child.once('exit', (code) => {
    if (stopping) return;
    console.error(
      `API exited (${code}); its log: ${path.relative(ROOT, logFile)}\n${api.log().slice(-2000)}`,
    );
    site.close().then(() => process.exit(1));
  });

  console.log(
    `\nGuardian is running (${secs(Date.now() - t0)}):\n\n  http://127.0.0.1:${site.port}/curation\n`,
  );
  console.log('  demo account: demo@guardian.kr / guardian1234');
  console.log(`  (Ctrl-C stops the API and the site; API log: ${path.relative(ROOT, logFile)})\n`);
}

// ---------------------------------------------------------------- test
async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  const cmd = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n\n  sudo sh -c '${cmd}'\n`);
    return { ok: false, note: `run: sudo sh -c '${cmd}'` };
  }
  const r = await run('sh', ['-c', cmd], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  return r.code === 0 && fs.existsSync(CHROMIUM);
}

async function test() {
  const installed = await step('install dependencies', install);
  if (!installed) {
    finish();
    return;
  }
  await step('Chromium (/usr/bin/chromium)', ensureChromium);
  const chromiumOk = results.at(-1).ok;

  await step('lint', async () => (await runPnpm(['run', 'lint'])).code === 0);
  await step('format check', async () => (await runPnpm(['run', 'format:check'])).code === 0);
  await step('type-check', async () => (await runPnpm(['run', 'typecheck'])).code === 0);

  // Every package runs even after one fails (--no-bail): the summary then counts and names every failure, where the
  // first failing package used to hide the rest.
  await step('unit tests (every package)', async () => {
    const r = await runPnpm(
      ['-r', '--workspace-concurrency=1', '--no-bail', '--filter', '!@guardian/e2e', 'test'],
      {
        capture: true,
      },
    );
    const c = countVitest(r.out);
    counts.passed += c.passed;
    counts.failed += c.failed + (r.code !== 0 && c.failed === 0 ? 1 : 0);
    return {
      ok: r.code === 0,
      note: c.found ? `${c.passed} passed, ${c.failed} failed` : 'no vitest summary found',
      failures: failedVitest(r.out),
    };
  });

  const built = await step(
    'build the shell and the six remotes',
    async () => (await runPnpm(buildArgs, { env: { NODE_ENV: 'production' } })).code === 0,
  );

  // After the build: browser-floor.test.mjs reads every app's dist/ (a failed build fails it too).
  const rootScripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts ?? {};
  if (rootScripts['test:scripts']) {
    await step('unit tests (scripts, node:test)', async () => {
      const r = await runPnpm(['run', 'test:scripts'], { capture: true });
      const passed = Number(/^# pass (\d+)/m.exec(r.out)?.[1] ?? 0);
      const failed = Number(/^# fail (\d+)/m.exec(r.out)?.[1] ?? 0);
      counts.passed += passed;
      counts.failed += failed + (r.code !== 0 && failed === 0 ? 1 : 0);
      return { ok: r.code === 0, note: `${passed} passed, ${failed} failed` };
    });
  }

  if (built && chromiumOk) {
    await step('size budget (first load ≤ 190 KB gzipped per tab)', async () => {
      const r = await run(process.execPath, ['scripts/bench-size.mjs', '--out', 'e2e/SIZE.md']);
      return r.code === 0;
    });
    await step('end-to-end (Playwright, Chromium)', async () => {
      const report = path.join(ROOT, 'e2e', 'test-results', 'results.json');
      fs.rmSync(report, { force: true });
      const r = await runPnpm(['--filter', '@guardian/e2e', 'exec', 'playwright', 'test'], {
        env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report },
      });
      let note;
      try {
        const s = JSON.parse(fs.readFileSync(report, 'utf8')).stats;
        counts.passed += s.expected;
        counts.failed += s.unexpected + s.flaky;
        note = `${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`;
      } catch {
        if (r.code !== 0) counts.failed += 1;
        note = 'no Playwright JSON report';
      }
      return { ok: r.code === 0, note };
    });
  } else {
    const why = !built ? 'the build failed' : 'no Chromium';
    skip('size budget (first load ≤ 190 KB gzipped per tab)', why);
    skip('end-to-end (Playwright, Chromium)', why);
  }
  finish();
}

if (mode === 'start') await start();
else if (mode === 'test') await test();
else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
