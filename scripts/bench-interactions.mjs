#!/usr/bin/env node
// How fast the app answers a tap or a keystroke on a slow phone: Interaction to Next Paint (INP) of the everyday
// interactions, measured with the browser's Event Timing entries. Lighthouse only measures the first load; this
// measures what a phone user feels all day.
// Against the production builds (createSiteServer) with a fresh API (PGlite, demo data) on 127.0.0.1, logged in as
// the demo account (its access_token cookie), a 390 px page, the CPU slowed 4x through CDP
// (Emulation.setCPUThrottlingRate; a mid-range Android is about 4x slower than a developer's machine) while an
// interaction runs. Each interaction is repeated --runs times; the page's PerformanceObserver
// ({ type: 'event', durationThreshold: 16, buffered: true }) entries are grouped by interactionId (a keystroke's
// input event, which has none outside an IME composition, with its keystroke): an interaction lasts as long as its
// longest entry (input delay + processing + the wait for the next paint), and its processing time is the sum of its
// entries' processingEnd − processingStart (the app's own handlers and React's render). An interaction under 16 ms
// leaves no entry and counts as 16 ms. The table gives, per interaction, the median and the worst duration, the
// median processing time and input delay, and the main thread's busy time per run (CDP TaskDuration: the handlers
// and all they set off after the paint, such as a deferred render or an address written). Keys are sent as a
// hardware keyboard's (keydown with its text, keyup); Hangul goes in whole syllables, without an IME's composition.
// Other work on the machine inflates the durations more than the processing times: the load average is printed
// with the table, and a before/after comparison is best run back to back.
//   node scripts/bench-interactions.mjs [--runs 5] [--rate 4] [--only 품종,채팅] [--json] [--profile <dir>]
//                                      [--verbose] [--dist curation=<folder>,shops=<folder>]
// --only keeps the interactions whose name contains one of the words. --profile writes a CPU profile (.cpuprofile,
// open it in DevTools' Performance panel) of each interaction's last run; --verbose logs every run's interactions
// (duration/processing and their events). --dist serves those remotes from other build folders (`npx rspack build
// -o <folder>` of the code before a change), for a before/after comparison run back to back. About 2-3 minutes.
// A figure, not a test: nothing here fails a build.
import fs from 'node:fs';
import os from 'node:os';
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

/** Messages added to the measured chat room first, so that its input sits under a long conversation. */
const CHAT_HISTORY = 300;
/** A quick typist's pace: the next key comes before a slow render has finished. */
const KEY_GAP_MS = 120;

/**
 * @typedef {{ name: string, interactionId: number, startTime: number, duration: number,
 *   processingStart: number, processingEnd: number }} EventEntry
 * @typedef {{ interactionId: number, events: string[], duration: number, processing: number,
 *   inputDelay: number }} Interaction
 */

/**
 * `--dist curation=/tmp/old-dist,shops=…`: remotes served from other build folders (a build of the code before a
 * change, for a before/after run against the same API and page), by the federation's remote names.
 * @param {string} spec
 * @returns {Record<string, string> | undefined}
 */
export function distDirs(spec) {
  if (!spec) return undefined;
  return Object.fromEntries(
    spec.split(',').map((pair) => {
      const [name, dir] = pair.split('=');
      if (!name || !dir) throw new Error(`--dist takes name=folder pairs, not "${pair}"`);
      if (!fs.existsSync(path.join(dir, 'mf-manifest.json')))
        throw new Error(`${dir} has no mf-manifest.json`);
      return [name, path.resolve(dir)];
    }),
  );
}

/** Events a keystroke causes after its keydown that Chrome leaves without an interactionId outside a composition. */
const TEXT_EVENTS = new Set([
  'beforeinput',
  'input',
  'compositionstart',
  'compositionupdate',
  'compositionend',
]);

/**
 * Groups Event Timing entries into interactions. An entry without an interactionId (a pointermove, a mouseover)
 * belongs to none, except the text events a key causes (beforeinput, input: the field's onChange, where React
 * renders what was typed), which belong to the keystroke they started within. An interaction's duration is its
 * longest entry's; its processing time is the sum of its entries' handler time; its input delay is the first
 * entry's wait before its handlers ran. In the order the interactions started.
 * @param {EventEntry[]} entries
 * @returns {Interaction[]}
 */
export function groupInteractions(entries) {
  const sorted = [...entries].sort((a, b) => a.startTime - b.startTime);
  /** @type {Map<number, EventEntry[]>} */
  const byId = new Map();
  /** @type {EventEntry[] | null} */
  let lastKey = null;
  for (const e of sorted) {
    let list;
    if (e.interactionId) {
      list = byId.get(e.interactionId) ?? [];
      byId.set(e.interactionId, list);
      if (e.name === 'keydown' || e.name === 'keypress') lastKey = list;
    } else if (TEXT_EVENTS.has(e.name) && lastKey) {
      const start = lastKey[0].startTime;
      const end = start + Math.max(...lastKey.map((k) => k.duration));
      if (e.startTime >= start && e.startTime <= end) list = lastKey;
    }
    list?.push(e);
  }
  return [...byId.entries()]
    .filter(([, list]) => list.length > 0)
    .map(([interactionId, list]) => {
      const first = list[0];
      return {
        interactionId,
        events: list.map((e) => e.name),
        duration: Math.max(...list.map((e) => e.duration)),
        processing: list.reduce((sum, e) => sum + Math.max(0, e.processingEnd - e.processingStart), 0),
        inputDelay: Math.max(0, first.processingStart - first.startTime),
        startTime: first.startTime,
      };
    })
    .sort((a, b) => a.startTime - b.startTime)
    .map(({ startTime: _, ...rest }) => rest);
}

/**
 * An interaction under 16 ms leaves no entry (the observer's least threshold): the ones missing from `expected`
 * count as 16 ms with no processing time worth a mention, so that a median is not taken over the slow ones only.
 * @param {Interaction[]} found
 * @param {number} expected
 * @returns {Interaction[]}
 */
export function withFastOnes(found, expected) {
  const fast = { interactionId: 0, events: [], duration: 16, processing: 0, inputDelay: 0, fast: true };
  return [...found, ...Array.from({ length: Math.max(0, expected - found.length) }, () => ({ ...fast }))];
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * One row of the table from an interaction's samples (every interaction of every run).
 * @param {string} name
 * @param {Interaction[]} samples
 */
export function summarize(name, samples, note = '') {
  return {
    name,
    samples: samples.length,
    under16: samples.filter((s) => s.fast).length,
    median: median(samples.map((s) => s.duration)),
    worst: samples.length ? Math.max(...samples.map((s) => s.duration)) : NaN,
    processing: median(samples.map((s) => s.processing)),
    inputDelay: median(samples.map((s) => s.inputDelay)),
    note,
  };
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
/** A duration: 16 ms is the observer's floor, so "≤ 16 ms". */
const dur = (v) => (Number.isFinite(v) && v <= 16 ? '≤ 16 ms' : ms(v));

/** The table, as Markdown. */
export function formatTable(rows) {
  const head = [
    'interaction',
    'n',
    'median',
    'worst',
    'processing (median)',
    'input delay (median)',
    'main thread per run',
    'note',
  ];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(head),
    line(head.map(() => '---')),
    ...rows.map((r) =>
      line([
        r.name,
        `${r.samples}${r.under16 ? ` (${r.under16} < 16 ms)` : ''}`,
        dur(r.median),
        dur(r.worst),
        ms(r.processing),
        ms(r.inputDelay),
        ms(r.busy),
        r.note,
      ]),
    ),
  ].join('\n');
}

/** Runs in the page before its scripts: keeps every Event Timing entry of 16 ms or more. */
function installEventLog() {
  const w = /** @type {any} */ (window);
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries()))
      w.__events.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
}

async function main() {
  const opts = parseArgs(process.argv.slice(2), {
    runs: 5,
    rate: 4,
    only: '',
    json: false,
    profile: '',
    verbose: false,
    dist: '',
  });
  const chromium = playwrightChromium();
  requireBuilds();
  const started = Date.now();
  const log = progressLog();
  const loadBefore = os.loadavg();
  const api = await startApi({ fresh: true });
  const site = await startSite({ apiUrl: api.url, dirs: distDirs(opts.dist) });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  /** @type {ReturnType<typeof summarize>[]} */
  const rows = [];
  try {
    const { token, get, post } = await demoSession(api.url);
    const room = (await get('/v2/chatting/room'))[0];
    const pets = await get('/v2/pets');
    const dog = pets.find((p) => p.kind === 'DOG');
    const papers = (await get('/v2/alim-papers')).items;
    const paper = papers.find((p) => p.photoCount > 0);
    const album = (await get('/v2/albums')).items.find((a) => a.photoCount > 1);
    const bookable = await (async () => {
      for (let id = 1; id <= 40; id += 1) {
        const r = await fetch(`${api.url}/v2/online-reservation/shops/${id}`);
        const data = r.ok ? (await r.json()).data : null;
        if (data?.products?.length) return { shopId: id, productSeq: data.products[0].productSeq };
      }
      throw new Error('no shop takes online bookings in the seed');
    })();
    // A long conversation: the input is typed in under hundreds of messages.
    log(`adding ${CHAT_HISTORY} messages to chat room ${room.chattingRoomId}…`);
    for (let i = 0; i < CHAT_HISTORY; i += 10)
      await Promise.all(
        Array.from({ length: Math.min(10, CHAT_HISTORY - i) }, (_, j) =>
          post('/v2/chatting/message/send', {
            chattingRoomId: room.chattingRoomId,
            clientId: `bench-inp-${i + j}-${started}`,
            message: `예약 시간 조금 바꿀 수 있을까요? (${i + j + 1})`,
          }),
        ),
      );

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url, sameSite: 'Lax' }]);
    await context.addInitScript(installEventLog);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const cdp = await context.newCDPSession(page);
    const throttle = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Performance.enable');
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;

    const settle = () => page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    const open = async (to) => {
      await throttle(1);
      await page.goto(`${site.url}${to}`, { waitUntil: 'load' });
      await settle();
    };
    // After an interaction: two frames (its paint), a pause for the observer, and quiet on the network.
    const quiet = async (pause = 250) => {
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))),
      );
      await page.waitForTimeout(pause);
    };
    // A key as a phone's keyboard sends one: keydown (with its text, so an input event follows) and keyup.
    // Hangul goes in as whole syllables and jamo, without the composition events of a real IME.
    const key = async (k) => {
      if (k === 'Backspace') return page.keyboard.press('Backspace');
      // A key code of its own pairs the keyup with its keydown: one interaction per key, as a phone reports it.
      const code = { windowsVirtualKeyCode: 65, nativeVirtualKeyCode: 65, code: 'KeyA' };
      await cdp.send('Input.dispatchKeyEvent', {
        type: 'keyDown',
        key: k,
        text: k,
        unmodifiedText: k,
        ...code,
      });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: k, ...code });
    };
    const typeKeys = async (keys) => {
      for (const k of keys) {
        await key(k);
        await page.waitForTimeout(KEY_GAP_MS);
      }
      return keys.length;
    };

    /**
     * Measures `act` `opts.runs` times on the page `setup` leaves open, the CPU slowed while `act` runs;
     * `reset` (unthrottled, unmeasured) puts the page back between runs.
     */
    const measure = async (name, { setup, act, reset, note = '' }) => {
      if (opts.only && !opts.only.split(',').some((w) => name.includes(w))) return;
      const t = Date.now();
      try {
        await setup();
        /** @type {Interaction[]} */
        const samples = [];
        /** Main-thread time of each run: the interaction's handlers and all the work it set off after them. */
        const busy = [];
        for (let run = 0; run < opts.runs; run += 1) {
          const profiling = opts.profile && run === opts.runs - 1;
          const from = await page.evaluate(() => /** @type {any} */ (window).__events.length);
          if (profiling) {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
            await cdp.send('Profiler.start');
          }
          const before = await taskSeconds();
          await throttle(opts.rate);
          const expected = (await act(run)) ?? 1;
          await quiet();
          await throttle(1);
          busy.push(((await taskSeconds()) - before) * 1000);
          if (profiling) {
            const { profile } = await cdp.send('Profiler.stop');
            fs.mkdirSync(opts.profile, { recursive: true });
            const file = path.join(opts.profile, `${name.replace(/[^\p{L}\p{N}]+/gu, '-')}.cpuprofile`);
            fs.writeFileSync(file, JSON.stringify(profile));
          }
          const entries = await page.evaluate((i) => /** @type {any} */ (window).__events.slice(i), from);
          const found = groupInteractions(entries);
          if (opts.verbose)
            log(
              `  run ${run + 1}: ${found.map((i) => `${Math.round(i.duration)}/${Math.round(i.processing)} ms (${[...new Set(i.events)].join(' ')})`).join(', ') || '-'}`,
            );
          samples.push(...withFastOnes(found, expected));
          if (reset) {
            await reset(run);
            await quiet();
          }
        }
        rows.push({ ...summarize(name, samples, note), busy: median(busy) });
        log(`${name}: ${samples.length} interactions, ${Date.now() - t} ms`);
      } catch (e) {
        await throttle(1).catch(() => {});
        rows.push({ ...summarize(name, []), note: `failed: ${String(e.message).split('\n')[0]}` });
        log(`${name}: failed (${e.message.split('\n')[0]})`);
      }
    };

    await open('/curation');

    const breedField = () => page.getByLabel('품종 검색');
    const openBreedGuide = async () => {
      await open('/curation/breed');
      await page
        .getByRole('link', { name: /말티즈/ })
        .first()
        .waitFor();
    };
    await measure('품종 가이드: 품종 검색 입력 (말, 티 / 지우기 2번)', {
      setup: async () => {
        await openBreedGuide();
        await breedField().focus();
      },
      act: () => typeKeys(['말', '티', 'Backspace', 'Backspace']),
    });

    await measure('품종 가이드: 강아지 ↔ 고양이 탭', {
      setup: openBreedGuide,
      act: async (run) => {
        await page.getByRole('tab', { name: run % 2 ? '강아지' : '고양이' }).click();
      },
    });

    await measure('예약 반려동물 추가 시트: 품종 입력 (푸 / 지우기)', {
      setup: async () => {
        await open(`/online-reservation/${bookable.shopId}/select-pet?product=${bookable.productSeq}`);
        await page.getByRole('button', { name: '반려동물 추가' }).click();
        await page.getByRole('dialog').getByRole('searchbox', { name: '품종', exact: true }).focus();
      },
      act: () => typeKeys(['푸', 'Backspace']),
    });

    await measure('예약 달력: 날짜 누르기', {
      setup: async () => {
        await open(
          `/online-reservation/${bookable.shopId}/reservation?product=${bookable.productSeq}&pets=${dog.petSeq}`,
        );
        await page.getByRole('grid').first().waitFor();
      },
      act: async (run) => {
        const days = page.getByRole('grid').first().locator('button:not([disabled])');
        const count = await days.count();
        await days.nth((run * 3 + 1) % Math.max(count, 1)).click();
      },
    });

    await measure('일정: 달력 날짜 누르기', {
      setup: async () => {
        await open('/schedule');
        await page.getByRole('grid').first().waitFor();
      },
      act: async (run) => {
        const days = page.getByRole('grid').first().locator('button:not([disabled])');
        const count = await days.count();
        await days.nth((run * 5 + 2) % Math.max(count, 1)).click();
      },
    });

    await measure(`채팅방: 입력창에 입력 (메시지 ${CHAT_HISTORY}개 펼친 방)`, {
      setup: async () => {
        await open(`/chatting/${room.chattingRoomId}`);
        // Read back through the history (it loads ten at a time near the top), as after a long conversation.
        const scroller = page.getByTestId('chat-scroll');
        await scroller.locator('time').first().waitFor();
        for (let i = 0; i < 60; i += 1) {
          const shown = await scroller.locator('time').count();
          if (shown >= CHAT_HISTORY) break;
          await scroller.evaluate((el) => {
            el.scrollTop = 0;
          });
          await page.waitForTimeout(150);
          await settle();
        }
        await scroller.evaluate((el) => {
          el.scrollTop = el.scrollHeight;
        });
        await page.getByLabel('메시지 입력').focus();
      },
      act: () => typeKeys(['네', '감', 'Backspace', 'Backspace']),
    });

    const chips = () =>
      page
        .getByRole('group', { name: /반려동물/ })
        .first()
        .getByRole('button');
    await measure('알림장: 반려동물 칩 바꾸기', {
      setup: async () => {
        await open('/alim-paper');
        await page
          .getByRole('link', { name: new RegExp(paper.pet.name) })
          .first()
          .waitFor();
      },
      act: async (run) => {
        const count = await chips().count();
        await chips()
          .nth(run % 2 ? 0 : Math.min(1, count - 1))
          .click();
      },
    });

    // The photo viewer: a photo's button opens it (the `nth` one), 닫기 closes it.
    const photoButtons = () => page.getByRole('button', { name: /사진 크게 보기/ });
    const openPhoto = async (nth = 0) => {
      await photoButtons().nth(nth).click();
      await page.getByRole('dialog').first().waitFor();
    };
    const closePhoto = async () => {
      await page.getByRole('button', { name: '닫기' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };

    await measure('알림장 카드: 사진 열기', {
      setup: async () => {
        await open(`/alim-paper/${paper.alimPaperSeq}`);
        await photoButtons().first().waitFor();
      },
      act: () => openPhoto(),
      reset: closePhoto,
    });

    await measure('알림장 카드: 사진 닫기', {
      setup: async () => {
        await open(`/alim-paper/${paper.alimPaperSeq}`);
        await openPhoto();
      },
      act: closePhoto,
      reset: () => openPhoto(),
    });

    await measure('앨범: 사진 열기', {
      setup: async () => {
        await open(`/album/${album.albumSeq}`);
        await photoButtons().first().waitFor();
      },
      act: (run) => openPhoto(run % 2),
      reset: closePhoto,
    });

    await measure('알림 설정: 스위치 켜고 끄기', {
      setup: async () => {
        await open('/news/setting');
        await page.getByRole('switch', { name: '알림장 알림' }).waitFor();
      },
      act: async () => {
        await page.getByRole('switch', { name: '알림장 알림' }).click();
        await settle();
      },
    });

    await measure('매장 찾기: 조건 칩 누르기', {
      setup: async () => {
        await open('/shop/search');
        await page.getByRole('button', { name: '매장 검색' }).waitFor();
      },
      act: async (run) => {
        const options = page.getByRole('group', { name: '업종' }).getByRole('button');
        await options.nth((run % 2) + 1).click();
      },
    });

    const regionSheet = () => page.getByRole('dialog', { name: '지역 선택' });
    await measure('매장 찾기: 지역 시트 열기', {
      setup: async () => {
        await open('/shop/search');
        await page.getByRole('button', { name: /지역/ }).first().waitFor();
      },
      act: async () => {
        await page.getByRole('button', { name: /^지역/ }).first().click();
        await regionSheet().getByRole('button').nth(3).waitFor();
      },
      reset: async () => {
        await page.goBack();
        await regionSheet().waitFor({ state: 'detached' });
      },
    });

    await measure('지역 시트: 지역 칩 누르기', {
      setup: async () => {
        await open('/shop/search');
        await page.getByRole('button', { name: /^지역/ }).first().click();
        await regionSheet().getByRole('button').nth(3).waitFor();
      },
      act: async (run) => {
        await regionSheet()
          .locator('fieldset button')
          .nth(run * 7)
          .click();
      },
    });

    // The first tap on a tab whose remote has not been loaded: the tap itself is answered at once, the screen
    // waits for the remote's code over the network (127.0.0.1 here, so code, not network).
    const shown = [];
    await measure('탭: 처음 누르는 마이페이지 탭 (remote 로드)', {
      setup: async () => {},
      act: async () => {
        await throttle(1);
        await page.goto(`${site.url}/curation`, { waitUntil: 'load' });
        await settle();
        await throttle(opts.rate);
        const t = Date.now();
        await page
          .getByRole('navigation', { name: '주요 메뉴' })
          .getByRole('link', { name: '마이페이지' })
          .click();
        await page.waitForURL((u) => u.pathname === '/my-info');
        await page
          .getByRole('button', { name: /프로필/ })
          .or(page.getByRole('link', { name: /프로필/ }))
          .first()
          .waitFor();
        shown.push(Date.now() - t);
      },
    });
    const last = rows.at(-1);
    // Each run there loads a new document, whose metrics start again: no busy time to give.
    if (last?.name.startsWith('탭:')) last.busy = NaN;
    if (last?.name.startsWith('탭:') && shown.length)
      last.note = `마이페이지 shown ${ms(median(shown))} after the tap (median; its code from 127.0.0.1)`;
  } finally {
    await browser.close().catch(() => {});
    await site.close?.().catch?.(() => {});
    await api.stop();
  }
  const loadAfter = os.loadavg();
  const header =
    `CPU ${opts.rate}x slowed (CDP), ${opts.runs} runs each, ${os.cpus().length} cores, ` +
    `load average ${loadBefore[0].toFixed(2)} before / ${loadAfter[0].toFixed(2)} after, ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s`;
  if (opts.json) console.log(JSON.stringify({ header, rows }, null, 2));
  else console.log(`${header}\n\n${formatTable(rows)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
