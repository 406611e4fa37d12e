// A shop's burst of messages in the owner's 소식: one unread entry per room, saying how many and the newest, that
// rises to the top with each message; read, the next message starts a new one.
import { describe, expect, it } from 'vitest';
import { chatSuite, openRoom, shopSend, type Who } from './helpers.js';

const s = chatSuite();

type News = { title: string; body: string; link: string; createdAt: string; readAt: string | null };

const news = async (who: Who) =>
  (await s.t.inject({ method: 'GET', url: '/v2/notifications?page=0&size=50', headers: who.auth })).json()
    .data.items as News[];

const roomNews = async (who: Who, room: number) =>
  (await news(who)).filter((n) => n.link === `/chatting/${room}`);

const readRoom = (who: Who, room: number, lastSeq: number) =>
  s.t.inject({
    method: 'POST',
    url: `/v2/chatting/message/read?chattingRoomId=${room}&lastSeq=${lastSeq}`,
    headers: who.auth,
  });

describe('a shop’s messages in the owner’s 소식', () => {
  it('keeps one unread entry per room for a burst: how many are unread, the newest, on top', async () => {
    const { owner, shopA, staffA } = s.w;
    const room = await openRoom(s.t, owner, shopA.shopId);
    s.clock.set('2026-11-23T00:10:00Z');
    await shopSend(s.t, staffA, room, '안내 1번: 예약 전 꼭 읽어 주세요');
    expect(await roomNews(owner, room)).toMatchObject([
      { title: '멍멍살롱의 새 메시지', body: '안내 1번: 예약 전 꼭 읽어 주세요', readAt: null },
    ]);
    for (let i = 2; i <= 14; i++) {
      s.clock.set(`2026-11-23T00:${10 + i}:00Z`);
      await shopSend(s.t, staffA, room, `안내 ${i}번`);
    }
    const entries = await roomNews(owner, room);
    expect(entries).toEqual([
      expect.objectContaining({
        title: '멍멍살롱의 새 메시지 14개',
        body: '안내 14번',
        createdAt: '2026-11-23T00:24:00.000Z',
        readAt: null,
      }),
    ]);
    // Moved up with the newest message: first in 소식.
    expect((await news(owner))[0].link).toBe(`/chatting/${room}`);
  });

  it('leaves the entry unread while newer messages are unread; read up to the newest, the next one starts a new entry', async () => {
    const { stranger, shopB, staffB } = s.w;
    const room = await openRoom(s.t, stranger, shopB.shopId);
    s.clock.set('2026-11-23T01:00:00Z');
    await shopSend(s.t, staffB, room, '체크인은 오후 2시부터예요');
    s.clock.set('2026-11-23T01:01:00Z');
    const seen = (await shopSend(s.t, staffB, room, '주차는 건물 뒤에 하시면 돼요')).json().data;
    s.clock.set('2026-11-23T01:02:00Z');
    const last = (await shopSend(s.t, staffB, room, '도착하시면 전화 주세요')).json().data;

    // The phone had the first two on screen when it marked the room read: the third is still news.
    await readRoom(stranger, room, seen.seq);
    expect((await roomNews(stranger, room)).map((n) => [n.title, n.body, n.readAt])).toEqual([
      ['냥냥호텔의 새 메시지 3개', '도착하시면 전화 주세요', null],
    ]);
    await readRoom(stranger, room, last.seq);
    expect((await roomNews(stranger, room)).every((n) => n.readAt !== null)).toBe(true);

    s.clock.set('2026-11-23T01:30:00Z');
    await shopSend(s.t, staffB, room, '내일 뵐게요');
    s.clock.set('2026-11-23T01:31:00Z');
    await shopSend(s.t, staffB, room, '좋은 밤 보내세요');
    expect((await roomNews(stranger, room)).map((n) => [n.title, n.body, n.readAt === null])).toEqual([
      ['냥냥호텔의 새 메시지 2개', '좋은 밤 보내세요', true],
      ['냥냥호텔의 새 메시지 3개', '도착하시면 전화 주세요', false],
    ]);
  });

  it('makes one entry of messages sent at the same moment', async () => {
    const { owner, shopB, staffB } = s.w;
    const room = await openRoom(s.t, owner, shopB.shopId);
    s.clock.set('2026-11-23T02:00:00Z');
    const sent = await Promise.all(
      ['하나', '둘', '셋', '넷', '다섯'].map((text) => shopSend(s.t, staffB, room, text)),
    );
    expect(sent.every((r) => r.statusCode === 200)).toBe(true);
    const entries = await roomNews(owner, room);
    expect(entries).toHaveLength(1);
    expect(entries[0].title).toBe('냥냥호텔의 새 메시지 5개');
  });
});
