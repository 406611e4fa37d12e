import { test, expect, REMOTE_ROUTES, remoteScreen } from './fixtures';

// DESIGN.md "remote contract": the shell owns one router and patches a remote's routes in on the
// first navigation to a path it owns, so a deep link opens that remote and fetches no other.
test.describe('deep links (spec §2 route table, SCREENS.md ownership)', () => {
  for (const r of REMOTE_ROUTES) {
    test(`§2: a deep link to ${r.deep} opens the ${r.remote} remote`, async ({ page, loggedIn }) => {
      void loggedIn;
      const manifests: string[] = [];
      page.on('request', (req) => {
        const m = /\/remotes\/([a-z]+)\/mf-manifest\.json/.exec(req.url());
        if (m) manifests.push(m[1]);
      });
      await page.goto(r.deep);
      await expect(remoteScreen(page, r.remote)).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === r.deep);
      expect([...new Set(manifests)]).toEqual([r.remote]);
    });
  }
});
