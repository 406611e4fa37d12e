// The phone's largest text (200%: Android's font size reaches the app's WebView as the root font size) on 채팅 at
// 390x844: what sat beside a label in a message goes under it once the bubble is too narrow for both, instead of
// being squeezed to a word a line or drawn past the bubble's edge, and photos keep the line's width with the time
// under them; at the usual size everything stays side by side.
import { test, expect, sendChatPhotos } from './fixtures';
import { api, chatShop, logInAs } from './booking-api';
import { box, largeText, lines } from './large-text';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('the largest text (200%) on 채팅', () => {
  test('상담 신청서: each answer goes under its label, the day on one line and the phone number inside the bubble', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/chatting');
    await page.getByRole('link', { name: /바둑펫뷰티 종로점/ }).click();
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
    await page.goto('/chatting');
    await page.getByRole('link', { name: /바둑펫뷰티 종로점/ }).click();
    const input = page.getByLabel('메시지 입력');
    await expect(input).toBeVisible();
    await input.fill('토요일 오전에 전체 미용 가능할까요? 오후도 괜찮아요. 감사합니다');
    const cut = () => input.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    await largeText(page);
    await expect.poll(cut).toBe(false);
    // Larger still, the box as wide as at 200%: it kept the 200% height and cut the last line.
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '250%'));
    await expect.poll(cut).toBe(false);
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '100%'));
    await expect.poll(cut).toBe(false);
  });
});
