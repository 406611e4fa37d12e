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

  test('coming back to 쇼핑 shows the mall page the user left; tapping 쇼핑 again goes to its home', async ({
    page,
  }) => {
    await page.goto('/shopping');
    const mall = page.frameLocator('iframe[title="가디언 쇼핑몰"]');
    await mall.getByRole('link', { name: '장난감' }).click();
    await expect(mall.getByRole('link', { name: '장난감' })).toHaveAttribute('aria-current', 'page');

    await tabBar(page).getByRole('link', { name: '홈' }).click();
    await expect(page).toHaveURL(/\/curation$/);
    await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
    await expect(mall.getByRole('link', { name: '장난감' })).toHaveAttribute('aria-current', 'page');
    await expect(mall.getByText('삑삑 소리나는 라텍스 공')).toBeVisible();
    await expect(mall.getByText('연어 & 고구마 전연령 사료 2kg')).toBeHidden();

    await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
    await expect(mall.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page');
    await expect(mall.getByText('연어 & 고구마 전연령 사료 2kg')).toBeVisible();
  });

  test('opened offline, the page says so once, with 다시 시도, and shows the mall when the connection returns', async ({
    page,
    context,
  }) => {
    await page.goto('/shopping');
    const mall = page.frameLocator('iframe[title="가디언 쇼핑몰"]');
    await expect(mall.getByRole('heading', { name: '가디언 몰' })).toBeVisible();
    await tabBar(page).getByRole('link', { name: '홈' }).click();
    await expect(page).toHaveURL(/\/curation$/);

    await context.setOffline(true);
    await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
    await expect(page.getByRole('alert')).toHaveText(/인터넷에 연결되어 있지 않아요/);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();

    await context.setOffline(false);
    await expect(mall.getByRole('heading', { name: '가디언 몰' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
