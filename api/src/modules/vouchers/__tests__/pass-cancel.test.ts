// Cancelling a booking paid with a pass (이용권): never a won fee. While cancelling is free (the shop has not confirmed
// yet, or the refund rate of the day is 100 %) the use comes back; inside the paid-cancellation window it is spent
// (1회 차감), as a visit spends it. The quote, the cancelled reservation, the pass and 소식 all say the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPet,
  book,
  bookingContext,
  partnerLogin,
  testClock,
  type TestUser,
  uncapped,
} from '../../../test/booking-fixtures.js';
import { createShop } from '../../../test/factories.js';
import { createVoucherProduct, pay } from '../../../test/money-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

const clock = testClock(); // Monday 2026-11-23 09:00 Seoul
let t: TestContext;
let alice: TestUser;
let shopId: number;
let bath: number;
let passProduct: number;
let coco: number;
let staff: TestUser;

beforeAll(async () => {
  t = await bookingContext(clock, uncapped);
  alice = await t.user('alice@guardian.kr', '앨리스');
  // Policy: 3+ days before 100 %, 1-2 days 50 %, the day itself 0 %. The shop asks a deposit of other bookings.
  const shop = await createShop(t, {
    settings: { depositRate: 20, depositAccount: '국민은행 123-456 (가디언)' },
  });
  [shopId, bath] = [shop.shopId, shop.products['목욕']];
  passProduct = await createVoucherProduct(t, shopId, [bath]);
  coco = await addPet(t, alice, { name: '코코' }); // 30,000원 a bath
  staff = (await partnerLogin(t, 'staff@guardian.kr', [shopId])) as TestUser;
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: alice.auth });
const post = (url: string, payload?: object, user: TestUser = alice) =>
  t.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });

async function buyPass() {
  const order = (await post('/v2/vouchers/purchases', { voucherProductSeq: passProduct })).json().data;
  expect((await pay(t, alice, order)).json().data.status).toBe('PAID');
  return (await get(`/v2/vouchers/by-order?orderId=${order.orderId}`)).json().data.voucherSeq as number;
}

/** A booking of coco's bath on `date` paid with the pass, confirmed by the shop unless `confirm` is false. */
async function bookWithPass(voucherSeq: number, date: string, confirm = true) {
  const res = await book(t, alice, {
    shopId,
    productSeq: bath,
    petSeqs: [coco],
    date,
    time: '10:00',
    voucherSeq,
  });
  expect(res.statusCode).toBe(200);
  const seq = res.json().data.reservationSeq as number;
  if (confirm)
    expect((await post(`/v2/partner/reservations/${seq}/confirm`, undefined, staff)).statusCode).toBe(200);
  return seq;
}

const pass = async (voucherSeq: number) => (await get(`/v2/vouchers/${voucherSeq}`)).json().data;
const latestNews = async () =>
  (await get('/v2/notifications')).json().data.items[0] as { title: string; body: string };

describe('cancelling a booking paid with a pass', () => {
  it('inside the paid-cancellation window: no won fee anywhere, and the use is spent, not given back', async () => {
    const v = await buyPass();
    const seq = await bookWithPass(v, '2026-11-24'); // 1 day before: 50 %
    const quote = (await get(`/v2/reservations/${seq}/cancel-quote`)).json().data;
    expect(quote).toMatchObject({
      daysBefore: 1,
      refundRate: 50,
      base: 'VOUCHER',
      fee: 0,
      refundAmount: 0,
      voucher: { uses: 1, spent: true },
    });
    const res = await post(`/v2/reservations/${seq}/cancel`, { fee: 0, refundAmount: 0, voucherUses: 1 });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r.cancellation).toMatchObject({ fee: 0, refundAmount: 0 });
    expect(r.voucher).toEqual({ voucherSeq: v, name: '목욕 10회 이용권', uses: 1, state: 'USED' });
    // The pass counts it as used: 9 left, nothing held, and its history says the cancellation spent it.
    const after = await pass(v);
    expect(after).toMatchObject({ usedUses: 1, heldUses: 0, remainingUses: 9 });
    expect(after.history).toEqual([
      expect.objectContaining({ reservationSeq: seq, status: 'USED', canceled: true }),
    ]);
    const news = await latestNews();
    expect(news.title).toBe('예약이 취소되었어요');
    expect(news.body).toMatch(/\n무료 취소 기간이 지나 이용권 1회 차감$/);
    expect(news.body).not.toContain('취소 수수료');
  });

  it('while cancelling is free (100 % day): the use comes back', async () => {
    const v = await buyPass();
    const seq = await bookWithPass(v, '2026-11-30'); // 7 days before: 100 %
    expect((await get(`/v2/reservations/${seq}/cancel-quote`)).json().data).toMatchObject({
      base: 'VOUCHER',
      fee: 0,
      voucher: { uses: 1, spent: false },
    });
    const r = (
      await post(`/v2/reservations/${seq}/cancel`, { fee: 0, refundAmount: 0, voucherUses: 0 })
    ).json().data;
    expect(r.voucher).toMatchObject({ uses: 1, state: 'RETURNED' });
    expect(await pass(v)).toMatchObject({ usedUses: 0, heldUses: 0, remainingUses: 10 });
    expect((await pass(v)).history[0]).toMatchObject({ status: 'RETURNED', canceled: true });
    expect((await latestNews()).body).toMatch(/\n이용권 1회 복구$/);
  });

  it('a request the shop has not confirmed, withdrawn inside the window: free, the use comes back', async () => {
    const v = await buyPass();
    const seq = await bookWithPass(v, '2026-11-24', false);
    expect((await get(`/v2/reservations/${seq}/cancel-quote`)).json().data).toMatchObject({
      unconfirmed: true,
      voucher: { uses: 1, spent: false },
    });
    const r = (
      await post(`/v2/reservations/${seq}/cancel`, { fee: 0, refundAmount: 0, voucherUses: 0 })
    ).json().data;
    expect(r.voucher.state).toBe('RETURNED');
    expect(await pass(v)).toMatchObject({ usedUses: 0, remainingUses: 10 });
  });

  it('the shop declining it, inside the window too: the use always comes back', async () => {
    const v = await buyPass();
    const seq = await bookWithPass(v, '2026-11-24', false);
    const res = await post(`/v2/partner/reservations/${seq}/reject`, { reason: '예약이 꽉 찼어요' }, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.voucher).toMatchObject({ state: 'RETURNED' });
    expect(await pass(v)).toMatchObject({ usedUses: 0, heldUses: 0, remainingUses: 10 });
    expect((await latestNews()).body).toMatch(/\n이용권 1회 복구$/);
  });

  it('refuses a quote whose use came back once the day turns into the window, and spends nothing', async () => {
    const v = await buyPass();
    const seq = await bookWithPass(v, '2026-11-27'); // 4 days before: 100 %
    expect((await get(`/v2/reservations/${seq}/cancel-quote`)).json().data.voucher).toEqual({
      uses: 1,
      spent: false,
    });
    clock.set('2026-11-25T00:00:00Z'); // 2 days before: 50 %
    const res = await post(`/v2/reservations/${seq}/cancel`, { fee: 0, refundAmount: 0, voucherUses: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ resultCode: 'CANCEL_TERMS_CHANGED', data: { voucherUses: 1 } });
    expect((await get(`/v2/reservations/${seq}`)).json().data).toMatchObject({
      status: 'CONFIRMED',
      voucher: { state: 'HELD' },
    });
    expect(await pass(v)).toMatchObject({ heldUses: 1, usedUses: 0 });
  });
});
