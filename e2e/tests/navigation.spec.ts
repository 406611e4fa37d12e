import { test, expect, TABS, tabBar, remoteScreen, logInFromAuthPage } from './fixtures';

test.describe('tabs and login (spec §2, §6)', () => {
  test('§2: opening the site shows the 홈 tab with the five-tab bar', async ({ page }) => {
    await page.goto('/curation');
    const bar = tabBar(page);
    await expect(bar).toBeVisible();
    const links = bar.getByRole('link');
    await expect(links).toHaveCount(5);
    for (const [i, tab] of TABS.entries()) {
      const link = links.nth(i);
      await expect(link).toHaveAccessibleName(tab.label);
      // §2/§6: logged out, 마이페이지 (login required) points at the login page with the way back.
      const href = tab.href === '/my-info' ? `/auth?redirectUrl=${encodeURIComponent(tab.href)}` : tab.href;
      await expect(link).toHaveAttribute('href', href);
    }
    await expect(bar.getByRole('link', { name: '홈', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(remoteScreen(page, 'curation')).toBeVisible();
  });

  test('§2: the tab bar is hidden on a page that is not a root list page (/auth)', async ({ page }) => {
    await page.goto('/auth');
    await expect(
      page
        .getByRole('link', { name: /이메일/ })
        .or(page.getByRole('button', { name: /이메일/ }))
        .first(),
    ).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
  });

  test('§2/§6: tapping 마이페이지 logged out goes to /auth?redirectUrl=… and after login lands there', async ({
    page,
  }) => {
    await page.goto('/curation');
    await tabBar(page).getByRole('link', { name: '마이페이지', exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('redirectUrl') === '/my-info',
    );

    await logInFromAuthPage(page);

    await expect(page).toHaveURL((url) => url.pathname === '/my-info');
    await expect(remoteScreen(page, 'mypage')).toBeVisible();
    await expect(tabBar(page).getByRole('link', { name: '마이페이지', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Logged in, a saved login link no longer asks to log in: it goes on to where it points.
    await page.goto('/auth?redirectUrl=%2Fcommunity');
    await expect(page).toHaveURL((url) => url.pathname === '/community');
    await expect(remoteScreen(page, 'community')).toBeVisible();
  });
});

test.describe('forms under the page header', () => {
  test('회원가입: 가입하기 on an empty form brings the first field into view with its label, below the page header', async ({
    page,
  }) => {
    await page.goto('/auth/email?mode=signup');
    await page.getByRole('button', { name: '가입하기' }).click();
    const email = page.getByRole('textbox', { name: '이메일' });
    await expect(email).toBeFocused();
    const header = await page.locator('header').first().boundingBox();
    const label = await page
      .locator('label')
      .filter({ hasText: /^이메일$/ })
      .boundingBox();
    expect(label!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });
});
