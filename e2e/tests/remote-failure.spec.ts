import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, REMOTE_ROUTES, TABS, tabBar, remoteScreen } from './fixtures';

// DESIGN.md "failures": a dead remote costs one tab, never the shell; its route shows a Korean
// message and a retry that loads the remote in place once it is back.
test.describe('a remote that fails to load (DESIGN.md failures)', () => {
  for (const r of REMOTE_ROUTES) {
    test(`when ${r.remote} is down, ${r.root} shows 화면을 불러오지 못했어요, other tabs work, and 다시 시도 loads it without a page reload`, async ({
      page,
      privateSite,
      loggedIn,
    }) => {
      void loggedIn;
      const gone = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-dead-')), 'nothing-here');
      privateSite.setRemoteDir(r.remote, gone);
      try {
        await page.goto(privateSite.url + r.root);
        await page.evaluate(
          () => ((window as unknown as { __e2eSameDocument: string }).__e2eSameDocument = 'yes'),
        );

        await expect(page.getByText('화면을 불러오지 못했어요')).toBeVisible();
        await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();

        // The shell still works: the tab bar is there and another tab opens its remote.
        const other =
          r.remote === 'community'
            ? { tab: TABS[0], remote: 'curation' }
            : { tab: TABS[2], remote: 'community' };
        const bar = tabBar(page);
        await expect(bar).toBeVisible();
        await bar.getByRole('link', { name: other.tab.label, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === other.tab.href);
        await expect(remoteScreen(page, other.remote)).toBeVisible();

        await page.goBack();
        await expect(page).toHaveURL((url) => url.pathname === r.root);
        await expect(page.getByText('화면을 불러오지 못했어요')).toBeVisible();

        // The remote comes back; retrying loads it into the same document.
        privateSite.setRemoteDir(r.remote, undefined);
        await page.getByRole('button', { name: '다시 시도' }).click();
        await expect(remoteScreen(page, r.remote)).toBeVisible();
        await expect(page.getByText('화면을 불러오지 못했어요')).toHaveCount(0);
        expect(
          await page.evaluate(() => (window as unknown as { __e2eSameDocument?: string }).__e2eSameDocument),
        ).toBe('yes');
      } finally {
        privateSite.setRemoteDir(r.remote, undefined);
        fs.rmSync(path.dirname(gone), { recursive: true, force: true });
      }
    });
  }
});

// A phone losing its connection between screens: the tab's remote is loaded, but the next screen's code is not.
test.describe('a screen whose code does not arrive', () => {
  test('offline, 알림장 shows 화면을 불러오지 못했어요 instead of an empty page; back online, it opens by itself', async ({
    page,
    context,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/');
    await expect(remoteScreen(page, 'shops')).toBeVisible();
    await context.setOffline(true);
    try {
      await page.locator('main a[href="/alim-paper"]').first().click();
      await expect(page).toHaveURL((url) => url.pathname === '/alim-paper');
      await expect(page.getByText('화면을 불러오지 못했어요')).toBeVisible();
      await expect(
        page.getByText('인터넷에 연결되어 있지 않아요. 연결되면 이 화면을 다시 불러올게요.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
      await expect(tabBar(page)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByRole('heading', { name: '알림장' })).toBeVisible();
    await expect(page.getByText('화면을 불러오지 못했어요')).toHaveCount(0);
  });
});
