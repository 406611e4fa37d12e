#!/usr/bin/env node
// Memory over a long session, as the native app's WebView lives it: opened in the morning and never reloaded.
// Against the production builds (createSiteServer) with a fresh API (PGlite, demo data) on 127.0.0.1, logged in
// as the demo account, one page walks the app by its own links and history (no reload in between) N rounds:
// every tab, a shop, its booking page, 알림장 (list, a card, its photo viewer), a chat room (a message sent),
// the community feed scrolled through several pages and a post with its comments, 마이페이지, and back and forth.
// After each round it goes back to 홈, forces a garbage collection (CDP HeapProfiler.collectGarbage) and reads
// Performance.getMetrics: JS heap used, DOM nodes, event listeners, documents, frames. A healthy app levels off
// after a round or two; a figure that grows by about the same amount every round is a leak.
// Then it opens a chat room, and the community feed, and hides the page on each (visibilityState "hidden" and a
// visibilitychange, as a WebView behind another app), counting what still wakes the page's main thread over
// --hidden seconds in all: timer and animation-frame callbacks (by where they were scheduled), requests, socket
// frames sent. Everything runs against 127.0.0.1; about 2.5 minutes with the defaults.
//   node scripts/bench-memory.mjs [--rounds 6] [--hidden 80] [--json] [--snapshots <dir>] [--verbose]
//   [--shell-dir <another build of the shell>]
// --snapshots writes a heap snapshot after the first and the last round (open them in DevTools' Memory tab,
// "Comparison"). A figure, not a test: nothing here fails a build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS, startApi, startSite } from './lib/stack.mjs';
import {
  demoSession,
  parseArgs,
  playwrightChromium,
  progressLog,
  requireBuilds,
} from './lib/bench-session.mjs';

/** What Performance.getMetrics gives that the table shows, in its order. */
export const METRICS = ['JSHeapUsedSize', 'Nodes', 'JSEventListeners', 'Documents', 'Frames'];

/**
 * Growth per round of each metric: the least-squares slope over the rounds after the first `warmup` ones (the
 * first rounds fill caches and load code, which is not a leak), with the first and the last figure. A steady
 * leak shows as a slope near (last − first) / rounds; a plateau as a slope near 0.
 */
export function growthPerRound(rows, { warmup = 1 } = {}) {
  const steady = rows.slice(Math.min(warmup, Math.max(rows.length - 2, 0)));
  const out = {};
  for (const key of METRICS) {
    const ys = steady.map((r) => r[key]);
    const n = ys.length;
    let slope = 0;
    if (n >= 2) {
      const xs = ys.map((_, i) => i);
      const mx = (n - 1) / 2;
      const my = ys.reduce((a, b) => a + b, 0) / n;
      let num = 0;
      let den = 0;
      for (let i = 0; i < n; i += 1) {
        num += (xs[i] - mx) * (ys[i] - my);
        den += (xs[i] - mx) ** 2;
      }
      slope = num / den;
    }
    out[key] = { first: rows[0]?.[key] ?? 0, last: rows.at(-1)?.[key] ?? 0, perRound: slope };
  }
  return out;
}

const mb = (n) => `${(n / 1_048_576).toFixed(2)} MB`;
const signed = (n, f) => (n >= 0 ? '+' : '−') + f(Math.abs(n));
const count = (n) => String(Math.round(n));

/** The per-round table and its growth line, as Markdown. */
export function formatTable(rows, growth) {
  const head = ['round', 'JS heap', 'DOM nodes', 'listeners', 'documents', 'frames', 'walk'];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const out = [line(head), line(head.map(() => '---'))];
  for (const r of rows)
    out.push(
      line([
        String(r.round),
        mb(r.JSHeapUsedSize),
        count(r.Nodes),
        count(r.JSEventListeners),
        count(r.Documents),
        count(r.Frames),
        `${(r.ms / 1000).toFixed(1)} s`,
      ]),
    );
  const g = growth;
  out.push(
    line([
      'per round',
      signed(g.JSHeapUsedSize.perRound, mb),
      signed(g.Nodes.perRound, count),
      signed(g.JSEventListeners.perRound, count),
      signed(g.Documents.perRound, count),
      signed(g.Frames.perRound, count),
      '',
    ]),
  );
  return out.join('\n');
}

/** The hidden phase's table, as Markdown. */
export function formatHidden(rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const head = ['screen, hidden', 'timer callbacks', 'animation frames', 'requests', 'socket frames sent'];
  return [
    line(head),
    line(head.map(() => '---')),
    ...rows.map((r) =>
      line([`${r.screen}, ${r.seconds} s`, r.timers, r.frames, r.requests, r.socketFramesSent].map(String)),
    ),
  ].join('\n');
}

/**
 * Runs in the page before any of its scripts: counts what wakes the main thread (timer and animation-frame
 * callbacks, by the stack line that scheduled them) so the hidden phase can say what keeps running.
 */
function installWakeCounter() {
  const w = /** @type {any} */ (window);
  const wakes = (w.__wakes = { timers: 0, frames: 0, by: {} });
  const where = () => {
    const line = (new Error().stack ?? '').split('\n')[3] ?? '';
    return line
      .replace(/^\s*at\s+/, '')
      .replace(/\?[^:)]*/, '')
      .replace(/https?:\/\/[^/]+/, '')
      .slice(0, 120);
  };
  const wrap = (fn, kind, at) =>
    typeof fn === 'function'
      ? function wrapped(...a) {
          if (document.visibilityState === 'hidden') {
            wakes[kind] += 1;
            wakes.by[at] = (wakes.by[at] ?? 0) + 1;
          }
          return fn.apply(this, a);
        }
      : fn;
  const st = window.setTimeout;
  const si = window.setInterval;
  const raf = window.requestAnimationFrame;
  window.setTimeout = function setTimeout(fn, ms, ...a) {
    return st.call(window, wrap(fn, 'timers', `timeout ${ms ?? 0} ms ${where()}`), ms, ...a);
  };
  window.setInterval = function setInterval(fn, ms, ...a) {
    return si.call(window, wrap(fn, 'timers', `interval ${ms ?? 0} ms ${where()}`), ms, ...a);
  };
  window.requestAnimationFrame = function requestAnimationFrame(fn) {
    return raf.call(window, wrap(fn, 'frames', `frame ${where()}`));
  };
}

async function main() {
  const opts = parseArgs(process.argv.slice(2), {
    rounds: 6,
    hidden: 80,
    json: false,
    snapshots: '',
    verbose: false,
    shellDir: '',
  });
  const chromium = playwrightChromium();
  requireBuilds();
  const started = Date.now();
  const log = progressLog();
  const api = await startApi({ fresh: true });
  // --shell-dir: another build of the shell (OUTPUT_DIR=… npx rspack build), to compare two builds on one machine.
  const site = opts.shellDir
    ? await (async () => {
        const { createSiteServer } = await import('./serve.mjs');
        const server = createSiteServer({ apiUrl: api.url, shellDir: path.resolve(opts.shellDir) });
        const port = await server.listen(0, '127.0.0.1');
        return { ...server, url: `http://127.0.0.1:${port}` };
      })()
    : await startSite({ apiUrl: api.url });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const { token, get } = await demoSession(api.url);
    const room = (await get('/v2/chatting/room'))[0];
    const paper = (await get('/v2/alim-papers')).items.find((p) => p.photoCount > 0);
    const shopId = room.shopId;

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url, sameSite: 'Lax' }]);
    await context.addInitScript(installWakeCounter);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    const tabBar = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: '마이페이지' }) });
    // The mall's frame (쇼핑) may keep the network busy: there, its element is waited for instead.
    const settle = async () => {
      if (new URL(page.url()).pathname === '/shopping') {
        await page.locator('iframe').first().waitFor();
        await page.waitForTimeout(500);
      } else await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
      if (opts.verbose) log(`  ${new URL(page.url()).pathname}`);
    };
    // In-app navigation without a reload: the router listens to popstate, as it does for the back button.
    const go = async (to) => {
      await page.evaluate((p) => {
        history.pushState(null, '', p);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, to);
      await settle();
    };
    const at = (pathname) => page.waitForURL((u) => u.pathname === pathname);
    const tab = async (name, pathname) => {
      await tabBar.getByRole('link', { name, exact: false }).first().click();
      await at(pathname);
      await settle();
    };
    const back = async (pathname) => {
      await page.goBack();
      await at(pathname);
      await settle();
    };

    let sent = 0;
    const walk = async () => {
      await tab('매장', '/');
      await go(`/shop/${shopId}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await go(`/online-reservation/${shopId}`);
      await back(`/shop/${shopId}`);
      await back('/');
      await go('/alim-paper');
      await page
        .getByRole('link', { name: new RegExp(paper.pet.name) })
        .first()
        .click();
      await at(`/alim-paper/${paper.alimPaperSeq}`);
      await settle();
      await page
        .getByRole('button', { name: /사진 크게 보기/ })
        .first()
        .click();
      await page.getByRole('dialog').first().waitFor();
      await page.getByRole('button', { name: '닫기' }).click();
      await back('/alim-paper');
      await go(`/chatting/${room.chattingRoomId}`);
      const text = `메모리 측정 ${(sent += 1)}`;
      await page.getByLabel('메시지 입력').fill(text);
      await page.getByRole('button', { name: '보내기' }).click();
      await page.getByText(text).first().waitFor();
      await back('/alim-paper');
      await tab('커뮤니티', '/community');
      const feed = page.getByRole('feed').first();
      await feed.getByRole('article').first().waitFor();
      // Several pages of the feed: scroll to its end, wait for the next page, again.
      await page.mouse.move(195, 500);
      for (let i = 0; i < 5; i += 1) {
        await page.mouse.wheel(0, 20_000);
        await page.waitForTimeout(300);
        await settle();
        if (opts.verbose)
          log(
            `  feed ${await feed.evaluate((el) => `${el.querySelectorAll('article').length} cards, ${el.offsetHeight} px`)}`,
          );
      }
      await page.mouse.wheel(0, -200_000);
      await page.waitForTimeout(300);
      await feed.getByRole('article').first().getByRole('link').first().click();
      await page.waitForURL((u) => /^\/community\/\d+$/.test(u.pathname));
      await settle();
      await page.mouse.wheel(0, 3000);
      await settle();
      await back('/community');
      await tab('쇼핑', '/shopping');
      await tab('마이페이지', '/my-info');
      await back('/shopping');
      await back('/community');
      await tab('홈', '/curation');
    };

    const measure = async () => {
      for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const byName = Object.fromEntries(metrics.map((m) => [m.name, m.value]));
      return Object.fromEntries(METRICS.map((k) => [k, byName[k] ?? 0]));
    };
    const snapshot = async (name) => {
      if (!opts.snapshots) return;
      fs.mkdirSync(opts.snapshots, { recursive: true });
      const file = path.join(opts.snapshots, name);
      const out = fs.createWriteStream(file);
      const onChunk = ({ chunk }) => out.write(chunk);
      cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
      await new Promise((r) => out.end(r));
      log(`heap snapshot ${file}`);
    };

    await page.goto(`${site.url}/curation`, { waitUntil: 'load' });
    await settle();
    const rows = [{ round: 0, ms: 0, ...(await measure()) }];
    log(`round 0: ${mb(rows[0].JSHeapUsedSize)}`);
    for (let round = 1; round <= opts.rounds; round += 1) {
      const t = Date.now();
      await walk();
      const ms = Date.now() - t;
      rows.push({ round, ms, ...(await measure()) });
      log(`round ${round}: ${mb(rows.at(-1).JSHeapUsedSize)}, ${rows.at(-1).Nodes} nodes, ${ms} ms`);
      if (round === 1) await snapshot('round-1.heapsnapshot');
    }
    await snapshot(`round-${opts.rounds}.heapsnapshot`);

    // In the background: each screen is opened, then the page is hidden (visibilityState "hidden" and a
    // visibilitychange, what the app reads; Chromium itself keeps running its timers at full speed, so what
    // is counted is what the app asks for while it believes nobody looks), and shown again before the next.
    await cdp.send('Network.enable');
    let requests = 0;
    let frames = 0;
    const onRequest = () => (requests += 1);
    const onFrame = () => (frames += 1);
    const setHidden = (hidden) =>
      page.evaluate((h) => {
        if (h) {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
        } else {
          delete (/** @type {any} */ (document).visibilityState);
          delete (/** @type {any} */ (document).hidden);
        }
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
        window.dispatchEvent(new Event(h ? 'blur' : 'focus'));
      }, hidden);
    const hiddenRows = [];
    const screens = [
      { label: `채팅방 /chatting/${room.chattingRoomId}`, path: `/chatting/${room.chattingRoomId}` },
      { label: '커뮤니티 피드 /community', path: '/community' },
    ];
    for (const screen of screens) {
      await go(screen.path);
      await page.waitForTimeout(1500);
      await page.evaluate(() => {
        const w = /** @type {any} */ (window);
        Object.assign(w.__wakes, { timers: 0, frames: 0, by: {} });
      });
      requests = 0;
      frames = 0;
      page.on('request', onRequest);
      cdp.on('Network.webSocketFrameSent', onFrame);
      await setHidden(true);
      const seconds = Math.round(opts.hidden / screens.length);
      log(`hidden for ${seconds} s on ${screen.label}`);
      await page.waitForTimeout(seconds * 1000);
      const wakes = await page.evaluate(() => /** @type {any} */ (window).__wakes);
      page.off('request', onRequest);
      cdp.off('Network.webSocketFrameSent', onFrame);
      hiddenRows.push({ screen: screen.label, seconds, requests, socketFramesSent: frames, ...wakes });
      await setHidden(false);
    }

    const growth = growthPerRound(rows);
    if (opts.json) {
      console.log(JSON.stringify({ rows, growth, hidden: hiddenRows }, null, 2));
    } else {
      console.log(
        `\nMemory over ${opts.rounds} rounds of the walk (after a forced GC, back on 홈; per round = slope after round 1)\n`,
      );
      console.log(formatTable(rows, growth));
      console.log('\nHidden (what still wakes the page)\n');
      console.log(formatHidden(hiddenRows));
      for (const h of hiddenRows)
        for (const [where, n] of Object.entries(h.by)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6))
          console.log(`  ${h.screen}: ${n} × ${where}`);
      console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s in all`);
    }
  } finally {
    await browser.close();
    await site.close?.();
    await api.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
