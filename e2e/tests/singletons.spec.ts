import { test, expect, tabBar, remoteScreen, readShareScope, SINGLETONS } from './fixtures';

// DESIGN.md "singletons": a second copy gives "Invalid hook call", "No QueryClient set", a second store.
test('DESIGN singletons: after 홈, 마이페이지 and 쇼핑 exactly one copy of each singleton is loaded', async ({
  page,
  loggedIn,
}) => {
  void loggedIn;
  await page.goto('/curation');
  await expect(remoteScreen(page, 'curation')).toBeVisible();
  await tabBar(page).getByRole('link', { name: '마이페이지', exact: true }).click();
  await expect(remoteScreen(page, 'mypage')).toBeVisible();
  await tabBar(page).getByRole('link', { name: '쇼핑', exact: true }).click();
  await expect(remoteScreen(page, 'shopping')).toBeVisible();

  const scope = await page.evaluate(readShareScope);
  expect(scope.present, 'window.__FEDERATION__ exists').toBe(true);
  const loaded = Object.fromEntries(SINGLETONS.map((name) => [name, scope.packages[name]?.loaded ?? 0]));
  // react-router is loaded through react-router-dom; if a build never asks for it on its own it
  // may not be in the scope at all, but there must never be two.
  const expected = Object.fromEntries(
    SINGLETONS.map((name) => [name, name === 'react-router' ? Math.min(loaded[name], 1) : 1]),
  );
  expect(loaded, JSON.stringify(scope.packages, null, 1)).toEqual(expected);
});
