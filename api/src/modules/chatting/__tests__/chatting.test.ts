import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/booking-fixtures.js';
import { addDays, seoulDate } from '../../booking/rules.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { multipartBody, pngImage } from '../../../test/media-fixtures.js';
import { createOwner, createPet, createShop } from '../../../test/factories.js';
import { chatWorld, clientId, openRoom, send, shopSend } from './helpers.js';

// The pinned clock: Monday 2026-11-23 09:00 in Seoul; the test shops open 10:00-20:00 on weekdays.
const clock = testClock();
let t: TestContext;
let w: Awaited<ReturnType<typeof chatWorld>>;

beforeAll(async () => {
  t = await createTestContext({ now: clock.now });
  w = await chatWorld(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.inject({ method: 'GET', url, headers });

describe('owner chat', () => {
  it('opens one room per shop, lists it once it has a message, newest first', async () => {
    const a = await openRoom(t, w.owner, w.shopA.shopId);
    expect(await openRoom(t, w.owner, w.shopA.shopId)).toBe(a);
    expect((await get('/v2/chatting/room', w.owner.auth)).json().data).toEqual([]);

    const b = await openRoom(t, w.owner, w.shopB.shopId);
    expect((await send(t, w.owner, a, '안녕하세요')).statusCode).toBe(200);
    clock.set('2026-11-23T00:01:00Z');
    expect((await send(t, w.owner, b, '호텔 문의드려요')).statusCode).toBe(200);

    const rooms = (await get('/v2/chatting/room', w.owner.auth)).json().data;
    expect(rooms.map((r: { chattingRoomId: number }) => r.chattingRoomId)).toEqual([b, a]);
    expect(rooms[0]).toMatchObject({ shopName: '냥냥호텔', lastMessage: '호텔 문의드려요', unreadCount: 0 });
  });

  it('stores each message once with the next per-room sequence, even when the send is retried', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const id = clientId();
    const first = (await send(t, w.owner, room, '재전송 테스트', id)).json().data;
    const again = (await send(t, w.owner, room, '재전송 테스트', id)).json().data;
    expect(again.messageSeq).toBe(first.messageSeq);
    const all = (await get(`/v2/chatting/message?chattingRoomId=${room}`, w.owner.auth)).json().data;
    expect(all.filter((m: { clientId: string }) => m.clientId === id)).toHaveLength(1);
    expect(all.map((m: { seq: number }) => m.seq)).toEqual(all.map((_: unknown, i: number) => i + 1));
  });

  it('pages 10 at a time upward by lastSeq, and a short page is the first', async () => {
    const room = await openRoom(t, w.stranger, w.shopB.shopId);
    for (let i = 1; i <= 23; i++) await send(t, w.stranger, room, `메시지 ${i}`);
    const url = (q: string) => `/v2/chatting/message?chattingRoomId=${room}${q}`;
    const newest = (await get(url(''), w.stranger.auth)).json().data;
    expect(newest.map((m: { seq: number }) => m.seq)).toEqual([14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    const older = (await get(url('&lastSeq=14'), w.stranger.auth)).json().data;
    expect(older[0].seq).toBe(4);
    const first = (await get(url('&lastSeq=4'), w.stranger.auth)).json().data;
    expect(first.map((m: { message: string }) => m.message)).toEqual(['메시지 1', '메시지 2', '메시지 3']);
    const resync = (await get(url('&afterSeq=20'), w.stranger.auth)).json().data;
    expect(resync.map((m: { seq: number }) => m.seq)).toEqual([21, 22, 23]);
  });

  it('pages as many as asked (size, up to 50) for a phone reading back fast; a page shorter than asked is the first', async () => {
    const room = await openRoom(t, w.stranger, w.shopB.shopId);
    const url = (q: string) => `/v2/chatting/message?chattingRoomId=${room}${q}`;
    const seqs = async (q: string) =>
      ((await get(url(q), w.stranger.auth)).json().data as { seq: number }[]).map((m) => m.seq);
    const last = (await seqs('')).at(-1)!;
    expect(last).toBeGreaterThanOrEqual(23);
    expect(await seqs('&size=3')).toEqual([last - 2, last - 1, last]);
    expect(await seqs('&lastSeq=14&size=5')).toEqual([9, 10, 11, 12, 13]);
    // More asked than there are: the room's beginning.
    expect(await seqs('&lastSeq=14&size=50')).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    // Over the limit, none, or with a resync: refused, not quietly answered otherwise.
    for (const q of [
      '&size=51',
      '&size=0',
      '&afterSeq=20&size=20',
      '&editedSince=2026-11-23T00:00:00Z&size=20',
    ]) {
      const res = await get(url(q), w.stranger.auth);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().resultCode, q).toBe('VALIDATION_ERROR');
    }
    const partner = await t.inject({
      method: 'GET',
      url: `/v2/partner/chatting/message?chattingRoomId=${room}&lastSeq=14&size=5`,
      headers: w.staffB.auth,
    });
    expect(partner.json().data.map((m: { seq: number }) => m.seq)).toEqual([9, 10, 11, 12, 13]);
  });

  it('sends photos I uploaded, with signed links, and refuses someone else’s upload', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const body = multipartBody(await pngImage(), { filename: 'coco.png', contentType: 'image/png' });
    const upload = async (who: { auth: Record<string, string> }) =>
      (
        await t.inject({
          method: 'POST',
          url: '/v2/media',
          headers: { ...who.auth, ...body.headers },
          payload: body.payload,
        })
      ).json().data.mediaSeq as number;
    const mine = await upload(w.owner);
    const res = await t.inject({
      method: 'POST',
      url: '/v2/chatting/message/send',
      headers: w.owner.auth,
      payload: { chattingRoomId: room, clientId: clientId(), mediaSeqs: [mine] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'IMAGE',
      images: [{ mediaSeq: mine, width: 64, height: 48 }],
    });
    expect(res.json().data.images[0].url).toMatch(/sig=/);
    const rooms = (await get('/v2/chatting/room', w.owner.auth)).json().data;
    expect(rooms.find((r: { chattingRoomId: number }) => r.chattingRoomId === room).lastMessage).toBe(
      '사진을 보냈어요.',
    );

    const strangers = await upload(w.stranger);
    const denied = await t.inject({
      method: 'POST',
      url: '/v2/chatting/message/send',
      headers: w.owner.auth,
      payload: { chattingRoomId: room, clientId: clientId(), mediaSeqs: [strangers] },
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().resultCode).toBe('MEDIA_NOT_FOUND');
  });

  it('edits only my own text message, marked 수정됨 by editedAt', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const mine = (await send(t, w.owner, room, '오타있는 메시지')).json().data;
    const res = await t.inject({
      method: 'PUT',
      url: `/v2/chatting/message/${mine.messageSeq}`,
      headers: w.owner.auth,
      payload: { message: '고친 메시지' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ message: '고친 메시지', seq: mine.seq });
    expect(res.json().data.editedAt).not.toBeNull();

    const theirs = (await shopSend(t, w.staffA, room, '매장 답변')).json().data;
    for (const [who, seq] of [
      [w.owner, theirs.messageSeq],
      [w.stranger, mine.messageSeq],
    ] as const) {
      const denied = await t.inject({
        method: 'PUT',
        url: `/v2/chatting/message/${seq}`,
        headers: who.auth,
        payload: { message: '남의 메시지 수정' },
      });
      expect(denied.statusCode).toBe(404);
      expect(denied.json().resultCode).toBe('CHAT_MESSAGE_NOT_FOUND');
    }
    const after = (
      await get(`/v2/chatting/message?chattingRoomId=${room}&afterSeq=${mine.seq - 1}`, w.owner.auth)
    ).json().data;
    expect(after.map((m: { message: string }) => m.message)).toEqual(['고친 메시지', '매장 답변']);
  });

  it('does not overwrite an edit made meanwhile on another phone, and answers the message as it is now', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const sent = (await send(t, w.owner, room, '토요일 2시 가능할까요')).json().data;
    const edit = (message: string, editedAt: string | null) =>
      t.inject({
        method: 'PUT',
        url: `/v2/chatting/message/${sent.messageSeq}`,
        headers: w.owner.auth,
        payload: { message, editedAt },
      });
    // Both phones show the message unedited; phone A edits first.
    clock.set('2026-11-23T00:10:00Z');
    const byA = await edit('토요일 3시 가능할까요', null);
    expect(byA.statusCode).toBe(200);

    const byB = await edit('일요일 2시 가능할까요', null);
    expect(byB.statusCode).toBe(409);
    expect(byB.json()).toMatchObject({
      resultCode: 'CHAT_MESSAGE_CHANGED',
      message: '다른 기기에서 먼저 수정한 메시지예요. 바뀐 내용을 확인하고 다시 수정해 주세요.',
      data: { message: { messageSeq: sent.messageSeq, message: '토요일 3시 가능할까요' } },
    });

    // Phone B, now showing A's edit, edits it on purpose.
    clock.set('2026-11-23T00:11:00Z');
    const again = await edit('일요일 2시 가능할까요', byB.json().data.message.editedAt);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.message).toBe('일요일 2시 가능할까요');
  });

  it('counts unread shop messages until I read them, and the shop sees where I read up to', async () => {
    const room = await openRoom(t, w.owner, w.shopB.shopId);
    await shopSend(t, w.staffB, room, '체크인은 오후 2시부터예요');
    const last = (await shopSend(t, w.staffB, room, '준비물도 알려 드릴게요')).json().data;

    const unread = (await get('/v2/chatting/un-read/count', w.owner.auth)).json().data;
    expect(unread).toContainEqual({ chattingRoomId: room, count: 2 });
    const rooms = (await get('/v2/chatting/room', w.owner.auth)).json().data;
    expect(rooms.find((r: { chattingRoomId: number }) => r.chattingRoomId === room).unreadCount).toBe(2);
    // The room's own view says where my reading stopped: the room opens at "여기까지 읽었어요" after it.
    const opened = (await get(`/v2/chatting/room/${room}`, w.owner.auth)).json().data;
    expect(opened).toMatchObject({ lastSeq: last.seq, userReadSeq: last.seq - 2, unreadCount: 2 });

    const read = await t.inject({
      method: 'POST',
      url: `/v2/chatting/message/read?chattingRoomId=${room}&lastSeq=${last.seq + 50}`,
      headers: w.owner.auth,
    });
    expect(read.json().data).toEqual({ chattingRoomId: room, readSeq: last.seq });
    const after = (await get('/v2/chatting/un-read/count', w.owner.auth)).json().data;
    expect(after.find((r: { chattingRoomId: number }) => r.chattingRoomId === room)).toBeUndefined();
    expect(
      (await get(`/v2/chatting/un-read/count?chattingRoomId=${room}`, w.owner.auth)).json().data,
    ).toEqual([{ chattingRoomId: room, count: 0 }]);
    expect((await get(`/v2/chatting/room/${room}`, w.owner.auth)).json().data.userReadSeq).toBe(last.seq);
    const shopRooms = (await get('/v2/partner/chatting/room', w.staffB.auth)).json().data;
    expect(shopRooms.find((r: { chattingRoomId: number }) => r.chattingRoomId === room).userReadSeq).toBe(
      last.seq,
    );
  });

  it('tells the owner of a shop answer in 소식, unless the room is muted', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const news = async () => (await get('/v2/notifications?page=0&size=50', w.owner.auth)).json().data;
    // The room read: its earlier answers' entry is read, and the next answer is news of its own (chat-news.test.ts).
    const { lastSeq } = (await get(`/v2/chatting/room/${room}`, w.owner.auth)).json().data;
    await t.inject({
      method: 'POST',
      url: `/v2/chatting/message/read?chattingRoomId=${room}&lastSeq=${lastSeq}`,
      headers: w.owner.auth,
    });
    const before = (await news()).total;
    await shopSend(t, w.staffA, room, '내일 10시 가능해요');
    const after = await news();
    expect(after.total).toBe(before + 1);
    expect(after.items[0]).toMatchObject({
      kind: 'CHAT',
      body: '내일 10시 가능해요',
      link: `/chatting/${room}`,
    });

    const muted = await t.inject({
      method: 'PATCH',
      url: '/v2/chatting/room/metadata',
      headers: w.owner.auth,
      payload: { chattingRoomId: room, isMuted: true, isPinned: true },
    });
    expect(muted.json().data).toMatchObject({ isMuted: true, isPinned: true });
    await shopSend(t, w.staffA, room, '조용히 보내는 답변');
    expect((await news()).total).toBe(before + 1);
    const rooms = (await get('/v2/chatting/room', w.owner.auth)).json().data;
    expect(rooms[0].chattingRoomId).toBe(room);
  });
});

describe('operation hours and prepare', () => {
  it('says the shop is closed before 10:00 with its message, and open after', async () => {
    const url = `/v2/chatting/prepare?shopId=${w.shopA.shopId}`;
    clock.set('2026-11-23T00:30:00Z'); // 09:30 in Seoul
    const closed = (await get(url, w.owner.auth)).json().data;
    expect(closed.isOperationTime).toBe(false);
    expect(closed.notOperationTimeMessage).toContain('상담 시간이 아니에요');
    // When it answers: its hours (the shop page's, no chat hours of its own yet) and its opening at 10:00 today.
    expect(closed.hours).toContainEqual({ dayOfWeek: 1, open: '10:00', close: '20:00', closed: false });
    expect(closed.nextOpenAt).toBe('2026-11-23T01:00:00.000Z');

    const settings = {
      shopId: w.shopA.shopId,
      hours: null,
      notOperationTimeMessage: '오전 10시부터 답변드려요!',
      inquiryForm: {
        askUser: false,
        askPet: true,
        askDate: false,
        types: ['미용 상담'],
        etcQuestions: ['원하는 스타일'],
      },
    };
    const putSettings = (payload: object) =>
      t.inject({ method: 'PUT', url: '/v2/partner/chatting/settings', headers: w.staffA.auth, payload });
    await putSettings(settings);
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const inRoom = (await get(`/v2/chatting/room/${room}`, w.owner.auth)).json().data;
    expect(inRoom).toMatchObject({
      isOperationTime: false,
      notOperationTimeMessage: '오전 10시부터 답변드려요!',
      nextOpenAt: '2026-11-23T01:00:00.000Z',
    });
    expect(inRoom.hours).toHaveLength(7);

    clock.set('2026-11-23T02:00:00Z'); // 11:00
    expect((await get(url, w.owner.auth)).json().data).toMatchObject({
      isOperationTime: true,
      nextOpenAt: null,
    });

    // Chat hours of its own (mornings only): the room, and the room in the list, follow them, not the shop's.
    await putSettings({
      ...settings,
      hours: Array.from({ length: 7 }, (_, dayOfWeek) => ({
        dayOfWeek,
        open: '08:00',
        close: '10:30',
        closed: false,
      })),
      notOperationTimeMessage: '채팅 상담은 오전에만 해요',
    });
    const closedNow = { isOperationTime: false, notOperationTimeMessage: '채팅 상담은 오전에만 해요' };
    expect((await get(`/v2/chatting/room/${room}`, w.owner.auth)).json().data).toMatchObject({
      ...closedNow,
      hours: expect.arrayContaining([{ dayOfWeek: 1, open: '08:00', close: '10:30', closed: false }]),
      nextOpenAt: '2026-11-23T23:00:00.000Z', // Tuesday 08:00 in Seoul
    });
    const listed = (await get('/v2/chatting/room', w.owner.auth)).json().data;
    expect(listed.find((r: { chattingRoomId: number }) => r.chattingRoomId === room)).toMatchObject(
      closedNow,
    );
    await putSettings(settings); // as the tests below expect
  });

  it('turns the inquiry form into the room’s first message, and refuses an incomplete one', async () => {
    const pets = (await get('/v2/chatting/pet', w.stranger.auth)).json().data;
    expect(pets).toEqual([]);
    const incomplete = await t.inject({
      method: 'POST',
      url: '/v2/chatting/cs/input-info',
      headers: w.stranger.auth,
      payload: { shopId: w.shopA.shopId, clientId: clientId(), type: '미용 상담' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().resultCode).toBe('CHAT_INQUIRY_INCOMPLETE');
    expect(incomplete.json().data.fields).toEqual([{ field: 'petSeqs', message: '필수 항목이에요.' }]);

    const notMine = await t.inject({
      method: 'POST',
      url: '/v2/chatting/cs/input-info',
      headers: w.stranger.auth,
      payload: { shopId: w.shopA.shopId, clientId: clientId(), type: '미용 상담', petSeqs: [w.petSeq] },
    });
    expect(notMine.json().resultCode).toBe('PET_NOT_FOUND');

    const ok = await t.inject({
      method: 'POST',
      url: '/v2/chatting/cs/input-info',
      headers: w.owner.auth,
      payload: {
        shopId: w.shopA.shopId,
        clientId: clientId(),
        type: '미용 상담',
        petSeqs: [w.petSeq],
        etcData: [{ question: '원하는 스타일', answer: '곰돌이컷' }],
      },
    });
    expect(ok.statusCode).toBe(200);
    const { chattingRoomId, message } = ok.json().data;
    expect(message).toMatchObject({ kind: 'INQUIRY', sender: 'USER' });
    expect(message.inquiry).toMatchObject({
      type: '미용 상담',
      pets: [{ petSeq: w.petSeq, name: '초코', breedName: '말티즈' }],
      etcData: [{ question: '원하는 스타일', answer: '곰돌이컷' }],
    });
    const prepared = (await get(`/v2/chatting/prepare?shopId=${w.shopA.shopId}`, w.owner.auth)).json().data;
    expect(prepared.chattingRoomId).toBe(chattingRoomId);
  });

  it('refuses a 희망 날짜 in the past, beyond the booking horizon or not on the calendar, and posts nothing', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const messages = async () =>
      (await get(`/v2/chatting/message?chattingRoomId=${room}&afterSeq=0`, w.owner.auth)).json().data;
    const before = await messages();
    const today = seoulDate(clock.now());
    const inquire = (date: string) =>
      t.inject({
        method: 'POST',
        url: '/v2/chatting/cs/input-info',
        headers: w.owner.auth,
        payload: {
          shopId: w.shopA.shopId,
          clientId: clientId(),
          type: '미용 상담',
          petSeqs: [w.petSeq],
          date,
        },
      });
    for (const [date, message] of [
      [addDays(today, -1), '지난 날짜는 고를 수 없어요.'],
      [addDays(today, 181), '180일 이내로 골라 주세요.'],
      ['2026-02-30', '날짜를 확인해 주세요.'],
    ]) {
      const res = await inquire(date);
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({
        resultCode: 'VALIDATION_ERROR',
        data: { fields: [{ field: 'date', message }] },
      });
    }
    expect(await messages()).toEqual(before);

    const ok = await inquire(today);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message.inquiry.date).toBe(today);
  });

  it('refuses chat settings with a day twice, a blank message or a blank or repeated inquiry item, and keeps the saved ones', async () => {
    const url = `/v2/partner/chatting/settings?shopId=${w.shopA.shopId}`;
    const saved = (await get(url, w.staffA.auth)).json().data;
    const good = {
      shopId: w.shopA.shopId,
      hours: [{ dayOfWeek: 1, open: '10:00', close: '18:00', closed: false }],
      notOperationTimeMessage: '내일 답변드려요',
      inquiryForm: { askUser: false, askPet: true, askDate: false, types: ['미용 상담'], etcQuestions: [] },
    };
    const cases: [object, string, string][] = [
      [
        { hours: [good.hours[0], { ...good.hours[0], open: '12:00' }] },
        'hours.1.dayOfWeek',
        '같은 요일이 두 번 있어요.',
      ],
      [{ notOperationTimeMessage: '   ' }, 'notOperationTimeMessage', '내용을 입력해 주세요.'],
      [{ notOperationTimeMessage: '\u200b\u3164' }, 'notOperationTimeMessage', '내용을 입력해 주세요.'],
      [
        { inquiryForm: { ...good.inquiryForm, types: ['미용 상담', ' '] } },
        'inquiryForm.types.1',
        '내용을 입력해 주세요.',
      ],
      [
        { inquiryForm: { ...good.inquiryForm, types: ['미용 상담', '미용 상담'] } },
        'inquiryForm.types.1',
        '같은 상담 종류가 두 번 있어요.',
      ],
      [
        { inquiryForm: { ...good.inquiryForm, etcQuestions: ['원하는 스타일', '원하는 스타일'] } },
        'inquiryForm.etcQuestions.1',
        '같은 질문이 두 번 있어요.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.inject({
        method: 'PUT',
        url: '/v2/partner/chatting/settings',
        headers: w.staffA.auth,
        payload: { ...good, ...change },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().resultCode).toBe('VALIDATION_ERROR');
      expect(res.json().data.fields).toContainEqual({ field, message });
    }
    expect((await get(url, w.staffA.auth)).json().data).toEqual(saved);
  });

  it('asks 희망 날짜 of a visit’s inquiry but not of 기타 문의, and fills in no name: an account has only a nickname', async () => {
    // A new owner and a shop with the default form (상담 종류, 반려동물, 희망 날짜, 보호자 이름 and 연락처).
    const owner = await createOwner(t, { nickname: '새싹6971' });
    const petSeq = await createPet(t, owner, { name: '보리' });
    const shop = await createShop(t, { name: '기본양식살롱' });
    const prepared = (await get(`/v2/chatting/prepare?shopId=${shop.shopId}`, owner.auth)).json().data;
    expect(prepared.form).toMatchObject({
      askDate: true,
      types: ['미용 상담', '호텔·유치원 문의', '예약 변경', '기타 문의'],
    });
    expect(prepared.userData).toEqual({ name: '', phoneNumber: '01099998888' });

    const inquire = (type: string) =>
      t.inject({
        method: 'POST',
        url: '/v2/chatting/cs/input-info',
        headers: owner.auth,
        payload: {
          shopId: shop.shopId,
          clientId: clientId(),
          type,
          petSeqs: [petSeq],
          userData: { name: '김보호', phoneNumber: '01012345678' },
        },
      });
    for (const type of ['미용 상담', '호텔·유치원 문의', '예약 변경']) {
      const dateless = await inquire(type);
      expect(dateless.statusCode, type).toBe(400);
      expect(dateless.json()).toMatchObject({
        resultCode: 'CHAT_INQUIRY_INCOMPLETE',
        data: { fields: [{ field: 'date', message: '필수 항목이에요.' }] },
      });
    }
    const other = await inquire('기타 문의');
    expect(other.statusCode).toBe(200);
    expect(other.json().data.message.inquiry).toMatchObject({ type: '기타 문의', date: null });
  });

  it('refuses a chat with a shop that takes none', async () => {
    await t.app.services.chatting; // the shop flag is a shops column
    const { shops } = await import('../../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.db.update(shops).set({ chatting: false }).where(eq(shops.shopId, w.shopB.shopId));
    const res = await get(`/v2/chatting/prepare?shopId=${w.shopB.shopId}`, w.owner.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().resultCode).toBe('CHAT_NOT_AVAILABLE');
    await t.db.update(shops).set({ chatting: true }).where(eq(shops.shopId, w.shopB.shopId));
  });
});

describe('authorisation', () => {
  it('another owner gets 404 on every call about my room, and nothing changes', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const before = (await get(`/v2/chatting/message?chattingRoomId=${room}`, w.owner.auth)).json().data;
    const calls = [
      get(`/v2/chatting/message?chattingRoomId=${room}`, w.stranger.auth),
      get(`/v2/chatting/room/${room}`, w.stranger.auth),
      get(`/v2/chatting/un-read/count?chattingRoomId=${room}`, w.stranger.auth),
      send(t, w.stranger, room, '남의 방에 쓰기'),
      t.inject({
        method: 'POST',
        url: `/v2/chatting/message/read?chattingRoomId=${room}&lastSeq=999`,
        headers: w.stranger.auth,
      }),
      t.inject({
        method: 'PATCH',
        url: '/v2/chatting/room/metadata',
        headers: w.stranger.auth,
        payload: { chattingRoomId: room, isPinned: true },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().resultCode).toBe('CHAT_ROOM_NOT_FOUND');
    }
    expect((await get(`/v2/chatting/message?chattingRoomId=${room}`, w.owner.auth)).json().data).toEqual(
      before,
    );
  });

  it("another shop's staff gets 404 on the room and its settings, and nothing changes", async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const before = (await get(`/v2/chatting/message?chattingRoomId=${room}`, w.owner.auth)).json().data;
    for (const res of [
      await get(`/v2/partner/chatting/message?chattingRoomId=${room}`, w.staffB.auth),
      await shopSend(t, w.staffB, room, '다른 매장의 답변'),
      await t.inject({
        method: 'POST',
        url: `/v2/partner/chatting/message/read?chattingRoomId=${room}&lastSeq=1`,
        headers: w.staffB.auth,
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().resultCode).toBe('CHAT_ROOM_NOT_FOUND');
    }
    const settings = await get(`/v2/partner/chatting/settings?shopId=${w.shopA.shopId}`, w.staffB.auth);
    expect(settings.statusCode).toBe(404);
    const rooms = (await get('/v2/partner/chatting/room', w.staffB.auth)).json().data;
    expect(rooms.some((r: { chattingRoomId: number }) => r.chattingRoomId === room)).toBe(false);
    expect((await get(`/v2/partner/chatting/room?shopId=${w.shopA.shopId}`, w.staffB.auth)).statusCode).toBe(
      403,
    );
    expect((await get(`/v2/chatting/message?chattingRoomId=${room}`, w.owner.auth)).json().data).toEqual(
      before,
    );
  });

  it('owner tokens are refused on the partner API and the reverse', async () => {
    expect((await get('/v2/partner/chatting/room', w.owner.auth)).statusCode).toBe(401);
    expect((await get('/v2/chatting/room', w.staffA.auth)).statusCode).toBe(401);
  });
});
