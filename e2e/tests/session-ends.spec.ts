// The session ends while a post is open (it expired, or the person logged out on another phone): the comment they
// typed is refused, §8's alert offers 로그인하기, they log in again, and are back on the post with the comment still in
// the box, which then posts.
import { apiUrl, expect, logInFromAuthPage, test } from './fixtures';

/** A session of its own (the demo account's is shared with the other stories, and this one is ended). */
const ACCOUNT = { userId: 'community17@guardian.kr', password: 'guardian1234' };

async function apiLogin(account = ACCOUNT) {
  const res = await fetch(`${apiUrl()}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test('a comment typed after the session ended elsewhere survives the login and is posted', async ({
  page,
  context,
  baseURL,
}) => {
  const token = await apiLogin();
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto('/community');
  const feed = page.getByRole('feed', { name: '게시글 목록' });
  await feed.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/community\/\d+$/);
  const postPath = new URL(page.url()).pathname;
  const box = page.getByRole('textbox', { name: '댓글' });
  await expect(box).toBeVisible();

  // Logged out on another phone: the session this page holds is over.
  const out = await fetch(`${apiUrl()}/v2/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(out.ok).toBe(true);

  const comment = `세션이 끝난 뒤에 쓴 긴 댓글이에요. 산책 코스 공유해 주셔서 고마워요 ${Date.now()}`;
  await box.fill(comment);
  await page.getByRole('button', { name: '등록' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('정상적인 접근이 아닙니다. 다시 시도해주세요.');
  await alert.getByRole('button', { name: '로그인하기' }).click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth' && url.searchParams.get('redirectUrl') === postPath,
  );
  await logInFromAuthPage(page, { email: ACCOUNT.userId, password: ACCOUNT.password });

  await expect(page).toHaveURL((url) => url.pathname === postPath);
  await expect(box).toHaveValue(comment);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('region', { name: '댓글' }).getByText(comment)).toBeVisible();
  await expect(box).toHaveValue('');
});

test('a nickname typed in 프로필 수정 after the session ended elsewhere: one message, and it is in the form after the login', async ({
  page,
  context,
  baseURL,
}) => {
  const account = { userId: 'community16@guardian.kr', password: 'guardian1234' };
  const token = await apiLogin(account);
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto('/my-info/profile/edit');
  const nickname = page.getByLabel('닉네임');
  await expect(nickname).not.toHaveValue('');

  const out = await fetch(`${apiUrl()}/v2/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(out.ok).toBe(true);

  const typed = `새닉${Date.now() % 100000}`;
  await nickname.fill(typed);
  await page.getByRole('button', { name: '저장' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('정상적인 접근이 아닙니다. 다시 시도해주세요.');
  // The alert is the one message: no toast, no form error under it.
  await expect(page.getByRole('status').filter({ hasText: '로그인' })).toHaveCount(0);
  await expect(page.locator('form [role="alert"]')).toHaveCount(0);
  await alert.getByRole('button', { name: '로그인하기' }).click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth' && url.searchParams.get('redirectUrl') === '/my-info/profile/edit',
  );
  await logInFromAuthPage(page, { email: account.userId, password: account.password });
  await expect(page).toHaveURL((url) => url.pathname === '/my-info/profile/edit');
  await expect(nickname).toHaveValue(typed);
});
