// A phone a few years old (docs/architecture.md "Supported browsers"): an iPhone kept on iOS 15.0-15.3 or a
// Chrome 92 WebView has none of the APIs below. With them taken away before any page script runs, every screen
// of an owner's usual round still renders and nothing throws. (Syntax and CSS the floor lacks are checked on the
// built files: scripts/__tests__/browser-floor.test.mjs.)
import type { Page } from '@playwright/test';
import { test, expect, demoToken, remoteScreen } from './fixtures';
import { api, groomingProduct, staffLogin } from './booking-api';

/** Newer than Chrome 92 / Safari 15.0, each used somewhere in the builds (ours or a library's) or common enough. */
const NEWER_APIS = [
  'Array.prototype.at',
  'String.prototype.at',
  'Array.prototype.findLast',
  'Array.prototype.findLastIndex',
  'Array.prototype.toSorted',
  'Array.prototype.toReversed',
  'Array.prototype.toSpliced',
  'Array.prototype.with',
  'String.prototype.isWellFormed',
  'String.prototype.toWellFormed',
  'Object.hasOwn',
  'Object.groupBy',
  'Promise.withResolvers',
  'URL.canParse',
  'AbortSignal.timeout',
  'AbortSignal.any',
  'AbortSignal.prototype.throwIfAborted',
  'Crypto.prototype.randomUUID',
  'Document.prototype.startViewTransition',
  'Element.prototype.checkVisibility',
  'HTMLDialogElement.prototype.showModal',
  'window.structuredClone',
  'window.requestIdleCallback',
  'window.cancelIdleCallback',
  'window.cookieStore',
  'window.CookieStore',
];

async function likeAnOlderPhone(page: Page) {
  await page.addInitScript(
    (paths: string[]) => {
      for (const p of paths) {
        const parts = p.split('.');
        const name = parts.pop()!;
        const owner = parts.reduce<unknown>(
          (o, key) => (o as Record<string, unknown> | undefined)?.[key],
          globalThis as unknown as Record<string, unknown>,
        ) as Record<string, unknown> | undefined;
        if (!owner) continue;
        // Own properties and inherited ones (window.cookieStore lives on Window.prototype).
        for (let o: object | null = owner; o; o = Object.getPrototypeOf(o))
          if (Object.prototype.hasOwnProperty.call(o, name)) delete (o as Record<string, unknown>)[name];
      }
    },
    NEWER_APIS.map((p) => p.replace(/^window\./, '')),
  );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('on a phone without the newer APIs every screen of the round renders and nothing throws', async ({
  page,
  loggedIn,
}) => {
  void loggedIn;
  test.slow(); // nine screens
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  await likeAnOlderPhone(page);

  await page.goto('/curation');
  // The init script took them away (before any of the page's scripts ran).
  expect(
    await page.evaluate(() => [
      typeof [].at,
      typeof Object.hasOwn,
      typeof structuredClone,
      typeof requestIdleCallback,
      'cookieStore' in window,
      typeof crypto.randomUUID,
    ]),
  ).toEqual(['undefined', 'undefined', 'undefined', 'undefined', false, 'undefined']);
  await expect(remoteScreen(page, 'curation')).toBeVisible();

  await page.goto('/');
  await expect(remoteScreen(page, 'shops')).toBeVisible();
  await expect(page.getByRole('link', { name: /매장 찾기/ })).toBeVisible();

  await page.goto('/community');
  await expect(page.getByRole('feed', { name: '게시글 목록' })).toBeVisible();
  // A post with its comments (the comment list reads its last page).
  await page.goto('/community/1');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '댓글' })).toBeVisible();
  await expect(page.getByLabel('댓글을 불러오는 중')).toHaveCount(0);

  await page.goto('/my-info');
  await expect(remoteScreen(page, 'mypage')).toBeVisible();
  // 소식: the list is grouped by day (the grouping reads the last group).
  await page.goto('/news');
  await expect(remoteScreen(page, 'mypage')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A shop's page, then its booking form (opened, nothing booked).
  const staff = await staffLogin(1);
  const product = await groomingProduct(staff.shopId, 'MEDIUM');
  await page.goto(`/shop/${staff.shopId}`);
  await page.getByRole('button', { name: '온라인 예약' }).click();
  await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(product.name)} `) }).click();
  await page.getByRole('button', { name: '이 상품 예약하기' }).click();
  await expect(page.getByRole('button', { name: '반려동물 추가' })).toBeVisible();

  // A chat room with a shop that takes chats.
  const token = await demoToken();
  let room: { chattingRoomId: number } | null = null;
  for (const n of [3, 2, 1]) {
    const shop = await staffLogin(n);
    const config = await api<{ chatting: boolean }>('GET', `/v2/shop/app/config?shopId=${shop.shopId}`);
    if (!config.chatting) continue;
    room = await api<{ chattingRoomId: number }>('POST', `/v2/chatting/room?shopId=${shop.shopId}`, {
      token,
    });
    break;
  }
  expect(room, 'a demo shop that takes chats').not.toBeNull();
  await page.goto(`/chatting/${room!.chattingRoomId}`);
  await expect(page.getByLabel('메시지 입력')).toBeVisible();

  expect(errors).toEqual([]);
});
