import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// A phone in dark mode (the app's WebView reports the native app's theme as prefers-color-scheme):
// the site follows it, from the first paint of the HTML to every screen's text contrast.

/** rgb(r, g, b) → relative luminance (0 black … 1 white), enough to tell a dark paint from a light one. */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const s = Number(c) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const THE_MALL = 'iframe[title="가디언 쇼핑몰"]';

/** The main screens, each with the demo account's own data (its shop 1, chat room 1, 알림장 5, post 1). */
const SCREENS: { name: string; path: string; open?: (page: Page) => Promise<void> }[] = [
  { name: '홈', path: '/curation' },
  { name: '매장･예약', path: '/' },
  { name: '커뮤니티', path: '/community' },
  { name: '게시글', path: '/community/1' },
  { name: '채팅 목록', path: '/chatting' },
  { name: '채팅방', path: '/chatting/1' },
  { name: '마이페이지', path: '/my-info' },
  { name: '알림장', path: '/alim-paper/5' },
  { name: '매장 소개', path: '/shop/1' },
  { name: '온라인 예약 매장', path: '/online-reservation/1' },
  {
    // The booking form with its calendar: reached as an owner does, through a product and a pet.
    name: '예약하기 (달력)',
    path: '/online-reservation/1/product/1',
    open: async (page) => {
      await page.getByRole('button', { name: '이 상품 예약하기' }).click();
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: /마리 선택 · 다음/ }).click();
      await expect(page.getByRole('grid')).toBeVisible();
    },
  },
  { name: '쇼핑', path: '/shopping' },
];

test.describe('dark mode (prefers-color-scheme: dark)', () => {
  test.use({ colorScheme: 'dark' });

  test('the HTML paints its boot frame dark before any script runs', async ({ page }) => {
    // Scripts never arrive: what shows is the HTML's own frame (header, skeleton, tab bar).
    await page.route(/\.m?js(\?|$)/, () => new Promise(() => {}));
    // Deferred scripts hold DOMContentLoaded back: wait for the frame itself.
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#boot-frame').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.getElementById('boot-frame')?.querySelector('svg'));
    const paint = await page.evaluate(() => {
      const frame = document.getElementById('boot-frame')!;
      const svg = frame.querySelector('svg')!;
      return {
        body: getComputedStyle(document.body).backgroundColor,
        frame: getComputedStyle(frame).backgroundColor,
        skeleton: getComputedStyle(svg).fill,
        brand: getComputedStyle(frame.querySelector('.bf-top')!).color,
        themeColor: [...document.querySelectorAll('meta[name="theme-color"]')]
          .find((m) => matchMedia(m.getAttribute('media') ?? 'all').matches)
          ?.getAttribute('content'),
        colorScheme: document.querySelector('meta[name="color-scheme"]')?.getAttribute('content'),
      };
    });
    expect(luminance(paint.body), `body ${paint.body}`).toBeLessThan(0.05);
    expect(luminance(paint.frame), `boot frame ${paint.frame}`).toBeLessThan(0.05);
    expect(luminance(paint.skeleton), `skeleton ${paint.skeleton}`).toBeLessThan(0.05);
    // The brand name stays readable on it.
    expect(luminance(paint.brand)).toBeGreaterThan(0.3);
    expect(paint.themeColor).toBe('#17191a');
    expect(paint.colorScheme).toBe('light dark');
  });

  test('the page is dark once the app has drawn, and light when the phone is light', async ({
    page,
    browser,
    baseURL,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/community', { waitUntil: 'networkidle' });
    await expect(page.locator('#boot-frame')).toHaveCount(0);
    const dark = await page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }));
    expect(luminance(dark.body), `body ${dark.body}`).toBeLessThan(0.05);
    expect(luminance(dark.text), `text ${dark.text}`).toBeGreaterThan(0.7);
    expect(dark.scheme).toBe('light dark');

    const light = await browser.newContext({ baseURL, colorScheme: 'light' });
    const lightPage = await light.newPage();
    await lightPage.goto('/community', { waitUntil: 'networkidle' });
    const body = await lightPage.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(luminance(body), `light body ${body}`).toBeGreaterThan(0.9);
    await light.close();
  });

  test('the main screens keep their text contrast in dark (axe)', async ({ page, loggedIn }) => {
    void loggedIn;
    test.setTimeout(180_000);
    const found: string[] = [];
    for (const screen of SCREENS) {
      await page.goto(screen.path, { waitUntil: 'networkidle' });
      await screen.open?.(page);
      await page.evaluate(() => {
        const main = document.querySelector('[data-testid="main-scroll"]');
        main?.scrollTo(0, main.scrollHeight);
      });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // Only the rules the colour scheme changes: accessibility.spec.ts runs every rule on every screen.
      const { violations } = await new AxeBuilder({ page })
        .withRules(['color-contrast', 'link-in-text-block'])
        .exclude(THE_MALL)
        .analyze();
      for (const v of violations)
        found.push(
          `${screen.path} (${screen.name}) ${v.id}: ${v.help}\n` +
            v.nodes
              .slice(0, 3)
              .map((n) => `    ${n.html.slice(0, 160)}\n      ${n.failureSummary?.replace(/\n/g, ' ')}`)
              .join('\n'),
        );
      // And the screen itself is drawn dark (a light card left over would show here).
      const bg = await page.evaluate(() => {
        const main = document.querySelector('main') ?? document.body;
        let el: Element | null = main;
        while (el) {
          const c = getComputedStyle(el).backgroundColor;
          if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') return c;
          el = el.parentElement;
        }
        return getComputedStyle(document.documentElement).backgroundColor;
      });
      if (luminance(bg) > 0.05)
        found.push(`${screen.path} (${screen.name}): main is drawn on ${bg}, not dark`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});
