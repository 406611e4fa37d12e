// A shop's invitation link, opened by an owner with no shop yet: 연결하기, and 매장･예약's home shows that shop at once,
// with no reload. The page opened at the link had asked for the user as it loaded (the HTML's early GET /v2/me, taken by
// nobody on /invitation): home showed that answer, from before the link, as "연결된 매장이 없어요".
import { test, expect } from './fixtures';
import { api, logInAs } from './booking-api';

// Seeded with pets and posts but no shop; elsewhere only community-comment-jump's commenter, which no shop changes.
const OWNER = 'community3@guardian.kr';
// Single use (the run's API is fresh); no other story opens it.
const TOKEN = 'DEMO-INVITE-1';

test('연결하기 on an invitation goes home showing the linked shop, without a reload', async ({
  page,
  context,
  baseURL,
}) => {
  const token = await logInAs(OWNER);
  const before = await api<{ userShops: unknown[] }>('GET', '/v2/me', { token });
  expect(before.userShops).toHaveLength(0);
  const { shopName } = await api<{ shopName: string }>('POST', '/v2/invitation/token/validate', {
    token,
    body: { token: TOKEN },
  });
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);

  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/v1/shop/user/link' || pathname === '/api/v2/me') reads.push(pathname);
  });
  await page.goto(`/invitation?token=${TOKEN}`);
  await expect(page.getByRole('heading', { name: shopName, exact: true })).toBeVisible();
  const reloads: string[] = [];
  page.on('load', () => reloads.push(page.url()));
  await page.getByRole('button', { name: '연결하기', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(
    page.getByRole('region', { name: '현재 매장' }).getByText(shopName, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('연결된 매장이 없어요')).toHaveCount(0);
  // The user was read after the link, and the page was never loaded again.
  expect(reads.slice(reads.indexOf('/api/v1/shop/user/link') + 1)).toContain('/api/v2/me');
  expect(reloads).toEqual([]);
});
