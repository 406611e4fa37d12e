import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, events } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { addDays, seoulDate } from '../../booking/rules.js';

const DAY_MS = 86_400_000;
const seededAt = new Date();
let clock = seededAt;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 4, now: () => clock });
});
afterAll(() => t.close());

type Banner = { bannerSeq: number; title: string; linkUrl: string | null };
const shown = async () =>
  (await t.inject({ method: 'GET', url: '/v2/marketing/banner' })).json().data as Banner[];
const at = (days: number) => new Date(seededAt.getTime() + days * DAY_MS);

describe('홈 banners', () => {
  it('each opens the running event it is named after; the ended event’s banner is not shown', async () => {
    clock = seededAt;
    const list = await shown();
    expect(list.map((b) => b.title)).toEqual([
      '첫 미용 20% 할인',
      '겨울 호텔 예약 오픈',
      '유치원 체험 수업',
      '가디언 감사 쿠폰',
    ]);
    for (const b of list) {
      expect(b.linkUrl).toMatch(/^\/event\/\d+$/);
      const id = b.linkUrl!.slice('/event/'.length);
      const event = (await t.inject({ method: 'GET', url: `/v2/events/${id}` })).json().data;
      expect(event).toMatchObject({ title: b.title, status: 'RUNNING' });
    }
    // 데이케어 첫 방문 혜택 ended 20 days ago: its banner waits in the table, not on 홈.
    const all = await t.db.select().from(banners);
    expect(all.find((b) => b.title === '데이케어 첫 방문 혜택')).toMatchObject({ active: true });
  });

  it('stops showing a banner the day after its event ends, and shows it through the last day', async () => {
    const [event] = await t.db.select().from(events).where(eq(events.title, '유치원 체험 수업'));
    const lastDay = event.endDate;
    // The last day's last minute in Seoul, then the next day's first.
    clock = new Date(Date.parse(`${lastDay}T23:59:00+09:00`));
    expect((await shown()).map((b) => b.title)).toContain('유치원 체험 수업');
    clock = new Date(Date.parse(`${addDays(lastDay, 1)}T00:00:00+09:00`));
    expect((await shown()).map((b) => b.title)).not.toContain('유치원 체험 수업');
    clock = at(90);
    expect(await shown()).toEqual([]);
  });

  it('shows a banner for an event only from its first day, and not for an event taken down', async () => {
    clock = seededAt;
    const [hotel] = await t.db.select().from(events).where(eq(events.title, '겨울 호텔 예약 오픈'));
    await t.db
      .update(events)
      .set({ startDate: addDays(seoulDate(seededAt), 2) })
      .where(eq(events.eventSeq, hotel.eventSeq));
    const [thanks] = await t.db.select().from(events).where(eq(events.title, '가디언 감사 쿠폰'));
    await t.db.update(events).set({ published: false }).where(eq(events.eventSeq, thanks.eventSeq));
    try {
      expect((await shown()).map((b) => b.title)).toEqual(['첫 미용 20% 할인', '유치원 체험 수업']);
      clock = at(2);
      expect((await shown()).map((b) => b.title)).toEqual([
        '첫 미용 20% 할인',
        '겨울 호텔 예약 오픈',
        '유치원 체험 수업',
      ]);
    } finally {
      await t.db
        .update(events)
        .set({ startDate: hotel.startDate })
        .where(eq(events.eventSeq, hotel.eventSeq));
      await t.db.update(events).set({ published: true }).where(eq(events.eventSeq, thanks.eventSeq));
    }
  });

  it('a banner opening another screen, or none, shows while active; one opening an event that is gone does not', async () => {
    clock = at(90);
    await t.db.insert(banners).values([
      {
        bannerSeq: 11,
        title: 'AI 프로필',
        imageUrl: '/static/banners/1.svg',
        linkUrl: '/ai-profile',
        sortOrder: 10,
      },
      { bannerSeq: 12, title: '알림', imageUrl: '/static/banners/2.svg', linkUrl: null, sortOrder: 11 },
      {
        bannerSeq: 13,
        title: '없는 이벤트',
        imageUrl: '/static/banners/3.svg',
        linkUrl: '/event/999',
        sortOrder: 12,
      },
      {
        bannerSeq: 14,
        title: '내린 배너',
        imageUrl: '/static/banners/4.svg',
        linkUrl: '/ai-profile',
        sortOrder: 13,
        active: false,
      },
    ]);
    try {
      expect((await shown()).map((b) => [b.title, b.linkUrl])).toEqual([
        ['AI 프로필', '/ai-profile'],
        ['알림', null],
      ]);
    } finally {
      for (const seq of [11, 12, 13, 14]) await t.db.delete(banners).where(eq(banners.bannerSeq, seq));
    }
  });
});
