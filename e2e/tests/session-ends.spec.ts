// The session ends while a post is open (it expired, or the person logged out on another phone): the comment they
// typed is refused, §8's alert offers 로그인하기, they log in again, and are back on the post with the comment still in
// the box, which then posts.
import { apiUrl, expect, logInFromAuthPage, test } from './fixtures';

/** A session of its own (the demo account's is shared with the other stories, and this one is ended). */
const ACCOUNT = { userId: 'community17@guardian.kr', password: 'guardian1234' };

async function apiLogin() {
  const res = await fetch(`${apiUrl()}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNT),
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
