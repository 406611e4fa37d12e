// 커뮤니티 story: read logged out, like → login → back and liked, write with photos and a breed tag,
// another account replies to a comment, the thread shows it, and search finds the post by a word inside it.
import type { Page, Route } from '@playwright/test';
import { apiUrl, demoToken, expect, logInFromAuthPage, pngFile, test } from './fixtures';
import { api } from './booking-api';

async function apiLogin(userId: string, password: string) {
  const res = await fetch(`${apiUrl()}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test('커뮤니티: read logged out, like after login, write with photos, a reply in the thread, search finds it', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // Logged out: the feed and a post are readable.
  await page.goto('/community');
  const feed = page.getByRole('feed', { name: '게시글 목록' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  await feed.getByRole('article').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/community\/\d+$/);
  const postPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: '게시글' })).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인하고 댓글 쓰기' })).toBeVisible();

  // Like → login → back on the post, liked.
  const like = page.getByRole('button', { name: /^좋아요 \d+개/ });
  const before = Number(/좋아요 (\d+)개/.exec((await like.getAttribute('aria-label'))!)![1]);
  await like.click();
  await page.getByRole('button', { name: '로그인하기' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth' && url.searchParams.get('redirectUrl') === postPath,
  );
  await logInFromAuthPage(page);
  await expect(page).toHaveURL((url) => url.pathname === postPath);
  await expect(page.getByRole('button', { name: /좋아요 \d+개, 취소하기/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: `좋아요 ${before + 1}개, 취소하기` })).toBeVisible();

  // Write a post with two photos and a breed tag: it is first in the feed.
  const stamp = Date.now().toString(36);
  const text = `오늘은 무지개다리공원에서 신나게 뛰어놀았어요 ${stamp}`;
  await page.goto('/community');
  await page.getByRole('button', { name: '글쓰기' }).click();
  await expect(page).toHaveURL(/\/community\/edit$/);
  await page.getByRole('button', { name: /품종 태그/ }).click();
  await page.getByRole('searchbox', { name: '품종 찾기' }).fill('말티즈');
  await page.getByRole('button', { name: /^말티즈/ }).click();
  // 올리기 before anything is written says what it waits for, and a tap takes the focus into the text box.
  const send = page.getByRole('button', { name: '올리기' });
  await expect(send).toHaveAccessibleDescription('내용을 입력해 주세요.');
  // Playwright waits for an aria-disabled button to be enabled: a tap as the phone's lands, without that wait.
  await send.click({ force: true });
  await expect(page.getByRole('textbox', { name: '내용' })).toBeFocused();
  await page.getByRole('textbox', { name: '내용' }).fill(text);
  await page
    .getByLabel('글 사진 앨범에서 선택')
    .setInputFiles([await pngFile(page, 'a.png', '#ff9f6e'), await pngFile(page, 'b.png', '#6e9fff')]);
  // The photo picker counts what was picked (the screen's one photo count).
  await expect(page.getByRole('group', { name: '글 사진' }).getByText('2/10')).toBeVisible();
  await expect(page.getByRole('button', { name: '올리기' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: '올리기' }).click();
  await expect(page).toHaveURL(/\/community\/\d+$/);
  const mine = new URL(page.url()).pathname;
  const communitySeq = Number(mine.split('/').pop());
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText('#말티즈')).toBeVisible();
  await expect(page.getByRole('list', { name: '첨부 사진' }).getByRole('listitem')).toHaveCount(2);

  await page.goto('/community');
  const first = page.getByRole('feed').getByRole('article').first();
  await expect(first).toContainText(text);
  await expect(first).toContainText('#말티즈');

  // I comment on my post; another account replies to that comment (through the API); the thread shows it.
  await first.getByRole('link').first().click();
  // 등록 before anything is typed says what it waits for, and pressed (Tab, Enter) takes the focus into the box.
  await expect(page.getByRole('button', { name: '등록' })).toHaveAccessibleDescription(
    '댓글을 입력해 주세요.',
  );
  await page.getByRole('button', { name: '등록' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: '댓글' })).toBeFocused();
  // The connection drops as I send it: the page says so and the comment goes once the phone is back online.
  await page.getByRole('textbox', { name: '댓글' }).fill('사진 어때요?');
  await context.setOffline(true);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('alert')).toHaveText(/인터넷 연결이 끊겼어요/);
  await expect(page.getByRole('button', { name: '등록' })).toHaveAttribute('aria-busy', 'true'); // held until online
  await context.setOffline(false);
  await expect(page.getByRole('textbox', { name: '댓글' })).toHaveValue('');
  await expect(page.getByText('사진 어때요?')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const other = await apiLogin('community1@guardian.kr', 'guardian1234');
  const thread = (await (await fetch(`${apiUrl()}/v2/community/${communitySeq}/comments`)).json()) as {
    data: { commentSeq: number; content: string }[];
  };
  const parentSeq = thread.data.find((c) => c.content === '사진 어때요?')!.commentSeq;
  const reply = await fetch(`${apiUrl()}/v2/community/${communitySeq}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${other}` },
    body: JSON.stringify({ content: '너무 귀여워요! 어디 공원인가요?', parentSeq }),
  });
  expect(reply.status).toBe(200);
  await page.reload();
  const replies = page.getByRole('list', { name: /에 단 답글$/ });
  await expect(replies.getByText('너무 귀여워요! 어디 공원인가요?')).toBeVisible();
  await expect(replies.getByText('초코맘')).toBeVisible();

  // Search a word inside the text (a partial Korean word): the post is found.
  await page.goto('/community/search');
  await page.getByRole('searchbox', { name: '검색어' }).fill(`개다리공 ${stamp}`);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/\/community\/result\?keyword=/);
  await expect(page.getByRole('article').first()).toContainText(text);
  await expect(page.getByText('검색 결과 1개')).toBeVisible();
});

test('scrolling past the first twenty posts keeps drawing the feed: later posts appear as they come into view', async ({
  page,
}) => {
  await page.goto('/community');
  const feed = page.getByRole('feed', { name: '게시글 목록' });
  await expect(feed.getByRole('article')).toHaveCount(20);
  const scroller = page.locator('main');
  // Down to the end of the first page: the next one loads and the list becomes a virtual one.
  const next = page.waitForResponse((r) => /\/v2\/community\?.*cursor=/.test(r.url()) && r.ok());
  await scroller.evaluate((m) => (m.scrollTop = m.scrollHeight));
  await next;
  // Further down, past the posts of the first page: cards are drawn where the screen is.
  await scroller.evaluate((m) => (m.scrollTop = m.scrollHeight - m.clientHeight * 2));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.querySelector('main')!.getBoundingClientRect();
        return [...document.querySelectorAll('article')].filter((a) => {
          const r = a.getBoundingClientRect();
          return r.bottom > main.top && r.top < main.bottom;
        }).length;
      }),
    )
    .toBeGreaterThan(0);
});

/** A read of the page's held until `open()`: the phone's slow network, one answer at a time. */
async function hold(page: Page, url: RegExp) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route(url, async (route: Route) => {
    await opened;
    await route.fallback();
  });
  return { open };
}

/** The newest posts of the feed, as the API lists them. */
async function newestPosts() {
  const { items } = await api<{
    items: {
      communitySeq: number;
      content: string;
      photos: unknown[];
      hidden: boolean;
      commentCount: number;
    }[];
  }>('GET', '/v2/community?sort=NEWEST&size=20');
  return items;
}

test('on a short post the comment box is at the screen’s bottom from the first paint and stays there as the post and its comments come', async ({
  page,
  loggedIn,
}) => {
  void loggedIn;
  const items = await newestPosts();
  // Short, without photos, with comments: the post and its thread take less than the screen.
  const post = items
    .filter((p) => p.photos.length === 0 && !p.hidden && p.commentCount > 0)
    .reduce((a, b) => (b.content.length < a.content.length ? b : a));
  const thread = await api<{ items: { content: string | null }[] }>(
    'GET',
    `/v2/community/${post.communitySeq}/comment-threads?size=20`,
  );
  const newest = thread.items.filter((c) => c.content).at(-1)!.content!;
  // What moves on the page as it comes (Chrome does not report a sticky box's moves: the box is measured below).
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const postRead = await hold(page, new RegExp(`/api/v2/community/${post.communitySeq}(\\?|$)`));
  const threadUrl = new RegExp(`/api/v2/community/${post.communitySeq}/comment-threads`);
  const threadRead = await hold(page, threadUrl);
  // The comments are asked for beside the post, not once it has come (a second round trip).
  const threadAsked = page.waitForRequest(threadUrl, { timeout: 10_000 });
  await page.goto(`/community/${post.communitySeq}`);
  await threadAsked;

  // The post still loading: the box is there already, at the bottom of the screen.
  const box = page.locator('form').filter({ has: page.getByRole('button', { name: '등록' }) });
  await expect(page.getByRole('status', { name: '글을 불러오는 중' })).toBeVisible();
  await expect(box).toBeVisible();
  const first = (await box.boundingBox())!;
  expect(first.y + first.height).toBeCloseTo(page.viewportSize()!.height, 0);

  // The post, and the comments' skeleton under it: the box has not moved.
  postRead.open();
  await expect(page.getByRole('article').getByText(post.content.slice(0, 10))).toBeVisible();
  await expect(page.getByRole('status', { name: '댓글을 불러오는 중' })).toBeVisible();
  expect(await box.boundingBox()).toEqual(first);
  // Typed in meanwhile, as a person does who does not wait for the comments (a second line grows the box upwards).
  const comment = `댓글이 오기 전에 쓴 댓글이에요 ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: '댓글' }).fill(comment);
  const typed = (await box.boundingBox())!;
  expect(typed.y + typed.height).toBe(first.y + first.height);
  const send = (await page.getByRole('button', { name: '등록' }).boundingBox())!;

  // The comments: the box is where it was, and a tap where 등록 was sends the comment.
  threadRead.open();
  await expect(page.getByRole('region', { name: '댓글' }).getByText(newest).first()).toBeVisible();
  expect(await box.boundingBox()).toEqual(typed);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
  await page.mouse.click(send.x + send.width / 2, send.y + send.height / 2);
  await expect(page.getByRole('region', { name: '댓글' }).getByText(comment)).toBeVisible();
  await expect(page.getByRole('textbox', { name: '댓글' })).toHaveValue('');
});

test('offline on a short post, the banner takes the top and the comment box stays at the bottom, nothing to scroll', async ({
  page,
  context,
  loggedIn,
}) => {
  void loggedIn;
  const items = await newestPosts();
  const post = items
    .filter((p) => p.photos.length === 0 && !p.hidden && p.commentCount <= 2)
    .reduce((a, b) => (b.content.length < a.content.length ? b : a));
  await page.goto(`/community/${post.communitySeq}`);
  await expect(page.getByRole('region', { name: '댓글' })).toBeVisible();
  const box = page.locator('form').filter({ has: page.getByRole('button', { name: '등록' }) });
  const online = (await box.boundingBox())!;
  const screenHeight = page.viewportSize()!.height;
  expect(online.y + online.height).toBeCloseTo(screenHeight, 0);
  const main = page.getByTestId('main-scroll');
  const overflow = () => main.evaluate((m) => m.scrollHeight - m.clientHeight);

  await context.setOffline(true);
  const banner = page.getByRole('alert').filter({ hasText: '인터넷 연결이 끊겼어요' });
  await expect(banner).toBeVisible();
  // Above the page (it does not cover the box), and the box has not moved.
  const bar = (await banner.boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(online.y);
  expect(await box.boundingBox()).toEqual(online);
  // A short post still fits: the page is as tall as what the banner leaves, not the whole screen (it scrolled by
  // the banner's height, for nothing).
  expect(await overflow()).toBeLessThanOrEqual(0);

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  expect(await box.boundingBox()).toEqual(online);
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('editing my comment: the box is as tall as the comment, and grows as lines are added', async ({
  page,
  loggedIn,
}) => {
  void loggedIn;
  const token = await demoToken();
  const stamp = Date.now().toString(36);
  const post = await api<{ communitySeq: number }>('POST', '/v2/community', {
    token,
    body: { content: `산책 코스 추천해 주세요 ${stamp}` },
  });
  await api('POST', `/v2/community/${post.communitySeq}/comments`, {
    token,
    body: { content: `저는 한강 공원 코스 좋았어요 ${stamp}` },
  });
  await page.goto(`/community/${post.communitySeq}`);
  await page.getByRole('button', { name: '수정', exact: true }).click();
  const box = page.getByLabel('댓글 수정');
  const composer = page.getByRole('textbox', { name: '댓글', exact: true });
  const height = (el: typeof box) => el.evaluate((e) => e.getBoundingClientRect().height);
  // One line, as the comment box under the post: it was seven lines high (the row's 11em width taken as its height).
  await expect.poll(() => height(box)).toBeLessThanOrEqual((await height(composer)) + 1);
  const oneLine = await height(box);
  await box.fill(`저는 한강 공원 코스 좋았어요 ${stamp}\n아침 일찍 가면 한산해요\n주차는 잠실 쪽이 편해요`);
  await expect.poll(() => height(box)).toBeGreaterThan(oneLine + 30);
  expect(await box.evaluate((e) => e.scrollHeight <= e.clientHeight + 1)).toBe(true);
});
