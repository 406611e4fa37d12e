// The phone turned on its side (a photo, a wider keyboard; the app's WebView in landscape), and long words at large
// text. On its side the tab pages' bars go compact, as a phone's own do, and leave the page the height; a portrait
// phone with its keyboard up, short too, keeps its bars. A long name at 200% text (Android's font size and the
// WebView's text zoom reach the page as the root font size) wraps in its box and never widens the page.
import type { Locator, Page } from '@playwright/test';
import { test, expect, demoToken, tabBar } from './fixtures';
import { api } from './booking-api';

/** The tab pages' bar over the page: 가디언 and the chat entry. */
const topBar = (page: Page) => page.locator('header').filter({ hasText: '가디언' });

const heightOf = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

/** How far the page can be scrolled sideways: the document, or the shell's scrolling <main>. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const doc = document.scrollingElement!;
    const main = document.querySelector('main')!;
    return Math.max(doc.scrollWidth - doc.clientWidth, main.scrollWidth - main.clientWidth);
  });

/** The phone's text size at 200%: the root font size, as the browser and the app's WebView hand it to the page. */
const largeText = (page: Page) =>
  page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));

test.describe('a phone on its side', () => {
  test.use({ isMobile: true, hasTouch: true });

  for (const [width, height] of [
    [844, 390],
    [667, 375],
    [740, 360],
  ] as const) {
    test(`${width}x${height}: the bars are compact (40 px each) and the page has the rest`, async ({
      page,
      loggedIn,
    }) => {
      void loggedIn;
      await page.setViewportSize({ width, height });
      await page.goto('/curation');
      const tabs = tabBar(page);
      await expect(tabs).toBeVisible();
      // 48 + 57 px in portrait left the page 270 of 390 px.
      expect(await heightOf(topBar(page))).toBe(40);
      expect(await heightOf(tabs)).toBe(41);
      expect(await heightOf(page.getByTestId('main-scroll'))).toBe(height - 81);
      // Each label beside its icon, as a phone's own tab bar shows it on its side, and whole.
      const tab = tabs.getByRole('link', { name: '마이페이지' });
      const icon = (await tab.locator('svg').boundingBox())!;
      const label = (await tab.getByText('마이페이지').boundingBox())!;
      const box = (await tab.boundingBox())!;
      expect(label.x).toBeGreaterThanOrEqual(icon.x + icon.width);
      expect(label.x + label.width).toBeLessThanOrEqual(box.x + box.width);
      expect(await sidewaysScroll(page)).toBe(0);
    });
  }

  test('일정 has one bar, like the other tab pages, and its calendar starts under it', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1, name: '일정' })).toBeVisible();
    // The page's own bar (일정) sat under the shell's (가디언): three bars took 161 of the 390 px.
    await expect(page.locator('header:visible')).toHaveCount(1);
    const month = page.getByRole('button', { name: '다음 달' });
    await expect(month).toBeInViewport({ ratio: 1 });
    const top = (await page.getByTestId('main-scroll').boundingBox())!.y;
    expect((await month.boundingBox())!.y - top).toBeLessThan(100);
  });

  test('with the keyboard up as well, the page has all the height: no tab bars, and a page’s bar goes up with it', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    // What the WebView leaves the page above a landscape keyboard.
    await page.setViewportSize({ width: 844, height: 200 });
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeAttached();
    await expect(tabBar(page)).toBeHidden();
    await expect(topBar(page)).toBeHidden();
    expect(await heightOf(page.getByTestId('main-scroll'))).toBe(200);

    await page.setViewportSize({ width: 844, height: 390 });
    await expect(tabBar(page)).toBeVisible();
    await expect(topBar(page)).toBeVisible();

    // Writing a comment: the post's bar (게시글, back) goes up with the post, which stays in view over the box.
    const { items } = await api<{
      items: { communitySeq: number; content: string; photos: unknown[]; hidden: boolean }[];
    }>('GET', '/v2/community?sort=NEWEST&size=20');
    // A short post without photos, which fits in the height above the box.
    const post = items
      .filter((p) => p.photos.length === 0 && !p.hidden)
      .reduce((a, b) => (b.content.length < a.content.length ? b : a));
    await page.setViewportSize({ width: 844, height: 200 });
    await page.goto(`/community/${post.communitySeq}`);
    await page.getByRole('textbox', { name: /댓글/ }).focus();
    await expect(page.getByRole('textbox', { name: /댓글/ })).toBeInViewport();
    await expect(page.getByRole('button', { name: '뒤로 가기' })).not.toBeInViewport();
    await expect(page.getByText(post.content.slice(0, 10))).toBeInViewport();
  });

  test('the keyboard up on a portrait phone (390x460) is not a phone on its side: the bars keep their size', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.setViewportSize({ width: 390, height: 460 });
    await page.goto('/curation');
    await expect(tabBar(page)).toBeVisible();
    expect(await heightOf(topBar(page))).toBe(48);
    expect(await heightOf(tabBar(page))).toBe(57);
    const tab = tabBar(page).getByRole('link', { name: '마이페이지' });
    const icon = (await tab.locator('svg').boundingBox())!;
    const label = (await tab.getByText('마이페이지').boundingBox())!;
    expect(label.y).toBeGreaterThanOrEqual(icon.y + icon.height);
  });
});

test.describe('long words at 200% text on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  /** 코코 comes back from the API with a long name without spaces: an owner may name a pet so. */
  const LONG_NAME = '몽실몽실솜사탕같은우리집막내둥이';
  const renameKoko = (page: Page) =>
    page.route('**/api/v2/**', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response });
      const body = (await response.text()).replaceAll('"name":"코코"', `"name":"${LONG_NAME}"`);
      await route.fulfill({ response, body });
    });

  test('a reservation’s row with the pet’s long name wraps the name within the row', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const { items } = await api<{ items: { reservationSeq: number; pets: { name: string }[] }[] }>(
      'GET',
      '/v2/reservations?scope=upcoming&size=50',
      { token: await demoToken() },
    );
    const visit = items.find((r) => r.pets.some((p) => p.name === '코코'))!;
    await renameKoko(page);
    await page.goto(`/reservation/detail?id=${visit.reservationSeq}`);
    const row = page.getByText(`${LONG_NAME} · `);
    await expect(row).toBeVisible();
    await largeText(page);
    // The label kept its one-line width, and the page scrolled sideways by 392 px.
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('a chip with the pet’s long name wraps within its row (채팅 상담 준비: which pet)', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await renameKoko(page);
    await page.goto('/chatting/prepare?shopId=1');
    await expect(page.getByRole('button', { name: LONG_NAME })).toBeVisible();
    await largeText(page);
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('알림 keeps 모두 읽음 and 알림 설정 within the screen', async ({ page, loggedIn }) => {
    void loggedIn;
    await page.goto('/news');
    await expect(page.getByRole('button', { name: '알림 설정' })).toBeVisible();
    await largeText(page);
    await expect(page.getByRole('button', { name: '알림 설정' })).toBeInViewport({ ratio: 1 });
    expect(await sidewaysScroll(page)).toBe(0);
  });
});
