// The "N" (새 글) on the 공지사항 list: a notice the shop published since the owner became its customer is new to them
// until they open it, on every device (the server keeps who opened what); older ones, other people's and guests' lists
// show none.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeReads } from '../../../db/schema/index.js';
import { bookingContext, NOW, testClock } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createShop,
  createStaffSession,
  linkOwnerToShopSince,
  type Owner,
  type StaffSession,
} from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

const HOUR = 3_600_000;
let t: TestContext;
const clock = testClock();
let shopId: number;
let staff: StaffSession;
let customer: Owner;
let neighbour: Owner;
let stranger: Owner;

beforeAll(async () => {
  t = await bookingContext(clock);
  shopId = (await createShop(t, { name: '새글 미용실' })).shopId;
  staff = await createStaffSession(t, [shopId]);
  customer = await createOwner(t, { nickname: '새글고객' });
  neighbour = await createOwner(t, { nickname: '옆집고객' });
  stranger = await createOwner(t, { nickname: '지나가는사람' });
  await linkOwnerToShopSince(t, customer, shopId, new Date(NOW.getTime() - 30 * 24 * HOUR));
  await linkOwnerToShopSince(t, neighbour, shopId, new Date(NOW.getTime() - 30 * 24 * HOUR));
});
afterAll(() => t.close());

/** Published an hour after the last one (the list's newest first). */
async function publish(title: string, more: object = {}) {
  clock.set(new Date(clock.now().getTime() + HOUR));
  const res = await t.inject({
    method: 'POST',
    url: '/v2/partner/notices',
    headers: staff.auth,
    payload: { shopId, title, body: `${title} 내용`, ...more },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.noticeSeq as number;
}
const list = async (auth?: { authorization: string }) =>
  (await t.inject({ method: 'GET', url: `/v2/notices?shopId=${shopId}`, headers: auth })).json().data as {
    items: { noticeSeq: number; title: string; unread: boolean }[];
    unread: number;
    total: number;
  };
/** The titles of the list marked new, newest first. */
const newTitles = async (auth?: { authorization: string }) =>
  (await list(auth)).items.filter((n) => n.unread).map((n) => n.title);
const open = (noticeSeq: number, auth?: { authorization: string }) =>
  t.inject({ method: 'GET', url: `/v2/notices/${noticeSeq}`, headers: auth });

describe('공지 새 글 (N)', () => {
  let holiday: number;
  let parking: number;
  /** A moment between the two notices' publishing. */
  let between: Date;

  it('a notice published since the owner became a customer is new to them until they open it, on every device', async () => {
    holiday = await publish('설 연휴 휴무');
    between = new Date(clock.now().getTime() + HOUR / 2);
    parking = await publish('주차 안내');
    expect(await list(customer.auth)).toMatchObject({
      unread: 2,
      items: [
        { noticeSeq: parking, unread: true },
        { noticeSeq: holiday, unread: true },
      ],
    });

    expect((await open(holiday, customer.auth)).statusCode).toBe(200);
    expect(await list(customer.auth)).toMatchObject({
      unread: 1,
      items: [
        { noticeSeq: parking, unread: true },
        { noticeSeq: holiday, unread: false },
      ],
    });
    // The same owner on another phone: the server knows it was read.
    const { token } = await t.app.services.auth.issueToken(customer.userSeq);
    expect(await newTitles({ authorization: `Bearer ${token}` })).toEqual(['주차 안내']);
    // Opened again: still read, and once (the first time kept).
    clock.set(new Date(clock.now().getTime() + HOUR));
    await open(holiday, customer.auth);
    const reads = await t.db
      .select()
      .from(noticeReads)
      .where(and(eq(noticeReads.noticeSeq, holiday), eq(noticeReads.userSeq, customer.userSeq)));
    expect(reads).toHaveLength(1);
    expect(reads[0].readAt.getTime()).toBeLessThan(clock.now().getTime());
  });

  it('is each owner’s own: one customer’s opening leaves it new to the other', async () => {
    expect(await newTitles(neighbour.auth)).toEqual(['주차 안내', '설 연휴 휴무']);
    await open(parking, neighbour.auth);
    expect(await newTitles(neighbour.auth)).toEqual(['설 연휴 휴무']);
    expect(await newTitles(customer.auth)).toEqual(['주차 안내']);
  });

  it('a guest, an owner who is not the shop’s customer, or a session that has ended sees nothing new, and reads nothing', async () => {
    expect(await list()).toMatchObject({ unread: 0, total: 2 });
    expect(await newTitles()).toEqual([]);
    expect(await list(stranger.auth)).toMatchObject({ unread: 0, total: 2 });
    expect(await list({ authorization: 'Bearer not-a-session' })).toMatchObject({ unread: 0, total: 2 });
    await open(parking);
    await open(parking, stranger.auth);
    expect(await newTitles(customer.auth)).toEqual(['주차 안내']);
    expect(
      await t.db.select().from(noticeReads).where(eq(noticeReads.userSeq, stranger.userSeq)),
    ).toHaveLength(0);
  });

  it('notices from before the owner became a customer are not new to them; those after are', async () => {
    const newcomer = await createOwner(t, { nickname: '새로온고객' });
    await linkOwnerToShopSince(t, newcomer, shopId, between);
    expect(await list(newcomer.auth)).toMatchObject({
      unread: 1,
      items: [
        { noticeSeq: parking, unread: true },
        { noticeSeq: holiday, unread: false },
      ],
    });
  });

  it('a draft is nothing new until published; a pinned one is new where it stands; taken back and out again, read stays read', async () => {
    const draft = await publish('이벤트 준비 중', { publish: false });
    expect(await newTitles(customer.auth)).toEqual(['주차 안내']);
    const pinned = await publish('영업시간 변경', { pinned: true });
    expect(await list(customer.auth)).toMatchObject({
      unread: 2,
      items: [
        { noticeSeq: pinned, unread: true },
        { noticeSeq: parking, unread: true },
        { noticeSeq: holiday, unread: false },
      ],
    });
    await open(pinned, customer.auth);
    const edit = (publishIt: boolean) =>
      t.inject({
        method: 'PUT',
        url: `/v2/partner/notices/${pinned}`,
        headers: staff.auth,
        payload: { title: '영업시간 변경', body: '평일 10시~20시', pinned: true, publish: publishIt },
      });
    await edit(false);
    await edit(true);
    expect(await newTitles(customer.auth)).toEqual(['주차 안내']);

    await t.inject({
      method: 'PUT',
      url: `/v2/partner/notices/${draft}`,
      headers: staff.auth,
      payload: { title: '12월 이벤트', body: '목욕 10% 할인' },
    });
    expect(await newTitles(customer.auth)).toEqual(['12월 이벤트', '주차 안내']);
  });

  it('a deleted notice drops out of the list and the count, its reads with it', async () => {
    const before = (await list(customer.auth)).unread;
    const del = (noticeSeq: number) =>
      t.inject({ method: 'DELETE', url: `/v2/partner/notices/${noticeSeq}`, headers: staff.auth });
    expect((await del(parking)).statusCode).toBe(200);
    expect(await list(customer.auth)).toMatchObject({ unread: before - 1 });
    expect((await del(holiday)).statusCode).toBe(200);
    expect(await t.db.select().from(noticeReads).where(eq(noticeReads.noticeSeq, holiday))).toHaveLength(0);
    expect((await list(customer.auth)).items.map((n) => n.noticeSeq)).not.toContain(holiday);
  });
});
