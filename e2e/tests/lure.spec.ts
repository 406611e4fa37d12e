// The first screen a new visitor sees (/lure), on the narrowest phone the app supports.
import { test, expect } from './fixtures';

test.describe('첫 화면 at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the headline breaks only where it is written to: two lines, none of them a lone word', async ({
    page,
  }) => {
    await page.goto('/lure');
    const headline = page.getByRole('heading', { level: 1, name: /가디언에서 한 번에/ });
    await expect(headline).toBeVisible();
    const lines = await headline.evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      // One rectangle per line box of text (the <br> adds none of its own).
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        .size;
    });
    expect(lines).toBe(2);
  });
});
