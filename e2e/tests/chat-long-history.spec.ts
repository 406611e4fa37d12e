// A chat room with a long history, on a phone: the newest messages first, the older ones as the reader scrolls up,
// and the room left after reading it all the way up opens again at its newest with only those drawn, not the
// whole history loaded before (a year of messages drawn at once, and held in memory while away).
import { test, expect } from './fixtures';
import { api, chatShop } from './booking-api';

// Owners no other story uses, one a test (each has its own room with the shop).
const OWNER = 'community5@guardian.kr';
const SHORT_OWNER = 'community6@guardian.kr';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function ownerToken(owner = OWNER): Promise<string> {
  const session = await api<{ token: string }>('POST', '/v2/login', {
    body: { userId: owner, password: 'guardian1234' },
  });
  return session.token;
}

/** The owner's session and their room with the first demo shop that takes chats (kept across runs). */
async function ownerRoom(owner: string) {
  const token = await ownerToken(owner);
  const staff = await chatShop();
  const { chattingRoomId } = await api<{ chattingRoomId: number }>(
    'POST',
    `/v2/chatting/room?shopId=${staff.shopId}`,
    { token },
  );
  return { token, staff, chattingRoomId };
}

test('a room read all the way up opens again at its newest, with only those drawn', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { token, staff, chattingRoomId } = await ownerRoom(OWNER);
  // Six pages of history (the room is kept across runs: a repeat only makes it longer).
  const run = Date.now().toString(36);
  for (let i = 1; i <= 60; i++) {
    if (i % 2)
      await api('POST', '/v2/chatting/message/send', {
        token,
        body: { chattingRoomId, clientId: `long-${run}-${i}`, message: `질문 ${i} ${run}`, mediaSeqs: [] },
      });
    else
      await api('POST', '/v2/partner/chatting/message/send', {
        token: staff.token,
        body: { chattingRoomId, message: `답변 ${i} ${run}` },
      });
  }
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  // A slow network: each request to the API waits 300 ms.
  await context.route('**/api/v2/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });

  await page.goto('/chatting');
  const row = page.locator(`a[href$="/chatting/${chattingRoomId}"]`);
  await row.click();
  const list = page.getByTestId('chat-scroll');
  const messages = list.getByTestId('chat-message');
  await expect(list.getByText(`답변 60 ${run}`)).toBeInViewport();

  // Up through this run's history: each older page comes as the top is neared.
  await expect(async () => {
    await list.evaluate((el) => (el.scrollTop = 0));
    await expect(list.getByText(`질문 1 ${run}`)).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  expect(await messages.count()).toBeGreaterThanOrEqual(60);

  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await row.click();
  await expect(list.getByText(`답변 60 ${run}`)).toBeInViewport();
  expect(await messages.count()).toBeLessThanOrEqual(21);
  await expect(list.getByText(`질문 1 ${run}`)).toHaveCount(0);
});

test('a room whose newest ten messages are short fills the phone’s screen with older ones by itself', async ({
  page,
  context,
  baseURL,
}) => {
  const { token, chattingRoomId } = await ownerRoom(SHORT_OWNER);
  const run = Date.now().toString(36);
  // Ten one-line answers fit the screen: the list does not scroll, so no scroll asks for the older ones.
  for (let i = 1; i <= 30; i++)
    await api('POST', '/v2/chatting/message/send', {
      token,
      body: { chattingRoomId, clientId: `short-${run}-${i}`, message: `네 ${i}`, mediaSeqs: [] },
    });
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  await context.route('**/api/v2/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });

  await page.goto(`/chatting/${chattingRoomId}`);
  const list = page.getByTestId('chat-scroll');
  await expect(list.getByText('네 30', { exact: true })).toBeInViewport();
  await expect(list.getByText('네 11', { exact: true })).toBeAttached();
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect(list.getByText('네 30', { exact: true })).toBeInViewport();
});

test('a short conversation sits at the bottom, against the box it is answered from', async ({
  page,
  context,
  baseURL,
}) => {
  // An owner who never writes here: the room stays empty, run after run.
  const { token, chattingRoomId } = await ownerRoom('community7@guardian.kr');
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);

  await page.goto(`/chatting/${chattingRoomId}`);
  const notice = page.getByTestId('chat-scroll').getByText('궁금한 점을 남겨주세요.');
  await expect(notice).toBeVisible();
  const text = await notice.boundingBox();
  const box = await page.getByRole('textbox', { name: '메시지 입력' }).boundingBox();
  // Just above the message box (the list's padding between), not at the top with a screen's gap under it.
  expect(box!.y - (text!.y + text!.height)).toBeLessThan(60);
});
