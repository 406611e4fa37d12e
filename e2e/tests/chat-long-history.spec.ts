// A chat room with a long history, on a phone: the newest messages first, the older ones as the reader scrolls up,
// and the room left after reading it all the way up opens again at its newest with only those drawn, not the
// whole history loaded before (a year of messages drawn at once, and held in memory while away). On a slow network
// the older pages are read ahead of a reader scrolling up, not asked for once the top is reached.
import { test, expect } from './fixtures';
import { api, chatShop, logInAs, staffLogin, type StaffShop } from './booking-api';

// Owners no other story uses, one a test (each has its own room with the shop).
const OWNER = 'community5@guardian.kr';
const SHORT_OWNER = 'community6@guardian.kr';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The owner's session and their room with a shop's staff: the first demo shop that takes chats unless one is
 * given (kept across runs). */
async function ownerRoom(owner: string, shop?: StaffShop) {
  const token = await logInAs(owner);
  const staff = shop ?? (await chatShop());
  const { chattingRoomId } = await api<{ chattingRoomId: number }>(
    'POST',
    `/v2/chatting/room?shopId=${staff.shopId}`,
    { token },
  );
  return { token, staff, chattingRoomId };
}

/** A conversation of `count` messages sent to the room, the owner's 질문 1 and the shop's 답변 2 by turns, each
 * marked with this run's `run` (returned) so that a story finds its own in a room kept across runs. */
async function converse({ token, staff, chattingRoomId }: Room, count: number, clientIds: string) {
  const run = Date.now().toString(36);
  for (let i = 1; i <= count; i++) {
    if (i % 2)
      await api('POST', '/v2/chatting/message/send', {
        token,
        body: {
          chattingRoomId,
          clientId: `${clientIds}-${run}-${i}`,
          message: `질문 ${i} ${run}`,
          mediaSeqs: [],
        },
      });
    else
      await api('POST', '/v2/partner/chatting/message/send', {
        token: staff.token,
        body: { chattingRoomId, message: `답변 ${i} ${run}` },
      });
  }
  return run;
}
type Room = Awaited<ReturnType<typeof ownerRoom>>;

test('a room read all the way up opens again at its newest, with only those drawn', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const room = await ownerRoom(OWNER);
  const { token, chattingRoomId } = room;
  // Six pages of history (the room is kept across runs: a repeat only makes it longer).
  const run = await converse(room, 60, 'long');
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
  const notice = page.getByTestId('chat-scroll').getByText('궁금한 점을 남겨 주세요.');
  await expect(notice).toBeVisible();
  const text = await notice.boundingBox();
  const box = await page.getByRole('textbox', { name: '메시지 입력' }).boundingBox();
  // Just above the message box (the list's padding between), not at the top with a screen's gap under it.
  expect(box!.y - (text!.y + text!.height)).toBeLessThan(60);
});

test('scrolled up, the older pages are read three screens ahead of the reader, each once, and one that comes keeps the message under the finger in place', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const room = await ownerRoom('community12@guardian.kr');
  const { token, chattingRoomId } = room;
  const run = await converse(room, 200, 'ahead');
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  const list = page.getByTestId('chat-scroll');
  // Each older page asked for: its lastSeq and how far from the top the reader was then. An answer can be held back
  // (`hold`) until the story lets it go, so that what it checks does not depend on the network's speed.
  const asked: { lastSeq: string; fromTop: number }[] = [];
  let hold: Promise<void> | null = null;
  await context.route('**/api/v2/chatting/message?*', async (route) => {
    const lastSeq = new URL(route.request().url()).searchParams.get('lastSeq');
    if (lastSeq) {
      asked.push({ lastSeq, fromTop: await list.evaluate((el) => el.scrollTop).catch(() => -1) });
      await hold;
    }
    await route.continue();
  });
  const screensAbove = () => list.evaluate((el) => el.scrollTop / el.clientHeight);

  await page.goto(`/chatting/${chattingRoomId}`);
  await expect(list.getByText(`답변 200 ${run}`)).toBeInViewport();
  // At its newest, the room reads no further than its first screen and a little above (what it keeps when left).
  await expect.poll(() => list.getByTestId('chat-message').count()).toBeGreaterThanOrEqual(20);
  expect(await screensAbove()).toBeLessThan(3);

  // Up half a screen: the pages ahead come by themselves until three screens lie above what is read (before, none
  // came until the reader was 600 px from the top).
  await list.evaluate((el) => (el.scrollTop -= el.clientHeight / 2));
  await expect.poll(screensAbove).toBeGreaterThanOrEqual(3);
  // A flick of two screens: still a screen above, and the next pages asked for before the top comes.
  const before = asked.length;
  await list.evaluate((el) => (el.scrollTop -= 2 * el.clientHeight));
  await expect.poll(() => asked.length).toBeGreaterThan(before);
  expect(asked[before]!.fromTop).toBeGreaterThan(0);
  await expect.poll(screensAbove).toBeGreaterThanOrEqual(3);
  // Each page asked for once, however many scroll events came while it was on its way.
  expect(new Set(asked.map((a) => a.lastSeq)).size).toBe(asked.length);

  // The next page held back while the reader goes on up: when it comes, the message under the finger stays put (it
  // went back down to where the page was asked for, by as far as the reader had gone on).
  let release = () => {};
  hold = new Promise<void>((resolve) => (release = resolve));
  const held = asked.length;
  const count = await list.getByTestId('chat-message').count();
  await list.evaluate((el) => (el.scrollTop -= 2 * el.clientHeight + 300));
  await expect.poll(() => asked.length).toBeGreaterThan(held);
  const seq = await list.evaluate((el) => {
    const middle = el.getBoundingClientRect().top + el.clientHeight / 2;
    const under = [...el.querySelectorAll<HTMLElement>('[data-testid="chat-message"]')].find(
      (m) => m.getBoundingClientRect().bottom > middle,
    );
    return under!.dataset.seq;
  });
  const under = list.locator(`[data-seq="${seq}"]`);
  const y = (await under.boundingBox())!.y;
  hold = null;
  release();
  await expect.poll(() => list.getByTestId('chat-message').count()).toBeGreaterThan(count);
  // (Within a pixel: the list's height is counted in whole pixels, the messages' in fractions.)
  expect(Math.abs((await under.boundingBox())!.y - y)).toBeLessThanOrEqual(1);
});

test('read back, the older pages after the first screen’s two of ten come thirty at a time, each asked for once', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The owner of the story above, in their room with another shop (the second demo shop, which takes chats too): no
  // other story reads this room, and the two stories may run at once.
  const room = await ownerRoom('community12@guardian.kr', await staffLogin(2));
  const { token, chattingRoomId } = room;
  const run = await converse(room, 120, 'skim');
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  // Each page of messages asked for: before which sequence, and how many (none said: ten).
  const asked: { lastSeq: string | null; size: string | null }[] = [];
  await context.route('**/api/v2/chatting/message?*', async (route) => {
    const query = new URL(route.request().url()).searchParams;
    if (!query.has('afterSeq') && !query.has('editedSince'))
      asked.push({ lastSeq: query.get('lastSeq'), size: query.get('size') });
    await route.continue();
  });
  const list = page.getByTestId('chat-scroll');

  await page.goto(`/chatting/${chattingRoomId}`);
  await expect(list.getByText(`답변 120 ${run}`)).toBeInViewport();
  // The room opens as before: its newest ten, and ten above them, asked as they always were (no size).
  await expect.poll(() => list.getByTestId('chat-message').count()).toBeGreaterThanOrEqual(20);
  expect(asked.slice(0, 2).map((a) => a.size)).toEqual([null, null]);

  // Skimmed up to this run's first message: every page after those two asks for thirty.
  await expect(async () => {
    await list.evaluate((el) => (el.scrollTop = 0));
    await expect(list.getByText(`질문 1 ${run}`)).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  const older = asked.slice(2);
  expect(older.length).toBeGreaterThanOrEqual(4);
  expect(older.every((a) => a.size === '30')).toBe(true);
  // Each page once: 120 messages came in the two pages of ten and four of thirty, not in ten pages of ten.
  expect(new Set(asked.map((a) => a.lastSeq)).size).toBe(asked.length);
  // Thirty a page, one after another: each asked for before the seq the one before it began at, thirty lower.
  const seqs = older.map((a) => Number(a.lastSeq));
  for (let i = 1; i < seqs.length; i++) expect(seqs[i - 1]! - seqs[i]!).toBe(30);
});
