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
