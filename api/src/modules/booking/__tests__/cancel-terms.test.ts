// The owner cancels on the terms the app showed them (the cancel quote's fee and refundAmount, sent with the cancel):
// when the terms changed in between (the shop confirmed the request, recorded the deposit as paid, or the day turned
// and with it the refund rate), the cancel is refused with CANCEL_TERMS_CHANGED and the reservation is left as it was.
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
import type { TestContext } from '../../../test/test-app.js';

const clock = testClock(); // Monday 2026-11-23 09:00 Seoul
let t: TestContext;
let alice: TestUser;
let coco: number;
let freeShop: number; // no deposit: a late cancellation costs part of the price
let freeBath: number;
let depositShop: number; // 20 % deposit
let depositBath: number;
let staff: { auth: { authorization: string } };

beforeAll(async () => {
  t = await bookingContext(clock, uncapped);
  alice = await t.user('alice@guardian.kr', '앨리스');
  coco = await addPet(t, alice, { name: '코코' });
  const f = await createShop(t, { settings: { staffCount: 3 } });
  [freeShop, freeBath] = [f.shopId, f.products['목욕']];
  const d = await createShop(t, { settings: { staffCount: 3, depositRate: 20, depositAccount: '국민 123' } });
  [depositShop, depositBath] = [d.shopId, d.products['목욕']];
  staff = await partnerLogin(t, 'groomer@guardian.kr', [freeShop, depositShop], 'OWNER');
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: alice.auth });
const cancel = (seq: number, terms?: { fee: number; refundAmount: number }) =>
  t.inject({
    method: 'POST',
    url: `/v2/reservations/${seq}/cancel`,
    headers: alice.auth,
    ...(terms ? { payload: terms } : {}),
  });
const partner = (seq: number, path: string) =>
  t.inject({ method: 'POST', url: `/v2/partner/reservations/${seq}/${path}`, headers: staff.auth });
const request = async (shopId: number, productSeq: number, date: string, time: string) => {
  const res = await book(t, alice, { shopId, productSeq, petSeqs: [coco], date, time });
  expect(res.statusCode).toBe(200);
  return res.json().data as { reservationSeq: number; totalPrice: number };
};
const quoteOf = async (seq: number) => {
  const { fee, refundAmount } = (await get(`/v2/reservations/${seq}/cancel-quote`)).json().data;
  return { fee: fee as number, refundAmount: refundAmount as number };
};
const reservationRow = async (seq: number) => await t.app.services.booking.byId(seq, clock.now());
const newsCount = async () => (await get('/v2/notifications')).json().data.total as number;

describe('cancelling on the terms the owner was shown', () => {
  it('the shop confirms between the quote and the cancel: 409 CANCEL_TERMS_CHANGED, and nothing changed', async () => {
    const r = await request(freeShop, freeBath, '2026-11-24', '10:00'); // tomorrow: 50 % once confirmed
    const shown = await quoteOf(r.reservationSeq);
    expect(shown).toEqual({ fee: 0, refundAmount: 0 }); // 요청: withdrawn free
    expect((await partner(r.reservationSeq, 'confirm')).statusCode).toBe(200);
    const before = await reservationRow(r.reservationSeq);
    const news = await newsCount();

    const res = await cancel(r.reservationSeq, shown);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      resultCode: 'CANCEL_TERMS_CHANGED',
      message: '취소 조건이 바뀌었어요. 다시 확인해 주세요.',
      data: { fee: r.totalPrice / 2, refundAmount: 0 },
    });
    const after = await reservationRow(r.reservationSeq);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ status: 'CONFIRMED', cancellation: null });
    expect(await newsCount()).toBe(news); // no 예약이 취소되었어요

    // Asked again, the owner sees the fee and agrees to it: cancelled on exactly those terms.
    const again = await quoteOf(r.reservationSeq);
    expect(again).toEqual({ fee: r.totalPrice / 2, refundAmount: 0 });
    const done = await cancel(r.reservationSeq, again);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'CANCELED', cancellation: again });
  });

  it('the same terms: cancels, storing exactly the quote', async () => {
    const r = await request(freeShop, freeBath, '2026-11-24', '11:00');
    expect((await partner(r.reservationSeq, 'confirm')).statusCode).toBe(200);
    const shown = await quoteOf(r.reservationSeq);
    const done = await cancel(r.reservationSeq, shown);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'CANCELED',
      cancellation: { canceledBy: 'OWNER', ...shown },
    });
  });

  it('the shop records the deposit as paid meanwhile: refused, though nothing was paid when the quote was shown', async () => {
    const r = await request(depositShop, depositBath, '2026-11-24', '12:00');
    expect((await partner(r.reservationSeq, 'confirm')).statusCode).toBe(200);
    const shown = await quoteOf(r.reservationSeq);
    expect(shown).toEqual({ fee: 0, refundAmount: 0 }); // 예약금을 보내기 전이라 수수료 없이
    expect((await partner(r.reservationSeq, 'deposit-paid')).statusCode).toBe(200);

    const res = await cancel(r.reservationSeq, shown);
    expect(res.statusCode).toBe(409);
    expect(res.json().resultCode).toBe('CANCEL_TERMS_CHANGED');
    expect(await reservationRow(r.reservationSeq)).toMatchObject({ status: 'CONFIRMED', cancellation: null });
  });

  it('an app from before the terms (no body) still cancels, on the terms of the moment', async () => {
    const r = await request(freeShop, freeBath, '2026-11-24', '13:00');
    expect((await partner(r.reservationSeq, 'confirm')).statusCode).toBe(200);
    const done = await cancel(r.reservationSeq);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.cancellation).toMatchObject({ fee: r.totalPrice / 2, refundAmount: 0 });
  });

  it('refuses terms that are not amounts in won', async () => {
    const r = await request(freeShop, freeBath, '2026-11-24', '14:00');
    for (const payload of [{ fee: -1, refundAmount: 0 }, { fee: 0 }, { fee: 0.5, refundAmount: 0 }]) {
      const res = await t.inject({
        method: 'POST',
        url: `/v2/reservations/${r.reservationSeq}/cancel`,
        headers: alice.auth,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().resultCode).toBe('VALIDATION_ERROR');
    }
    expect(await reservationRow(r.reservationSeq)).toMatchObject({ status: 'REQUESTED' });
  });

  it('the day turns while the question is open (a lower refund tier): refused', async () => {
    const r = await request(freeShop, freeBath, '2026-11-26', '10:00'); // 3 days ahead: 100 %
    expect((await partner(r.reservationSeq, 'confirm')).statusCode).toBe(200);
    const shown = await quoteOf(r.reservationSeq);
    expect(shown).toEqual({ fee: 0, refundAmount: 0 });
    clock.set('2026-11-23T15:00:00Z'); // Tuesday 00:00 Seoul: 2 days ahead, 50 %
    const res = await cancel(r.reservationSeq, shown);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      resultCode: 'CANCEL_TERMS_CHANGED',
      data: { fee: r.totalPrice / 2, refundAmount: 0 },
    });
  });
});
