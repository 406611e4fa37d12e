// 매장 찾기 on the narrowest phone the app supports (320 px): every 업종 is on screen and can be chosen.
import { test, expect } from './fixtures';

test.describe('매장 찾기 at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('shows all five 업종 within the screen, and 데이케어 finds day-care shops', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/shop/search');
    const kinds = page.getByRole('group', { name: '업종' });
    for (const name of ['전체', '미용', '호텔', '유치원', '데이케어']) {
      const chip = kinds.getByRole('button', { name, exact: true });
      await expect(chip).toBeInViewport({ ratio: 1 });
    }
    await kinds.getByRole('button', { name: '데이케어', exact: true }).click();
    await page.getByRole('button', { name: '매장 검색' }).click();
    await expect(page).toHaveURL(/\/shop\/result\?.*category=DAY_CARE/);
    await expect(page.getByRole('listitem').first()).toContainText('데이케어');
    // The result page keeps the same filters in view.
    await expect(
      page.getByRole('group', { name: '업종' }).getByRole('button', { name: '데이케어', exact: true }),
    ).toBeInViewport({ ratio: 1 });
  });
});
