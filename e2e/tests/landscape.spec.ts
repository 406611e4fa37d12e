// The phone turned on its side (a photo, a wider keyboard; the app's WebView in landscape), and long words at large
// text. On its side the tab pages' bars go compact, as a phone's own do, and leave the page the height; a portrait
// phone with its keyboard up, short too, keeps its bars. A long name at 200% text (Android's font size and the
// WebView's text zoom reach the page as the root font size) wraps in its box and never widens the page.
import type { Locator, Page } from '@playwright/test';
import { test, expect, demoToken, tabBar } from './fixtures';
import { api } from './booking-api';
import { largeText } from './large-text';

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

  // The other tab pages that drew their own bar (the page's name, and its back or search) under the shell's. Each
  // one's name heads the page now, and what comes first under it.
  const TAB_PAGES: { path: string; name: string; first: (page: Page) => Locator }[] = [
    { path: '/alim-paper', name: '알림장', first: (p) => p.getByRole('main').getByRole('link').first() },
    { path: '/notice', name: '공지사항', first: (p) => p.getByText(/의 공지$/) },
    { path: '/consent', name: '동의서', first: (p) => p.getByRole('main').getByRole('link').first() },
    { path: '/coupon', name: '쿠폰', first: (p) => p.getByRole('tab', { name: '사용 가능' }) },
    { path: '/voucher', name: '이용권', first: (p) => p.getByRole('heading', { name: '내 이용권' }) },
    { path: '/news', name: '알림', first: (p) => p.getByRole('button', { name: '알림 설정' }) },
    { path: '/community', name: '커뮤니티', first: (p) => p.getByRole('radio', { name: '최신순' }) },
    {
      path: '/community/result?keyword=%EC%82%B0%EC%B1%85',
      name: '검색 결과',
      first: (p) => p.getByRole('link', { name: '‘산책’' }),
    },
  ];
  for (const { path, name, first } of TAB_PAGES) {
    test(`${name} (${path.split('?')[0]}) has one bar: its name heads the page right under it and scrolls with it`, async ({
      page,
      loggedIn,
    }) => {
      void loggedIn;
      await page.setViewportSize({ width: 844, height: 390 });
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name });
      await expect(heading).toBeVisible();
      await expect(first(page)).toBeInViewport();
      // Its own bar (its name, 48 px) sat under the shell's: 129 of the 390 px were bars.
      await expect(page.locator('header:visible')).toHaveCount(1);
      const bar = (await topBar(page).boundingBox())!;
      expect((await heading.boundingBox())!.y - (bar.y + bar.height)).toBeLessThanOrEqual(24);
      // Nothing of the page holds the top of the screen: scrolled down, the name goes up with the page.
      await page.getByTestId('main-scroll').evaluate((main) => main.scrollBy(0, 200));
      await expect(heading).not.toBeInViewport();
      await expect(topBar(page)).toBeInViewport();
    });
  }

  test('the actions that were in those bars are in the heading rows, whole, and work: 검색, 뒤로 가기, 알림 설정', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto('/community');
    const search = page.getByRole('link', { name: '커뮤니티 검색' });
    await expect(search).toBeInViewport({ ratio: 1 });
    await search.click();
    await expect(page).toHaveURL((url) => url.pathname === '/community/search');
    await page.getByRole('searchbox', { name: '검색어' }).fill('산책');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '검색 결과' })).toBeVisible();
    const back = page.getByRole('button', { name: '뒤로 가기' });
    await expect(back).toBeInViewport({ ratio: 1 });
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === '/community/search');
    await expect(page.getByRole('searchbox', { name: '검색어' })).toBeVisible();

    await page.goto('/news');
    const settings = page.getByRole('button', { name: '알림 설정' });
    await expect(settings).toBeInViewport({ ratio: 1 });
    await settings.click();
    await expect(page).toHaveURL((url) => url.pathname === '/news/setting');
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
  // A read the page starts as the story ends (a refetch, a photo) finds its context closing: the rewrite below then
  // failed in the next story of the worker ("Response has been disposed"). Handlers still running are let go.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

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
