// Issue 10: the first Intl formatter a page makes starts ICU, ~15 ms of main thread on this machine's Chromium
// and several times that on a phone, all of it in front of the first paint when a first render formats a date
// or a number through Intl. The app writes dates and numbers itself (shared/src/format); this story opens
// every page issue 10 measures and fails, naming the caller, when one of them reaches ICU before it settles.
import type { Page } from '@playwright/test';
import { test, expect, demoToken, remoteScreen } from './fixtures';
import { api } from './booking-api';

/** Records every use of Intl and of the toLocale… methods (which go through ICU) with where it came from. */
function watchIcu() {
  const w = window as unknown as { __icuCalls: string[] };
  w.__icuCalls = [];
  const note = (what: string) =>
    w.__icuCalls.push(`${what} ${new Error().stack?.split('\n').slice(2, 5).join(' ← ')}`);
  const intl = Intl as unknown as Record<string, object>;
  for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat']) {
    intl[name] = new Proxy(intl[name] as (...args: unknown[]) => unknown, {
      construct: (target, args) => (note(`Intl.${name}`), Reflect.construct(target, args)),
      apply: (target, self, args) => (note(`Intl.${name}`), Reflect.apply(target, self, args)),
    });
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [proto, name] of methods) {
    const target = proto as Record<string, (...args: unknown[]) => unknown>;
    const original = target[name];
    target[name] = function (this: unknown, ...args: unknown[]) {
      note(name);
      return original.apply(this, args);
    };
  }
}

const icuCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __icuCalls: string[] }).__icuCalls);

test.describe('first renders never start ICU (issue 10)', () => {
  test.beforeEach(async ({ context }) => context.addInitScript(watchIcu));

  test('홈, 매장･예약, 커뮤니티, 쇼핑, 마이페이지, a shop, its booking page and a chat room render without Intl', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const rooms = await api<{ chattingRoomId: number }[]>('GET', '/v2/chatting/room', {
      token: await demoToken(),
    });
    expect(rooms.length).toBeGreaterThan(0);
    const pages = [
      { path: '/curation', remote: 'curation' },
      { path: '/', remote: 'shops' },
      { path: '/community', remote: 'community' },
      { path: '/shopping', remote: 'shopping' },
      { path: '/my-info', remote: 'mypage' },
      { path: '/shop/1', remote: 'shops' },
      { path: '/online-reservation/1', remote: 'shops' },
      { path: `/chatting/${rooms[0].chattingRoomId}`, remote: 'chatting' },
    ];
    for (const { path, remote } of pages) {
      await page.goto(path);
      await expect(remoteScreen(page, remote)).toBeAttached();
      // The screen's data has arrived and rendered: no request for half a second.
      await page.waitForLoadState('networkidle');
      expect(await icuCalls(page), `${path} reached ICU`).toEqual([]);
    }

    // The watch itself sees a formatter, so an empty list above means none was made.
    await page.evaluate(() => new Intl.NumberFormat('ko-KR').format(1));
    expect(await icuCalls(page)).toHaveLength(1);
  });
});
