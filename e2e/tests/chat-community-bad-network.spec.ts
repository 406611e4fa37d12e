// 채팅 and 커뮤니티 on a bad connection, on a phone: requests that fail on the way (a subway's network) leave the
// person a way on, readable and reachable. What a component test cannot see: the browser's own focus on a tap, the
// colours as painted, and what the fixed 글쓰기 button covers.
import { AxeBuilder } from '@axe-core/playwright';
import { test, expect, demoToken } from './fixtures';
import { api } from './booking-api';

test.describe('on a phone (touch)', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a tap on 보내기 keeps the keyboard up, and a send lost on the way reads clearly with 재전송 and 삭제', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const [room] = await api<{ chattingRoomId: number }[]>('GET', '/v2/chatting/room', {
      token: await demoToken(),
    });
    await page.route('**/v2/chatting/message/send', (route) => route.abort('internetdisconnected'));
    await page.goto(`/chatting/${room!.chattingRoomId}`);
    const box = page.getByRole('textbox', { name: '메시지 입력' });
    await box.tap();
    await box.fill(`지하철이라 잘 안 터지네요 ${Date.now().toString(36)}`);
    await page.getByRole('button', { name: '보내기' }).tap();

    const failed = page.getByTestId('chat-pending');
    await expect(failed).toContainText('전송 실패');
    // The box still has the focus: the phone's keyboard did not close under the thumb.
    await expect(box).toBeFocused();
    await expect(failed.getByRole('button', { name: '재전송' })).toBeVisible();
    // Its words as readable as a sent message's (a dimmed bubble was 2.9:1).
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="chat-pending"]')
      .withRules(['color-contrast'])
      .analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);

    await failed.getByRole('button', { name: '삭제' }).tap();
    await expect(failed).toHaveCount(0);
    await expect(box).toBeFocused();
  });

  test('an edit with every call held 2 s goes once on a double tap, its button busy at once, and is saved', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const token = await demoToken();
    const [room] = await api<{ chattingRoomId: number }[]>('GET', '/v2/chatting/room', { token });
    const words = `수정할 메시지 ${Date.now().toString(36)}`;
    await api('POST', '/v2/chatting/message/send', {
      token,
      body: {
        chattingRoomId: room!.chattingRoomId,
        clientId: `e2e${Date.now().toString(36)}edit`,
        message: words,
        mediaSeqs: [],
      },
    });
    await page.goto(`/chatting/${room!.chattingRoomId}`);
    await page.getByRole('button', { name: `${words}, 눌러서 수정` }).tap();
    const box = page.getByRole('textbox', { name: '수정할 메시지' });
    await box.fill(`${words} 고침`);

    // A slow network: every API call is held 2 s on its way.
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.fallback().catch(() => {});
    });
    const edits: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/v2/chatting/message/')) edits.push(r.url());
    });
    const save = page.getByRole('button', { name: '수정하기' });
    // Two taps before the screen is drawn again, as a busy phone takes a double tap (shared/src/test/double-tap.ts).
    await save.evaluate((el: HTMLElement) => {
      el.click();
      el.click();
    });
    // Busy at once, well before the answer: the box keeps its words and takes no more until it is saved.
    await expect(save).toHaveAttribute('aria-busy', 'true', { timeout: 500 });
    await expect(box).toHaveAttribute('readonly', '');
    await expect(box).toHaveValue(`${words} 고침`);

    await expect(box).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByText(`${words} 고침`)).toBeVisible();
    expect(edits).toHaveLength(1);
  });
});

test('a next page of the feed that fails offers 다시 시도 clear of the 글쓰기 button, and it loads the page', async ({
  page,
}) => {
  // Every next page fails from the start: a page that slipped through before the connection "dropped" (the end
  // of the first page comes near on a slow run) would leave the test waiting on whichever page came next.
  let offline = true;
  const asked: string[] = [];
  await page.route(/\/v2\/community\?/, (route) => {
    if (!route.request().url().includes('cursor=')) return route.fallback();
    asked.push(offline ? 'failed' : 'loaded');
    return offline ? route.abort('internetdisconnected') : route.fallback();
  });
  await page.goto('/community');
  const feed = page.getByRole('feed', { name: '게시글 목록' });
  await expect(feed.locator('article').first()).toBeVisible();
  const retry = page.getByRole('button', { name: '글을 더 불러오지 못했어요. 다시 시도' });
  const toEnd = () =>
    page.evaluate(() => {
      const main = document.querySelector('[data-testid="main-scroll"]')!;
      main.scrollTo(0, main.scrollHeight);
    });
  // Scrolled to the end, as far as the list goes (the first page draws its cards in the background first).
  await expect(async () => {
    await toEnd();
    expect(asked, 'a next page was asked for and failed').toContain('failed');
  }).toPass({ timeout: 20_000 });
  await expect(retry).toBeVisible();
  await toEnd();
  const fab = page.getByRole('button', { name: '글쓰기' });
  const [r, f] = [(await retry.boundingBox())!, (await fab.boundingBox())!];
  expect(r.y + r.height, 'the retry ends above the 글쓰기 button').toBeLessThanOrEqual(f.y);

  offline = false;
  const nextPage = page.waitForResponse((r) => r.url().includes('cursor=') && r.ok());
  await retry.click();
  await nextPage;
  await expect(retry).toHaveCount(0);
  // The posts shown stay: the first one is still there above the page that came.
  await expect(feed.locator('article').first()).toBeAttached();
});
