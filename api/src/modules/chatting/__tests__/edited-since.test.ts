// GET /v2/chatting/message?editedSince=&fromSeq=: the edits a phone missed while its socket was down (asleep, in the
// subway), among the messages it holds, however far up it had scrolled.
import { describe, expect, it } from 'vitest';
import { chatSuite, openRoom, send, type Who } from './helpers.js';

const s = chatSuite();

type Message = {
  seq: number;
  messageSeq: number;
  message: string;
  createdAt: string;
  editedAt: string | null;
};

const get = (url: string, who: Who) => s.t.inject({ method: 'GET', url, headers: who.auth });
const edit = (who: Who, m: Message, message: string) =>
  s.t.inject({
    method: 'PUT',
    url: `/v2/chatting/message/${m.messageSeq}`,
    headers: who.auth,
    payload: { message },
  });
const editedSince = async (who: Who, room: number, q: string) => {
  const res = await get(`/v2/chatting/message?chattingRoomId=${room}&${q}`, who);
  expect(res.statusCode).toBe(200);
  return res.json().data as Message[];
};
const at = (minutes: number) => new Date(Date.parse('2026-11-23T00:00:00Z') + minutes * 60_000);

describe('edits missed while away', () => {
  let room: number;
  let sent: Message[];

  it('answers the messages edited since a time the API gave, from the oldest the phone holds, in the order they were edited', async () => {
    room = await openRoom(s.t, s.w.owner, s.w.shopA.shopId);
    sent = [];
    for (let i = 1; i <= 25; i++) sent.push((await send(s.t, s.w.owner, room, `메시지 ${i}`)).json().data);
    // The phone holds 3..25 (scrolled up twice) and last heard everything when message 25 came.
    const mark = sent[24].createdAt;

    s.clock.set(at(1));
    expect((await edit(s.w.owner, sent[1], '고친 메시지 2')).statusCode).toBe(200); // above what the phone holds
    s.clock.set(at(1.5));
    expect((await edit(s.w.owner, sent[19], '고친 메시지 20')).statusCode).toBe(200);
    s.clock.set(at(3));
    expect((await edit(s.w.owner, sent[3], '고친 메시지 4')).statusCode).toBe(200); // loaded by scrolling up

    const missed = await editedSince(s.w.owner, room, `editedSince=${mark}&fromSeq=3`);
    expect(missed.map((m) => [m.seq, m.message])).toEqual([
      [20, '고친 메시지 20'],
      [4, '고친 메시지 4'],
    ]);
    expect(missed.every((m) => m.editedAt !== null)).toBe(true);
    // Without fromSeq: every message of the room edited since.
    expect((await editedSince(s.w.owner, room, `editedSince=${mark}`)).map((m) => m.seq)).toEqual([2, 20, 4]);
  });

  it('answers again the edits within a minute before the time (instances’ clocks, saves in flight), not the older ones', async () => {
    // The phone's next mark is the last edit it was answered (message 4, at minute 3).
    const mark = (await editedSince(s.w.owner, room, `editedSince=${sent[24].createdAt}&fromSeq=3`)).at(
      -1,
    )!.editedAt!;
    s.clock.set(at(10));
    expect((await edit(s.w.owner, sent[9], '고친 메시지 10')).statusCode).toBe(200);

    const again = await editedSince(s.w.owner, room, `editedSince=${mark}&fromSeq=3`);
    // Message 20 (edited a minute and a half before 4) is not answered again; 4 is, being at the mark itself.
    expect(again.map((m) => m.seq)).toEqual([4, 10]);
    // A time after every edit: nothing.
    expect(await editedSince(s.w.owner, room, `editedSince=${at(12).toISOString()}&fromSeq=3`)).toEqual([]);
  });

  it('answers 100 at a time: the rest come from the last one’s editedAt', async () => {
    const big = await openRoom(s.t, s.w.owner, s.w.shopB.shopId);
    const mine: Message[] = [];
    for (let i = 1; i <= 101; i++) mine.push((await send(s.t, s.w.owner, big, `긴 대화 ${i}`)).json().data);
    const mark = mine[100].createdAt;
    for (let i = 0; i < 101; i++) {
      s.clock.set(at(20 + 2 * i)); // two minutes apart: the minute's slack repeats only the last one answered
      expect((await edit(s.w.owner, mine[i], `고친 긴 대화 ${i + 1}`)).statusCode).toBe(200);
    }
    const first = await editedSince(s.w.owner, big, `editedSince=${mark}&fromSeq=1`);
    expect(first.map((m) => m.seq)).toEqual(mine.slice(0, 100).map((m) => m.seq));
    const rest = await editedSince(s.w.owner, big, `editedSince=${first.at(-1)!.editedAt}&fromSeq=1`);
    expect(rest.map((m) => m.seq)).toEqual([100, 101]);
  });

  it('the shop’s staff ask the same on the partner API', async () => {
    const res = await get(
      `/v2/partner/chatting/message?chattingRoomId=${room}&editedSince=${sent[24].createdAt}&fromSeq=3`,
      s.w.staffA,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: Message) => m.seq)).toEqual([20, 4, 10]);
  });

  it('a time before 1970 answers every edit', async () => {
    const all = await editedSince(s.w.owner, room, 'editedSince=0001-01-01T00:00:00Z');
    expect(all.map((m) => m.seq)).toEqual([2, 20, 4, 10]);
  });
});

describe('bad questions', () => {
  it('refuses a time that is not one, editedSince with a page or a resync, and fromSeq alone, naming the field', async () => {
    const room = await openRoom(s.t, s.w.owner, s.w.shopA.shopId);
    const cases: [string, string, string][] = [
      ['editedSince=어제', 'editedSince', '형식이 올바르지 않아요.'],
      ['editedSince=2026-11-23', 'editedSince', '형식이 올바르지 않아요.'],
      ['editedSince=2026-11-23T09:00:00', 'editedSince', '형식이 올바르지 않아요.'],
      [
        'editedSince=2026-11-23T00:00:00Z&afterSeq=3',
        'editedSince',
        'lastSeq나 afterSeq와 함께 보낼 수 없어요.',
      ],
      [
        'editedSince=2026-11-23T00:00:00Z&lastSeq=3',
        'editedSince',
        'lastSeq나 afterSeq와 함께 보낼 수 없어요.',
      ],
      ['fromSeq=3', 'fromSeq', 'editedSince와 함께 보내 주세요.'],
      ['editedSince=2026-11-23T00:00:00Z&fromSeq=0', 'fromSeq', '값이 너무 작아요.'],
      ['editedSince=2026-11-23T00:00:00Z&fromSeq=99999999999', 'fromSeq', '값이 너무 커요.'],
      // A page up and a resync at once: one of them was dropped without a word.
      ['lastSeq=5&afterSeq=3', 'afterSeq', 'lastSeq와 함께 보낼 수 없어요.'],
      // Past the sequences' integer: the database refused them (500), or nothing came back.
      ['afterSeq=99999999999', 'afterSeq', '값이 너무 커요.'],
      ['lastSeq=99999999999', 'lastSeq', '값이 너무 커요.'],
    ];
    for (const [q, field, message] of cases) {
      for (const [url, who] of [
        [`/v2/chatting/message?chattingRoomId=${room}&${q}`, s.w.owner],
        [`/v2/partner/chatting/message?chattingRoomId=${room}&${q}`, s.w.staffA],
      ] as const) {
        const res = await get(url, who);
        expect(res.statusCode, q).toBe(400);
        expect(res.json(), q).toMatchObject({
          resultCode: 'VALIDATION_ERROR',
          message: '입력값을 확인해 주세요.',
          data: { fields: [{ field, message }] },
        });
      }
    }
  });

  it('another owner’s room, or another shop’s, is not found', async () => {
    const room = await openRoom(s.t, s.w.owner, s.w.shopA.shopId);
    const q = `chattingRoomId=${room}&editedSince=2026-11-23T00:00:00Z&fromSeq=1`;
    for (const res of [
      await get(`/v2/chatting/message?${q}`, s.w.stranger),
      await get(`/v2/partner/chatting/message?${q}`, s.w.staffB),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().resultCode).toBe('CHAT_ROOM_NOT_FOUND');
    }
  });
});
