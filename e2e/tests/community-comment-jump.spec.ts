// 내가 쓴 댓글 → the post, opened at my comment: on a busy post my old comment is far from the newest ones the post
// opens with, so the link carries it, and the post shows it on screen, focused and lit, with the newer ones below.
import { apiUrl, demoToken, expect, test } from './fixtures';

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${apiUrl()}/v2${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { resultCode: string; data: T };
  expect(res.status, `${method} ${path}: ${json.resultCode}`).toBe(200);
  return json.data;
}

const login = async (userId: string) =>
  (await call<{ token: string }>('POST', '/login', '', { userId, password: 'guardian1234' })).token;

test('내가 쓴 댓글 opens a busy post at my old comment, on screen and focused, the newer ones below it', async ({
  page,
  loggedIn,
}) => {
  void loggedIn;
  const stamp = Date.now().toString(36);
  const [author, ...others] = await Promise.all([2, 3, 4, 5].map((n) => login(`community${n}@guardian.kr`)));
  const post = await call<{ communitySeq: number }>('POST', '/community', author!, {
    content: `산책 코스 추천해 주세요 ${stamp}`,
  });
  const comment = (token: string, content: string) =>
    call('POST', `/community/${post.communitySeq}/comments`, token, { content });
  const mine = `저는 한강 공원 코스 좋았어요 ${stamp}`;
  await comment(await demoToken(), mine);
  // Then 24 newer comments from three neighbours (each may write 10 a minute): mine is no longer among the newest.
  for (let i = 0; i < 24; i++) await comment(others[i % 3]!, `저도 궁금해요 ${i + 1}번째`);

  await page.goto('/my-info/community/comment');
  await page.getByRole('link', { name: new RegExp(mine) }).click();
  await expect(page).toHaveURL(new RegExp(`/community/${post.communitySeq}\\?comment=\\d+$`));
  const opened = page.locator('[id^="comment-"]', { hasText: mine }).first();
  await expect(opened).toBeInViewport();
  await expect(opened).toBeFocused();
  // Newer comments open below it; the newest is there once asked for.
  const newer = page.getByRole('button', { name: /^다음 댓글 \d+개 더보기$/ });
  await newer.scrollIntoViewIfNeeded();
  await newer.click();
  await expect(page.getByText('저도 궁금해요 24번째', { exact: true })).toBeAttached();
  await expect(page.getByText(mine)).toHaveCount(1);
});
