/**
 * "유효기간 2027년 4월 6일까지" holds through that whole Seoul day: a pass valid N days expires at the end
 * (23:59:59.999 KST) of the Seoul day N days after the day it was bought, not N × 24 h after the purchase instant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPet,
  book,
  bookingContext,
  testClock,
  type TestUser,
  uncapped,
} from '../../../test/booking-fixtures.js';
import { createShop, WEEK_HOURS } from '../../../test/factories.js';
import { createVoucherProduct, pay } from '../../../test/money-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

// Bought at 13:53 KST on 2026-12-07; 120 days later is 2027-04-06.
const clock = testClock(new Date('2026-12-07T13:53:00+09:00'));
const LAST_DAY_END = '2027-04-06T14:59:59.999Z';
let t: TestContext;
let alice: TestUser;
let shopId: number;
let bath: number;
let productSeq: number;
let pets: number[];

beforeAll(async () => {
  t = await bookingContext(clock, uncapped);
  alice = await t.user('alice@guardian.kr', '앨리스');
  // Open round the clock, so a visit can start late on the last day and at midnight after it.
  const shop = await createShop(t, {
    hours: WEEK_HOURS.map((h) => ({ ...h, open: '00:00', close: '24:00' })),
    products: [{ name: '목욕', durationMinutes: 30 }],
  });
  [shopId, bath] = [shop.shopId, shop.products['목욕']];
  productSeq = await createVoucherProduct(t, shopId, [bath], { validityDays: 120 });
  pets = [
    await addPet(t, alice, { name: '구름' }),
    await addPet(t, alice, { name: '코코' }),
    await addPet(t, alice, { name: '보리' }),
  ];
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: alice.auth });

describe('the last day of a pass', () => {
  let voucherSeq: number;

  it('a pass bought at 13:53 for 120 days is valid through 23:59:59.999 KST of the 120th day (quote and pass)', async () => {
    const quote = (await get(`/v2/vouchers/products/${productSeq}/quote`)).json().data;
    expect(quote.expiresAt).toBe(LAST_DAY_END);
    const order = await t.inject({
      method: 'POST',
      url: '/v2/vouchers/purchases',
      headers: alice.auth,
      payload: { voucherProductSeq: productSeq },
    });
    expect((await pay(t, alice, order.json().data)).json().data.status).toBe('PAID');
    const v = (await get(`/v2/vouchers/by-order?orderId=${order.json().data.orderId}`)).json().data;
    expect(v.expiresAt).toBe(LAST_DAY_END);
    voucherSeq = v.voucherSeq;
    // A pass given at the counter at the same moment lasts as long.
    const granted = await t.app.services.vouchers.grant(alice.userSeq, productSeq, { now: clock.now() });
    expect((await get(`/v2/vouchers/${granted}`)).json().data.expiresAt).toBe(LAST_DAY_END);
  });

  it('books a visit at 14:00 and at 23:30 on the last day, and not at 00:00 the day after', async () => {
    const at = (time: string, date: string, pet: number) =>
      book(t, alice, { shopId, productSeq: bath, petSeqs: [pet], date, time, voucherSeq });
    const afternoon = await at('14:00', '2027-04-06', pets[0]);
    expect(afternoon.statusCode).toBe(200);
    const late = await at('23:30', '2027-04-06', pets[1]);
    expect(late.statusCode).toBe(200);
    const next = await at('00:00', '2027-04-07', pets[2]);
    expect(next.statusCode).toBe(409);
    expect(next.json()).toMatchObject({ resultCode: 'VOUCHER_NOT_APPLICABLE', data: { reason: 'EXPIRED' } });
  });

  it('shows as usable all of the last day and as expired from the next midnight', async () => {
    clock.set('2027-04-06T23:30:00+09:00');
    expect((await get(`/v2/vouchers/${voucherSeq}`)).json().data.state).toBe('ACTIVE');
    expect(
      (await get('/v2/vouchers?scope=active')).json().data.map((v: { voucherSeq: number }) => v.voucherSeq),
    ).toContain(voucherSeq);
    clock.set('2027-04-07T00:00:00+09:00');
    expect((await get(`/v2/vouchers/${voucherSeq}`)).json().data.state).toBe('EXPIRED');
    expect(
      (await get('/v2/vouchers?scope=active')).json().data.map((v: { voucherSeq: number }) => v.voucherSeq),
    ).not.toContain(voucherSeq);
  });
});
