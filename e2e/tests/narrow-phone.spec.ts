// Screens on the narrowest phone the app supports (320 px): text keeps the width it needs to read as written.
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';

/** How many lines the element's text takes on screen (one rectangle a line box; a <br> adds none of its own). */
const linesOf = (element: Locator) =>
  element.evaluate((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('첫 화면: the headline breaks only where it is written to, two lines and no lone word', async ({
    page,
  }) => {
    await page.goto('/lure');
    const headline = page.getByRole('heading', { level: 1, name: /가디언에서 한 번에/ });
    await expect(headline).toBeVisible();
    expect(await linesOf(headline)).toBe(2);
  });

  test('쿠폰 사용·만료: a used coupon’s name reads on one line, its state above it', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/coupon?tab=past');
    const card = page.getByRole('link', { name: /봄맞이 3,000원 할인/ });
    await expect(card).toContainText('사용 완료');
    expect(await linesOf(card.getByText('봄맞이 3,000원 할인', { exact: true }))).toBe(1);
  });

  test('알림: a two-digit unread count does not go to a line of its own', async ({ page, loggedIn }) => {
    void loggedIn;
    // The seed leaves fewer than ten unread: the first page's count is raised to 13 on its way to the screen.
    await page.route(/\/v2\/notifications\?/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.unread = 13;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/news');
    const status = page.getByRole('status').filter({ hasText: '읽지 않은 알림 13개' });
    await expect(status).toBeVisible();
    const lastLine = await status.evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      const bottom = Math.max(...rects.map((r) => r.top));
      return rects.filter((r) => Math.abs(r.top - bottom) < 2).reduce((w, r) => w + r.width, 0);
    });
    const count = await status.evaluate((e) => {
      const probe = document.createElement('span');
      probe.textContent = '13개';
      e.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    });
    // Before, the last line held "13개" and nothing else.
    expect(lastLine).toBeGreaterThan(count * 1.5);
  });

  test('매장 상품: each price stays on its band’s first line, the band wrapping beside it', async ({
    page,
  }) => {
    await page.goto('/online-reservation/1');
    const card = page.getByRole('link', { name: /목욕/ }).first();
    const medium = card.getByText(/^중형견/);
    await expect(medium).toBeVisible();
    const price = medium.locator('xpath=following-sibling::strong');
    const [band, won] = [(await medium.boundingBox())!, (await price.boundingBox())!];
    // Side by side, tops level: before, the price fell to a line of its own beside the next band.
    expect(won.x).toBeGreaterThan(band.x + band.width - 1);
    expect(Math.abs(won.y - band.y)).toBeLessThan(4);
  });
});
