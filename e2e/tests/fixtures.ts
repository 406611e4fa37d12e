// Shared fixtures: the site started by global-setup, a logged-in context, a private site server
// for stories that swap a remote's folder, and the federation share-scope reader.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { startSite } from '../../scripts/lib/stack.mjs';

export { readShareScope, SINGLETONS } from '../../scripts/lib/stack.mjs';

export const DEMO = { email: 'demo@guardian.kr', password: 'guardian1234' };

/** The five tabs of spec §2, in order: label and route. (매장･예약 uses U+FF65.) */
export const TABS = [
  { label: '홈', href: '/curation' },
  { label: '매장･예약', href: '/' },
  { label: '커뮤니티', href: '/community' },
  { label: '쇼핑', href: '/shopping' },
  { label: '마이페이지', href: '/my-info' },
] as const;

/** One route per remote, each opened by a deep link (SCREENS.md "Who owns which route"). */
export const REMOTE_ROUTES = [
  { remote: 'curation', root: '/curation', deep: '/event', needsLogin: false },
  { remote: 'shops', root: '/', deep: '/shop/search', needsLogin: true },
  { remote: 'community', root: '/community', deep: '/community/search', needsLogin: false },
  { remote: 'shopping', root: '/shopping', deep: '/shopping', needsLogin: false },
  { remote: 'mypage', root: '/my-info', deep: '/my-info/setting', needsLogin: true },
  { remote: 'chatting', root: '/chatting', deep: '/chatting', needsLogin: true },
] as const;

/** The throwaway API global-setup started for this run. */
export const apiUrl = () => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set: run through playwright.config.ts (global-setup)');
  return url;
};

let cachedToken: string | null = null;
/** Logs the demo account in through the API (POST /v2/login) once per worker. */
export async function demoToken(): Promise<string> {
  if (cachedToken) return cachedToken;
  const res = await fetch(`${apiUrl()}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: DEMO.email, password: DEMO.password }),
  });
  const body = (await res.json()) as { resultCode: string; data: { token: string } | null };
  if (!res.ok || !body.data?.token)
    throw new Error(`demo login failed: ${res.status} ${JSON.stringify(body)}`);
  cachedToken = body.data.token;
  return cachedToken;
}

/** Puts the demo account's session cookie (access_token, spec §4) into a context. */
export async function logIn(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    { name: 'access_token', value: await demoToken(), url: baseURL, sameSite: 'Lax' },
  ]);
}

/** On the login page (/auth, as a redirect leaves the owner there): 이메일로 로그인, the account, 로그인. */
export async function logInFromAuthPage(
  page: Page,
  account = { email: DEMO.email, password: DEMO.password },
) {
  await page
    .getByRole('link', { name: /이메일/ })
    .or(page.getByRole('button', { name: /이메일/ }))
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/email');
  await page.getByLabel('이메일').fill(account.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/**
 * In an open 반려동물 추가 sheet: a 6.5 kg male poodle born 2022-03-15 named `name` (priced in the small-dog band),
 * 추가하기, and the sheet gone.
 */
export async function addPoodleInSheet(page: Page, name: string) {
  const sheet = page.getByRole('dialog', { name: '반려동물 추가' });
  await sheet.getByLabel('이름').fill(name);
  await sheet.getByRole('searchbox', { name: '품종' }).fill('푸들');
  await sheet
    .getByRole('group', { name: '품종 목록' })
    .getByRole('button', { name: '푸들', exact: true })
    .click();
  await sheet.getByLabel('생일').fill('2022-03-15');
  await sheet.getByLabel('몸무게 (kg)').fill('6.5');
  await sheet.getByRole('button', { name: '남아' }).click();
  await sheet.getByRole('button', { name: '추가하기' }).click();
  await expect(sheet).toHaveCount(0);
}

/** The bottom tab bar: the navigation landmark that holds the five tab links. */
export function tabBar(page: Page) {
  return page.getByRole('navigation').filter({ has: page.getByRole('link', { name: '마이페이지' }) });
}

/** A remote's screen: remotes mark their screens' root with data-build-id="<remote>-<version>" (or a redeploy's BUILD_ID). */
export function remoteScreen(page: Page, remote: string) {
  return page.locator(`[data-build-id^="${remote}-"]`).first();
}

type Site = Awaited<ReturnType<typeof startSite>>;

export const test = base.extend<{ loggedIn: void }, { privateSite: Site }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  /** Add `loggedIn` to a test's arguments to start it with the demo account's session. */
  loggedIn: async ({ context, baseURL }, use) => {
    await logIn(context, baseURL!);
    await use();
  },
  /** A site server of this worker's own, so a test may point a remote at another folder. */
  privateSite: [
    async ({}, use) => {
      const site = await startSite({ apiUrl: apiUrl() });
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** A PNG drawn by the page's own canvas (no image files in the repository). */
export async function pngFile(page: Page, name: string, color: string) {
  const dataUrl = await page.evaluate((c) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 360;
    const g = canvas.getContext('2d')!;
    g.fillStyle = c;
    g.fillRect(0, 0, 480, 360);
    g.fillStyle = '#ffffff';
    g.beginPath();
    g.arc(240, 180, 90, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/png');
  }, color);
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
}

/** In an open chat room: photos drawn in these colours, picked from the album and sent together. */
export async function sendChatPhotos(page: Page, colors: string[]) {
  await page.getByRole('button', { name: '사진 첨부' }).click();
  await page
    .getByLabel('채팅 사진 앨범에서 선택')
    .setInputFiles(await Promise.all(colors.map((c) => pngFile(page, `${c.slice(1)}.png`, c))));
  await page.getByRole('button', { name: `사진 ${colors.length}장 보내기` }).click({ timeout: 30_000 });
}
