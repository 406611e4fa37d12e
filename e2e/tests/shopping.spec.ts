import { test, expect, tabBar } from './fixtures';

// 쇼핑 (spec §2): the mall fills the space between the top bar and the tab bar, and scrolls by itself.
test.describe('쇼핑: the mall in its frame', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} the mall fills the screen above the tab bar and the page itself does not scroll`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/shopping');
      const mall = page.frameLocator('iframe[title="가디언 쇼핑몰"]');
      await expect(mall.getByRole('heading', { name: '가디언 몰' })).toBeVisible();

      const main = page.getByTestId('main-scroll');
      const frame = await page.locator('iframe[title="가디언 쇼핑몰"]').boundingBox();
      const area = await main.boundingBox();
      const bar = await tabBar(page).boundingBox();
      // The frame is the scroll area, edge to edge, and ends where the tab bar starts.
      expect(frame).toEqual(area);
      expect(Math.round(frame!.y + frame!.height)).toBe(Math.round(bar!.y));
      // Nothing under it to scroll (it scrolled by the top bar's height before 2026-11-28).
      expect(await main.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
    });
  }
});
