// 채팅 end to end (issue 11). From a shop page, 문의하기 → the prepare form → the room; the owner sends,
// the shop answers through the partner API and the answer appears without a reload; on another tab the
// red dot shows live and clears once the room is read; messages sent while the browser was offline
// appear when it comes back; a shop outside its hours shows its message.
import type { Page } from '@playwright/test';
import { test, expect, demoToken, logIn, sendChatPhotos } from './fixtures';
import { api, chatShop, seoulDay, type StaffShop } from './booking-api';

test.describe.configure({ mode: 'serial' });

interface Room {
  chattingRoomId: number;
  lastSeq: number;
}

/** Reads every room of the demo owner, so the red dot starts off. */
async function readAll() {
  const token = await demoToken();
  for (const room of await api<Room[]>('GET', '/v2/chatting/room', { token })) {
    await api(
      'POST',
      `/v2/chatting/message/read?chattingRoomId=${room.chattingRoomId}&lastSeq=${room.lastSeq}`,
      {
        token,
      },
    );
  }
}

const shopSays = (staff: StaffShop, chattingRoomId: number, message: string) =>
  api('POST', '/v2/partner/chatting/message/send', {
    token: staff.token,
    body: { chattingRoomId, message },
  });

const roomIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());
const unreadDot = (page: Page) => page.getByTestId('chat-unread-dot');

test('문의하기 → prepare → send; the shop answers live; the red dot shows on another tab and clears on reading', async ({
  page,
  context,
  baseURL,
}) => {
  const staff = await chatShop();
  // Texts of this run only: the room is kept across runs (and --repeat-each).
  const run = Date.now().toString(36);
  const question = `토요일 오후에 전체 미용 가능할까요? ${run}`;
  const answer = `네, 토요일 오후 3시에 가능해요! ${run}`;
  const again = `예약 잡아둘까요? ${run}`;
  await api('PUT', '/v2/partner/chatting/settings', {
    token: staff.token,
    body: {
      shopId: staff.shopId,
      hours: [],
      notOperationTimeMessage: '지금은 상담 시간이 아니에요.',
      inquiryForm: {
        askUser: true,
        askPet: true,
        askDate: true,
        types: ['미용 상담', '기타 문의'],
        etcQuestions: [],
      },
    },
  });
  await readAll();
  await logIn(context, baseURL!);

  await page.goto(`/shop/${staff.shopId}`);
  await page.getByRole('button', { name: '문의하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/chatting/prepare\\?shopId=${staff.shopId}$`));
  await expect(page.getByText('지금 상담 가능해요')).toBeVisible();
  await page.getByRole('button', { name: '미용 상담' }).click();
  await page.getByRole('button', { name: '코코' }).click();
  await page.getByLabel('희망 날짜').fill(seoulDay(5));
  // An account holds a nickname, not a name: the form starts without one.
  await expect(page.getByLabel('보호자 이름')).toHaveValue('');
  await page.getByLabel('보호자 이름').fill('김보호');
  await page.getByRole('button', { name: '상담 시작하기' }).click();

  await expect(page).toHaveURL(/\/chatting\/\d+$/);
  const roomId = roomIdOf(page);
  await expect(page.getByText('상담 신청서').last()).toBeVisible();
  await page.getByLabel('메시지 입력').fill(question);
  await page.getByRole('button', { name: '보내기' }).click();
  await expect(page.getByTestId('chat-scroll').getByText(question)).toBeVisible();
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);

  // The shop sees the question and answers through the partner API: it appears without a reload.
  const rooms = await api<Room[]>('GET', `/v2/partner/chatting/room?shopId=${staff.shopId}`, {
    token: staff.token,
  });
  expect(rooms.some((r) => r.chattingRoomId === roomId)).toBe(true);
  await shopSays(staff, roomId, answer);
  await expect(page.getByTestId('chat-scroll').getByText(answer)).toBeVisible();
  await expect(page.getByText('읽음').last()).toBeVisible();

  // On another tab the red dot is off, then lights up live when the shop writes again.
  await page.goto('/');
  await expect(page.getByRole('link', { name: '채팅', exact: true })).toBeVisible();
  await expect(unreadDot(page)).toHaveCount(0);
  await shopSays(staff, roomId, again);
  await expect(unreadDot(page)).toBeVisible();

  // Reading the room clears it.
  await page.getByRole('link', { name: '채팅, 읽지 않은 메시지 있음' }).click();
  await expect(page).toHaveURL(/\/chatting$/);
  const row = page.getByTestId('chat-room').filter({ hasText: again });
  await expect(row.getByTestId('room-unread')).toHaveText('안 읽은 메시지 1');
  const read = page.waitForResponse((r) => r.url().includes('/v2/chatting/message/read') && r.ok());
  await row.click();
  await expect(page.getByTestId('chat-scroll').getByText(again)).toBeVisible();
  await read;
  // Read in the room, read in 소식 too: the entries of both answers no longer count as unread.
  const news = await api<{ items: { link: string | null; body: string; readAt: string | null }[] }>(
    'GET',
    '/v2/notifications?page=0&size=50',
    { token: await demoToken() },
  );
  expect(
    news.items
      .filter((n) => n.link === `/chatting/${roomId}` && n.body.includes(run))
      .map((n) => [n.body, n.readAt !== null]),
  ).toEqual([
    [again, true],
    [answer, true],
  ]);
  await page.goto('/');
  await expect(page.getByRole('link', { name: '채팅', exact: true })).toBeVisible();
  await expect(unreadDot(page)).toHaveCount(0);
});

test('messages sent while the browser was offline appear when it is back online', async ({
  page,
  context,
  baseURL,
}) => {
  const staff = await chatShop();
  const token = await demoToken();
  const room = await api<Room>('POST', `/v2/chatting/room?shopId=${staff.shopId}`, { token });
  // Texts of this run only: the room is the demo owner's one room with this shop, kept across runs.
  const run = Date.now().toString(36);
  const before = `연결되어 있을 때 보낸 메시지 ${run}`;
  const first = `오프라인 동안 보낸 첫 번째 메시지 ${run}`;
  const second = `오프라인 동안 보낸 두 번째 메시지 ${run}`;
  // Its own first message, so the story does not lean on the one before it having filled the room.
  await shopSays(staff, room.chattingRoomId, before);
  await logIn(context, baseURL!);
  await page.goto(`/chatting/${room.chattingRoomId}`);
  await expect(page.getByLabel('메시지 입력')).toBeVisible();
  await expect(page.getByTestId('chat-scroll').getByText(before)).toBeVisible();

  await context.setOffline(true);
  await shopSays(staff, room.chattingRoomId, first);
  await shopSays(staff, room.chattingRoomId, second);
  await page.waitForTimeout(1500);
  await context.setOffline(false);
  await expect(page.getByTestId('chat-scroll').getByText(first)).toBeVisible();
  await expect(page.getByTestId('chat-scroll').getByText(second)).toBeVisible();
  await expect(page.getByTestId('chat-scroll').getByText(first)).toHaveCount(1);
});

test('a shop outside its chat hours shows its message, before and inside the room', async ({
  page,
  context,
  baseURL,
}) => {
  const staff = await chatShop();
  const closedAllWeek = Array.from({ length: 7 }, (_, dayOfWeek) => ({
    dayOfWeek,
    open: '10:00',
    close: '19:00',
    closed: true,
  }));
  await api('PUT', '/v2/partner/chatting/settings', {
    token: staff.token,
    body: {
      shopId: staff.shopId,
      hours: closedAllWeek,
      notOperationTimeMessage: '이번 주는 휴무예요. 메시지를 남겨 주시면 다음 주에 답변드릴게요.',
      inquiryForm: { askUser: true, askPet: true, askDate: true, types: ['미용 상담'], etcQuestions: [] },
    },
  });
  try {
    await logIn(context, baseURL!);
    await page.goto(`/chatting/prepare?shopId=${staff.shopId}`);
    await expect(page.getByRole('status')).toHaveText(
      '이번 주는 휴무예요. 메시지를 남겨 주시면 다음 주에 답변드릴게요.',
    );
    await page.getByRole('link', { name: '대화 이어가기' }).click();
    await expect(page.getByRole('status')).toHaveText(
      '이번 주는 휴무예요. 메시지를 남겨 주시면 다음 주에 답변드릴게요.',
    );
  } finally {
    await api('PUT', '/v2/partner/chatting/settings', {
      token: staff.token,
      body: {
        shopId: staff.shopId,
        hours: null,
        notOperationTimeMessage: '지금은 상담 시간이 아니에요.',
        inquiryForm: { askUser: true, askPet: true, askDate: true, types: ['미용 상담'], etcQuestions: [] },
      },
    });
  }
});

test('two photos sent together sit side by side in one bubble, at 390 and at 320 px wide', async ({
  page,
  context,
  baseURL,
}) => {
  const staff = await chatShop();
  const token = await demoToken();
  const room = await api<Room>('POST', `/v2/chatting/room?shopId=${staff.shopId}`, { token });
  await logIn(context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/chatting/${room.chattingRoomId}`);
  await expect(page.getByLabel('메시지 입력')).toBeVisible();
  // The messages after the newest shown once the room opened: counted by sequence, as the older ones above may still
  // be coming (the room fills its screen), which a count of all of them took for a second bubble.
  const seqs = () =>
    page
      .getByTestId('chat-message')
      .evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.seq)));
  await expect.poll(async () => (await seqs()).length).toBeGreaterThan(0);
  const newest = Math.max(...(await seqs()));
  await sendChatPhotos(page, ['#ff9f6e', '#6e9fff']);
  await expect.poll(async () => (await seqs()).filter((seq) => seq > newest)).toHaveLength(1);
  const sent = page.getByTestId('chat-message').last();
  await expect(sent.getByRole('img', { name: '보낸 사진' })).toHaveCount(2);
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);

  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 640 });
    await sent.scrollIntoViewIfNeeded();
    // The photos and the bubble around them (their grid's parent).
    const [a, b, bubble] = await sent
      .getByRole('img', { name: '보낸 사진' })
      .evaluateAll((imgs) =>
        [...imgs, imgs[0].closest('a')!.parentElement!.parentElement!].map(
          (el) => el.getBoundingClientRect().toJSON() as DOMRect,
        ),
      );
    // One row, the second beside the first, both inside the bubble and inside the screen.
    expect(Math.round(b.top), `${width}px`).toBe(Math.round(a.top));
    expect(b.left, `${width}px`).toBeGreaterThan(a.right);
    expect(b.right, `${width}px`).toBeLessThanOrEqual(bubble.right);
    expect(bubble.right, `${width}px`).toBeLessThanOrEqual(width);
    expect(a.width, `${width}px`).toBeGreaterThanOrEqual(80);
  }
});

test('채팅방 설정: pins the room above the others in 채팅 목록 and turns its alerts off, kept after a reload; back closes it', async ({
  page,
  context,
  baseURL,
}) => {
  const staff = await chatShop();
  const token = await demoToken();
  const room = await api<Room>('POST', `/v2/chatting/room?shopId=${staff.shopId}`, { token });
  const { shopName } = await api<{ shopName: string }>('GET', `/v2/chatting/room/${room.chattingRoomId}`, {
    token,
  });
  // A room is listed once it holds a message; another room with a newer one would come first without the pin.
  const run = Date.now().toString(36);
  await shopSays(staff, room.chattingRoomId, `설정 확인용 메시지 ${run}`);
  const other = await api<Room>('POST', `/v2/chatting/room?shopId=${staff.shopId === 1 ? 2 : 1}`, { token });
  await api('POST', '/v2/chatting/message/send', {
    token,
    body: {
      chattingRoomId: other.chattingRoomId,
      clientId: `e2e-pin-${run}`,
      message: `더 최근 메시지 ${run}`,
    },
  });
  try {
    await logIn(context, baseURL!);
    // Opened from 채팅 목록, as a person does: the list is the page back returns to.
    await page.goto('/chatting');
    await page
      .getByTestId('chat-room')
      .filter({ hasText: `설정 확인용 메시지 ${run}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/chatting/${room.chattingRoomId}$`));
    await page.getByRole('button', { name: '채팅방 설정' }).click();
    const sheet = page.getByRole('dialog', { name: '채팅방 설정' });
    const pin = sheet.getByRole('switch', { name: '채팅 목록 맨 위에 고정' });
    const alerts = sheet.getByRole('switch', { name: '채팅방 알림' });
    await expect(alerts).toHaveAttribute('aria-checked', 'true');
    await pin.click();
    await expect(pin).toHaveAttribute('aria-checked', 'true');
    await alerts.click();
    await expect(alerts).toHaveAttribute('aria-checked', 'false');
    await expect(sheet.getByText(/새 메시지를 알리지 않아요/)).toBeVisible();

    // The phone's back closes the sheet and stays in the room, as a tap outside does.
    await page.goBack();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/chatting/${room.chattingRoomId}$`));
    await expect(page.getByRole('button', { name: '채팅방 설정' })).toBeVisible();

    await page.goto('/chatting');
    for (const pass of ['list', 'after a reload']) {
      await expect(page.getByTestId('chat-room').first(), pass).toHaveAccessibleName(
        new RegExp(`^${shopName} 알림 꺼짐`),
      );
      if (pass === 'list') await page.reload();
    }
  } finally {
    await api('PATCH', '/v2/chatting/room/metadata', {
      token,
      body: { chattingRoomId: room.chattingRoomId, isPinned: false, isMuted: false },
    });
  }
});

test('a web address and a phone number the shop writes are links: a new tab on the web, the phone’s browser in the app', async ({
  page,
  context,
  baseURL,
}) => {
  const staff = await chatShop();
  const token = await demoToken();
  const room = await api<Room>('POST', `/v2/chatting/room?shopId=${staff.shopId}`, { token });
  const run = Date.now().toString(36);
  const map = `https://naver.me/guardian${run}`;
  await shopSays(
    staff,
    room.chattingRoomId,
    `오시는 길은 여기${map}에서 보세요.\n급하시면 02-123-4567로 전화 주세요`,
  );
  await logIn(context, baseURL!);

  await page.goto(`/chatting/${room.chattingRoomId}`);
  const chat = page.getByTestId('chat-scroll');
  const link = chat.getByRole('link', { name: map });
  await expect(link).toHaveAttribute('href', map);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(chat.getByRole('link', { name: '02-123-4567' }).last()).toHaveAttribute(
    'href',
    'tel:021234567',
  );

  // In the app's WebView the tap goes to the phone's browser through the bridge; the room stays.
  const inApp = await context.newPage();
  await inApp.addInitScript(() => {
    const out: unknown[] = [];
    Object.assign(window, {
      __nativeOut: out,
      ReactNativeWebView: {
        postMessage(raw: string) {
          const msg = JSON.parse(raw) as { type: string };
          out.push(msg);
          if (msg.type === 'REQUEST_DEVICE_INFO')
            setTimeout(() => {
              const data = { os: 'ios', os_version: '17.5', app_version: '3.0.0' };
              window.postMessage(JSON.stringify({ type: 'DEVICE_INFO', payload: data }), '*');
            }, 50);
        },
      },
    });
  });
  await inApp.goto(`/chatting/${room.chattingRoomId}`);
  await inApp.getByTestId('chat-scroll').getByRole('link', { name: map }).click();
  await expect
    .poll(() => inApp.evaluate(() => (window as unknown as { __nativeOut: { type: string }[] }).__nativeOut))
    .toContainEqual({ type: 'OPEN_EXTERNAL_URL', payload: { url: map } });
  await expect(inApp).toHaveURL(new RegExp(`/chatting/${room.chattingRoomId}$`));
  expect(context.pages()).toHaveLength(2);
});
