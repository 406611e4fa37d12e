// The phone's largest text (200%: Android's font size reaches the app's WebView as the root font size) on 채팅 at
// 390x844: what sat beside a label in a message goes under it once the bubble is too narrow for both, instead of
// being squeezed to a word a line or drawn past the bubble's edge, and photos keep the line's width with the time
// under them; at the usual size everything stays side by side.
import type { Page } from '@playwright/test';
import { test, expect, sendChatPhotos } from './fixtures';
import { api, chatShop, logInAs } from './booking-api';
import { box, largeText, lines } from './large-text';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Opens the demo owner's room with 바둑펫뷰티 종로점 from 채팅's list (the text at `size` first, if given): its
 * message box, and its last message. */
async function openRoom(page: Page, size?: string) {
  await page.goto('/chatting');
  if (size) await page.evaluate((s) => document.documentElement.style.setProperty('font-size', s), size);
  await page.getByRole('link', { name: /바둑펫뷰티 종로점/ }).click();
  const input = page.getByLabel('메시지 입력');
  await expect(input).toBeVisible();
  return { input, last: page.getByTestId('chat-message').last() };
}

/** openRoom, the room shown at its newest: the last message whole above the box. */
async function openAtNewest(page: Page, size?: string) {
  const room = await openRoom(page, size);
  await expect(room.last).toBeInViewport({ ratio: 1 });
  return room;
}

test.describe('the largest text (200%) on 채팅', () => {
  test('상담 신청서: each answer goes under its label, the day on one line and the phone number inside the bubble', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await openRoom(page);
    const form = page.locator('dl').filter({ has: page.locator('dt', { hasText: '보호자' }) });
    const bubble = form.locator('xpath=../..');
    const day = form.locator('div', { has: page.locator('dt', { hasText: '희망 날짜' }) });
    const [dayLabel, dayValue] = [day.locator('dt'), day.locator('dd')];
    const phone = form.getByText(/^010-\d{4}-\d{4}$/);
    await expect(phone).toHaveCount(1);
    await phone.scrollIntoViewIfNeeded();
    const [label, value] = [await box(dayLabel), await box(dayValue)];
    expect(value.left, 'the day on the label’s right').toBeGreaterThanOrEqual(label.right);
    expect(value.top, 'level with it').toBeLessThan(label.bottom);

    await largeText(page);
    // "12월 10일 / (목)" beside its label, and "010-1234-5678" kept whole 9 px past the bubble’s right edge.
    await expect
      .poll(
        async () => (await box(dayValue)).top >= (await box(dayLabel)).bottom - 1,
        'the day under its label',
      )
      .toBe(true);
    expect(await lines(dayValue)).toBe(1);
    await phone.scrollIntoViewIfNeeded();
    const [p, b] = [await box(phone), await box(bubble)];
    expect(p.right, 'the phone number inside the bubble').toBeLessThanOrEqual(b.right);
    expect(await lines(phone)).toBe(1);
  });

  test('photos: three sent together take the line’s width, the time under them, instead of a strip beside it', async ({
    page,
    context,
    baseURL,
  }) => {
    // An owner no other story uses, with their own room with the shop (kept across runs).
    const token = await logInAs('community8@guardian.kr');
    const staff = await chatShop();
    const room = await api<{ chattingRoomId: number }>('POST', `/v2/chatting/room?shopId=${staff.shopId}`, {
      token,
    });
    await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
    await page.goto(`/chatting/${room.chattingRoomId}`);
    await expect(page.getByLabel('메시지 입력')).toBeVisible();
    await sendChatPhotos(page, ['#ff9f6e', '#6e9fff', '#6eff9f']);
    const sent = page.getByTestId('chat-message').last();
    const photos = sent.getByRole('img', { name: '보낸 사진' });
    await expect(photos).toHaveCount(3);
    await expect(page.getByTestId('chat-pending')).toHaveCount(0);
    const time = sent.locator('time').first();
    await expect(time).toBeVisible();
    const width = async () => (await box(photos.first())).right - (await box(photos.first())).left;
    const atUsualSize = await width();

    await largeText(page);
    // Beside "오후 10:21" at twice the size, the three photos were 55 px each (74 at the usual size, 96 now).
    await expect
      .poll(async () => (await box(time)).top >= (await box(photos.first())).bottom, 'the time under them')
      .toBe(true);
    expect(await width()).toBeGreaterThanOrEqual(atUsualSize);
  });

  test('채팅 목록 at 320 px: each shop’s name is whole at 200%, on up to two lines, where one line cut it to 구름펫스테이…', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/chatting');
    const names = page.getByTestId('chat-room').locator('strong');
    await expect(names.first()).toBeVisible();
    await largeText(page);
    const count = await names.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const name = names.nth(i);
      // Not clamped: the whole name is drawn inside its box.
      const cut = await name.evaluate(
        (el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
      );
      expect(cut, (await name.textContent()) ?? '').toBe(false);
      expect(await lines(name)).toBeLessThanOrEqual(2);
    }
  });

  test('상담 준비: a long shop name goes under the shop’s photo at 200%, in whole words, instead of a word or two a line beside it', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const staff = await chatShop();
    // A shop with a long name (the demo shops' are short): as the API would send it.
    const name = '바둑펫뷰티 프리미엄 애견미용 스파앤호텔 종로본점';
    await page.route('**/v2/chatting/prepare?*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, shopName: name } } });
    });
    await page.goto(`/chatting/prepare?shopId=${staff.shopId}`);
    const title = page.getByRole('heading', { name });
    const photo = page.locator('section').filter({ has: title }).locator(':scope > :first-child');
    await expect(title).toBeVisible();
    /** The words of the title that are split over two lines. */
    const splitWords = () =>
      title.evaluate((h) => {
        const text = h.firstChild!;
        const split: string[] = [];
        let at = 0;
        for (const word of text.textContent!.split(' ')) {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + word.length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) split.push(word);
          at += word.length + 1;
        }
        return split;
      });
    // At the usual size: beside the photo.
    const [p, t] = [await box(photo), await box(title)];
    expect(t.left).toBeGreaterThanOrEqual(p.right);
    expect(await splitWords()).toEqual([]);

    await largeText(page);
    // Beside the photo it had 250 px: 바둑펫뷰티 / 프리미엄 / 애견미용 / 스파앤호 / 텔 …, a word a line and 스파앤호텔 cut.
    await expect.poll(async () => (await box(title)).top >= (await box(photo)).bottom).toBe(true);
    expect(await splitWords()).toEqual([]);
    expect(await lines(title)).toBeLessThanOrEqual(4);
    const [after, section] = [await box(title), await box(page.locator('section').filter({ has: title }))];
    expect(after.right).toBeLessThanOrEqual(section.right);
  });

  test('the message box: fitted again when the text size changes with the room open, its text never cut', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const { input } = await openRoom(page);
    await input.fill('토요일 오전에 전체 미용 가능할까요? 오후도 괜찮아요. 감사합니다');
    // Cut: lines out of sight though the box could still grow (at its largest it scrolls inside).
    const cut = () =>
      input.evaluate(
        (el: HTMLTextAreaElement) =>
          el.scrollHeight > el.clientHeight + 1 &&
          el.offsetHeight < parseFloat(getComputedStyle(el).maxHeight) - 1,
      );
    await largeText(page);
    await expect.poll(cut).toBe(false);
    // Larger still, the box as wide as at 200%: it kept the 200% height and cut the last line.
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '250%'));
    await expect.poll(cut).toBe(false);
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '100%'));
    await expect.poll(cut).toBe(false);
  });

  test('the message box: a long message takes at most a quarter of the screen, and scrolls inside beyond', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const { input } = await openRoom(page);
    await input.fill(
      '토요일 오전에 전체 미용 가능할까요?\n오후도 괜찮아요.\n발톱도 같이 깎아 주세요.\n귀 청소도 부탁드려요.\n주차는 가능한가요?\n감사합니다.',
    );
    const height = () => input.evaluate((el) => el.getBoundingClientRect().height);
    const scrolls = () => input.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    // The usual size: five lines or so, 120 px, as always.
    await expect.poll(height).toBe(120);
    expect(await scrolls()).toBe(true);
    await largeText(page);
    // At 200% five lines were 240 px of the 844, at 250% 300: the last messages went out of sight above the box.
    await expect.poll(height).toBeLessThanOrEqual(844 / 4 + 1);
    expect(await height()).toBeGreaterThan(180);
    expect(await scrolls()).toBe(true);
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '250%'));
    await expect.poll(height).toBeLessThanOrEqual(844 / 4 + 1);
    // With the keyboard up (460 px left of the screen): no more than at the usual size, the last message in sight.
    await page.setViewportSize({ width: 390, height: 460 });
    await largeText(page);
    await expect.poll(height).toBe(120);
    await expect(page.getByTestId('chat-message').last()).toBeInViewport();
  });

  test('a long message typed, the text size changed: the box refitted, the last message still in sight above it', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const { input, last } = await openAtNewest(page);
    await input.fill(
      '토요일 오전에 전체 미용 가능할까요?\n오후도 괜찮아요.\n발톱도 같이 깎아 주세요.\n귀 청소도 부탁드려요.',
    );
    await largeText(page);
    // Measured, the box was one line high for a moment: the list grew, the browser pulled its scroll up, and it stayed
    // there when the box took its height back, the last message 135 px below the box's top.
    await expect(last).toBeInViewport();
    await expect.poll(async () => (await box(last)).bottom <= (await box(input)).top).toBe(true);
  });

  test('a line typed and the text made larger before the next frame: the room still follows the newest', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const { input, last } = await openAtNewest(page);
    // In one task, as a busy phone can run them: a second line typed (the box grows, and the room scrolls to keep the
    // newest above it) and the text size changed. That scroll's event comes in the next frame and found the list far
    // from the bottom (the messages twice as tall); it read as the reader scrolling up, and the room stopped following.
    await input.evaluate((el: HTMLTextAreaElement) => {
      const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      set.call(el, '토요일 오전에 전체 미용 가능할까요?\n오후도 괜찮아요.');
      el.dispatchEvent(new Event('input', { bubbles: true }));
      document.documentElement.style.setProperty('font-size', '200%');
    });
    await expect(input).toHaveValue(/오후도 괜찮아요/);
    await expect(last).toBeInViewport();
    await expect.poll(async () => (await box(last)).bottom <= (await box(input)).top + 1).toBe(true);
    await expect(page.getByRole('button', { name: '최신 메시지로 이동' })).toHaveCount(0);
  });

  for (const size of ['100%', '200%']) {
    test(`the keyboard coming up (390x460 left) at ${size}: the last message stays in sight above the box`, async ({
      page,
      loggedIn,
    }) => {
      void loggedIn;
      const { input, last } = await openAtNewest(page, size);
      await input.focus();
      // The app's WebView shrinks to what is above the keyboard: the list kept its place, its last 384 px under the box.
      await page.setViewportSize({ width: 390, height: 460 });
      await expect(last).toBeInViewport();
      const [message, box] = [await last.boundingBox(), await input.boundingBox()];
      expect(message!.y + message!.height).toBeLessThanOrEqual(box!.y);
    });
  }
});
