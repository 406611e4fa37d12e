import { shopFacts } from './booking-api';
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

// Opened straight at a page (a shared link, a push), the app must still lead somewhere: back stays in the
// app, a page that is gone says so with the way on, and a page that needs login asks for it.
test.describe('a page opened by a link leads on', () => {
  test('뒤로 가기 on a shared post goes to the feed instead of leaving the app', async ({ page }) => {
    await page.goto('/community/1');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/community');
    await expect(page.getByRole('feed', { name: '게시글 목록' })).toBeVisible();
  });

  test('a post that is gone says so, offers no retry, and 커뮤니티로 opens the feed', async ({ page }) => {
    await page.goto('/community/999999');
    await expect(page.getByRole('alert')).toContainText('삭제되었거나 볼 수 없는 글이에요.');
    await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
    await page.getByRole('button', { name: '커뮤니티로' }).click();
    await expect(page.getByRole('feed', { name: '게시글 목록' })).toBeVisible();
  });

  test('logged out, 쿠폰 asks to log in, and the login page knows to return to 쿠폰', async ({ page }) => {
    await page.goto('/coupon');
    // The login prompt, as 예약 내역 and 앨범 show it (not the API's 401 as an error).
    await expect(page.getByText('로그인이 필요해요', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
    await page.getByRole('button', { name: '로그인하기' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('redirectUrl') === '/coupon',
    );
  });

  test('a notice that is gone, or an address naming none, says so and 공지사항 목록 opens the list', async ({
    page,
  }) => {
    await page.goto('/notice/999999');
    await expect(page.getByRole('alert')).toContainText('공지사항을 찾을 수 없어요.');
    await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);

    const asked: string[] = [];
    page.on('request', (req) => {
      if (/\/v2\/notices\//.test(req.url())) asked.push(req.url());
    });
    await page.goto('/notice/abc');
    await expect(page.getByRole('alert')).toContainText('공지사항을 찾을 수 없어요.');
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: '공지사항 목록' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/notice');
  });
});

// Sharing with family or friends: the link goes to the share sheet (here, with none, it is copied), and where it is
// posted (KakaoTalk reads the HTML's Open Graph tags, running no script) it shows what it is.
test('a shop shared from its page: 공유하기 copies its link, which previews as the shop, and the tab names it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The name comes from the API: the page's h1 reads 매장 소개 until the shop arrives.
  const { name } = await shopFacts(1);
  await page.goto('/shop/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} | 가디언`);
  await page.getByRole('button', { name: '공유하기' }).click();
  await expect(page.getByText('링크를 복사했어요.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/shop/1`);

  const html = await (await request.get('/shop/1')).text();
  expect(html).toContain(`<meta property="og:title" content="${name}">`);
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/shop/1">`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+">/);
});

test('가디언 can be kept on the home screen: the browser reads its manifest and icons without a complaint', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/curation');
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
  const cdp = await context.newCDPSession(page);
  const { url, errors, manifest } = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string }[];
    manifest?: { name?: string; startUrl?: string; display?: string; icons?: { url: string }[] };
  };
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  expect(manifest?.name).toBe('가디언');
  expect(manifest?.display).toBe('kStandalone');
  expect(new URL(manifest!.startUrl!).pathname).toBe('/curation');
  for (const icon of manifest?.icons ?? []) {
    const res = await request.get(icon.url);
    expect(res.status(), icon.url).toBe(200);
    expect(res.headers()['content-type'], icon.url).toMatch(/^image\//);
  }
  // What Chromium would hold against installing it; a test browser's profile is always incognito.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touch!)).status()).toBe(200);
});
