import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/booking-fixtures.js';
import { addDays, seoulDate } from '../../booking/rules.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { multipartBody, pngImage } from '../../../test/media-fixtures.js';
import { chatWorld, clientId, openRoom, send, shopSend } from './helpers.js';

// Text that looks like nothing: zero-width space/joiner, word joiner, BOM, the Hangul filler and spaces.
const INVISIBLE = ['\u200B', '\u200B\u200D\u2060', '\uFEFF \u200B', '\u3164', ' \u3164\u115F '];

const clock = testClock();
let t: TestContext;
let w: Awaited<ReturnType<typeof chatWorld>>;

beforeAll(async () => {
  t = await createTestContext({ now: clock.now });
  w = await chatWorld(t);
});
afterAll(() => t.close());

const messages = async (room: number) =>
  (
    await t.inject({
      method: 'GET',
      url: `/v2/chatting/message?chattingRoomId=${room}&afterSeq=0`,
      headers: w.owner.auth,
    })
  ).json().data as { seq: number; kind: string; message: string }[];

describe('chat text that shows nothing', () => {
  it('refuses an owner’s message of zero-width marks or Hangul fillers alone, and stores nothing', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    for (const text of INVISIBLE) {
      const res = await send(t, w.owner, room, text);
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json()).toMatchObject({
        resultCode: 'VALIDATION_ERROR',
        message: '메시지를 입력해 주세요.',
        data: { fields: [{ field: 'message', message: '메시지를 입력해 주세요.' }] },
      });
    }
    expect(await messages(room)).toEqual([]);
    // The room stays out of the owner's list (no empty bubble as its last message).
    const rooms = (await t.inject({ method: 'GET', url: '/v2/chatting/room', headers: w.owner.auth })).json()
      .data as { chattingRoomId: number }[];
    expect(rooms.map((r) => r.chattingRoomId)).not.toContain(room);
  });

  it('refuses the shop’s reply of zero-width marks alone', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    expect((await send(t, w.owner, room, '문의드려요')).statusCode).toBe(200);
    const res = await shopSend(t, w.staffA, room, '\u200B\u200C');
    expect(res.statusCode).toBe(400);
    expect(res.json().resultCode).toBe('VALIDATION_ERROR');
    expect((await messages(room)).map((m) => m.message)).toEqual(['문의드려요']);
  });

  it('sends a photo whose caption shows nothing as a photo without a caption', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const body = multipartBody(await pngImage(), { filename: 'coco.png', contentType: 'image/png' });
    const upload = await t.inject({
      method: 'POST',
      url: '/v2/media',
      headers: { ...w.owner.auth, ...body.headers },
      payload: body.payload,
    });
    const res = await t.inject({
      method: 'POST',
      url: '/v2/chatting/message/send',
      headers: w.owner.auth,
      payload: {
        chattingRoomId: room,
        clientId: clientId(),
        message: '\u200B',
        mediaSeqs: [upload.json().data.mediaSeq],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'IMAGE', message: '' });
  });

  it('refuses editing my message to zero-width marks alone and keeps what it said', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const mine = (await send(t, w.owner, room, '내일 10시에 갈게요')).json().data;
    const res = await t.inject({
      method: 'PUT',
      url: `/v2/chatting/message/${mine.messageSeq}`,
      headers: w.owner.auth,
      payload: { message: '\u200B\u3164' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      resultCode: 'VALIDATION_ERROR',
      data: { fields: [{ field: 'message', message: '내용을 입력해 주세요.' }] },
    });
    const stored = (await messages(room)).find((m) => m.seq === mine.seq);
    expect(stored).toMatchObject({ message: '내일 10시에 갈게요' });
  });

  it('refuses an inquiry form whose name shows nothing, and leaves out answers that show nothing', async () => {
    const inquire = (payload: object) =>
      t.inject({
        method: 'POST',
        url: '/v2/chatting/cs/input-info',
        headers: w.owner.auth,
        payload: {
          shopId: w.shopB.shopId,
          clientId: clientId(),
          type: '미용 상담',
          petSeqs: [w.petSeq],
          date: addDays(seoulDate(clock.now()), 3),
          ...payload,
        },
      });
    const blankName = await inquire({ userData: { name: '\u200B\u200B', phoneNumber: '01012345678' } });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().data.fields).toEqual([
      { field: 'userData.name', message: '내용을 입력해 주세요.' },
    ]);

    const ok = await inquire({
      userData: { name: '김보호', phoneNumber: '01012345678' },
      etcData: [
        { question: '원하는 스타일', answer: '\u200B' },
        { question: '특이사항', answer: '겁이 많아요' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.message.inquiry.etcData).toEqual([{ question: '특이사항', answer: '겁이 많아요' }]);
  });
});
