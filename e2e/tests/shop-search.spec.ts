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

// A phone turned sideways: 390 px of height, the sheet 85% of it.
test.describe('매장 찾기 on a phone held sideways (844x390)', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test('지역 선택 keeps 적용 on screen while its list scrolls, and a region from the end of the list applies', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/shop/result');
    await page.getByRole('button', { name: /^지역/ }).click();
    const sheet = page.getByRole('dialog', { name: '지역 선택' });
    const apply = sheet.getByRole('button', { name: /적용$/ });
    // Before anything scrolls: 적용 sat below the list's own scroll and the sheet's, off the screen.
    await expect(apply).toBeInViewport({ ratio: 1 });
    await expect(sheet.getByRole('heading', { name: '지역 선택' })).toBeInViewport({ ratio: 1 });

    const last = sheet.getByRole('group').last().getByRole('button').last();
    const name = (await last.textContent())!;
    await last.scrollIntoViewIfNeeded();
    await last.click();
    // The list scrolled under them: the title and 적용 are still where they were.
    await expect(sheet.getByRole('heading', { name: '지역 선택' })).toBeInViewport({ ratio: 1 });
    await expect(apply).toBeInViewport({ ratio: 1 });
    await expect(apply).toHaveText('1개 적용');
    await apply.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/regionSeqs=\d+/);
    await expect(page.getByRole('button', { name: /^지역/ })).toContainText(name);
  });
});
