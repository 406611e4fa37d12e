// Withdrawing a request the shop has not confirmed yet (요청) is free: no fee whatever the policy, a deposit already
// paid comes back whole, and it can be withdrawn even after its start (the shop never answered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPet,
  book,
  bookingContext,
  testClock,
  type TestUser,
  uncapped,
} from '../../../test/booking-fixtures.js';
import { createShop } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

const clock = testClock(); // Monday 2026-11-23 09:00 Seoul
let t: TestContext;
let alice: TestUser;
let coco: number;
let freeShop: number; // no deposit: the policy's base would be the price
let freeBath: number;
let depositShop: number; // 20 % deposit
let depositBath: number;
beforeAll(async () => {
  t = await bookingContext(clock, uncapped);
  alice = await t.user('alice@guardian.kr', '앨리스');
  coco = await addPet(t, alice, { name: '코코' });
  const f = await createShop(t, { settings: { staffCount: 3 } });
  [freeShop, freeBath] = [f.shopId, f.products['목욕']];
  const d = await createShop(t, { settings: { staffCount: 3, depositRate: 20, depositAccount: '국민 123' } });
  [depositShop, depositBath] = [d.shopId, d.products['목욕']];
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: alice.auth });
const post = (url: string) => t.inject({ method: 'POST', url, headers: alice.auth });
const request = async (shopId: number, productSeq: number, date: string, time: string) => {
  const res = await book(t, alice, { shopId, productSeq, petSeqs: [coco], date, time });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    reservationSeq: number;
    totalPrice: number;
    deposit: { amount: number } | null;
  };
};
const latestNews = async () => (await get('/v2/notifications')).json().data.items[0];

describe('withdrawing a 요청', () => {
  it('the day before, with nothing paid: no fee on the price, and the quote, the booking and the news say so', async () => {
    // Under the policy (1 day before: 50 %) this would cost half the price once confirmed.
    const r = await request(freeShop, freeBath, '2026-11-24', '10:00');
    const q = (await get(`/v2/reservations/${r.reservationSeq}/cancel-quote`)).json().data;
    expect(q).toMatchObject({
      daysBefore: 1,
      unconfirmed: true,
      refundRate: 100,
      base: 'PRICE',
      fee: 0,
      refundAmount: 0,
    });
    const done = (await post(`/v2/reservations/${r.reservationSeq}/cancel`)).json().data;
    expect(done.cancellation).toMatchObject({ canceledBy: 'OWNER', fee: 0, refundAmount: 0 });
    const news = await latestNews();
    expect(news.title).toBe('예약이 취소되었어요');
    expect(news.body).toContain('매장 확정 전이라 취소 수수료가 없어요.');
    expect(news.body).not.toMatch(/취소 수수료 \d/);
  });

  it('a deposit already sent by transfer comes back whole, owed by the shop until it sends it', async () => {
    const r = await request(depositShop, depositBath, '2026-11-23', '15:00'); // today: 0 % under the policy
    await t.app.services.booking.markDepositPaid(r.reservationSeq, clock.now());
    const q = (await get(`/v2/reservations/${r.reservationSeq}/cancel-quote`)).json().data;
    expect(q).toMatchObject({
      daysBefore: 0,
      unconfirmed: true,
      depositPaid: true,
      fee: 0,
      refundAmount: r.deposit!.amount,
    });
    const done = (await post(`/v2/reservations/${r.reservationSeq}/cancel`)).json().data;
    expect(done.cancellation).toMatchObject({ fee: 0, refundAmount: r.deposit!.amount });
    expect(done.deposit).toMatchObject({ paid: true, refundedAt: null });
    expect((await latestNews()).body).toContain(
      `예약금 ${r.deposit!.amount.toLocaleString('ko-KR')}원 환불 예정 (매장에서 보내 드려요)`,
    );
  });

  it('after its start, when the shop never answered: still withdrawable, still free', async () => {
    const r = await request(depositShop, depositBath, '2026-11-23', '16:00');
    await t.app.services.booking.markDepositPaid(r.reservationSeq, clock.now()); // paid, so it does not expire
    clock.set('2026-11-23T07:30:00Z'); // 16:30 Seoul: started half an hour ago, still 요청
    const view = (await get(`/v2/reservations/${r.reservationSeq}`)).json().data;
    expect(view).toMatchObject({ status: 'REQUESTED', canCancel: true });
    const done = await post(`/v2/reservations/${r.reservationSeq}/cancel`);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.cancellation).toMatchObject({ fee: 0, refundAmount: r.deposit!.amount });
  });
});
