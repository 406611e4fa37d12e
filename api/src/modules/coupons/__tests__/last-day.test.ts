/**
 * A coupon valid N days is usable through the whole Seoul day N days after the day it was issued (its expiresAt is
 * 23:59:59.999 KST of that day, the date the 쿠폰함 shows), not N × 24 h after the instant it was issued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPet,
  book,
  bookingContext,
  partnerLogin,
  testClock,
  type TestUser,
} from '../../../test/booking-fixtures.js';
import { createShop } from '../../../test/factories.js';
import { createVoucherProduct } from '../../../test/money-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

// Issued at 13:53 KST on 2026-12-07, valid 1 day: through 2026-12-08.
const clock = testClock(new Date('2026-12-07T13:53:00+09:00'));
let t: TestContext;
let alice: TestUser;
let couponSeq: number;
let quoteUrl: string;

beforeAll(async () => {
  t = await bookingContext(clock);
  alice = await t.user('alice@guardian.kr', '앨리스');
  const shop = await createShop(t);
  const bath = shop.products['목욕'];
  const owner = await partnerLogin(t, 'owner@guardian.kr', [shop.shopId], 'OWNER');
  // Alice books with the shop: she is its customer.
  const pet = await addPet(t, alice, { name: '구름' });
  await book(t, alice, {
    shopId: shop.shopId,
    productSeq: bath,
    petSeqs: [pet],
    date: '2026-12-10',
    time: '10:00',
  });
  const issued = await t.inject({
    method: 'POST',
    url: `/v2/partner/shops/${shop.shopId}/coupons`,
    headers: owner.auth,
    payload: {
      userSeq: alice.userSeq,
      name: '하루 특가 쿠폰',
      discountType: 'AMOUNT',
      discountValue: 5000,
      validDays: 1,
    },
  });
  expect(issued.statusCode).toBe(200);
  expect(issued.json().data.expiresAt).toBe('2026-12-08T14:59:59.999Z');
  couponSeq = issued.json().data.couponSeq;
  const voucherProduct = await createVoucherProduct(t, shop.shopId, [bath]);
  quoteUrl = `/v2/vouchers/products/${voucherProduct}/quote?couponSeq=${couponSeq}`;
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: alice.auth });
const usable = async () =>
  (await get('/v2/coupons?tab=usable')).json().data.map((c: { couponSeq: number }) => c.couponSeq);

describe('the last day of a coupon valid 1 day', () => {
  it('is usable at 20:00 and at 23:59 the next Seoul day', async () => {
    for (const at of ['2026-12-08T20:00:00+09:00', '2026-12-08T23:59:00+09:00']) {
      clock.set(at);
      expect((await get(`/v2/coupons/${couponSeq}`)).json().data.state).toBe('USABLE');
      expect(await usable()).toContain(couponSeq);
      const quote = await get(quoteUrl);
      expect(quote.statusCode).toBe(200);
      expect(quote.json().data.discount).toBe(5000);
    }
  });

  it('has expired from midnight after it', async () => {
    clock.set('2026-12-09T00:00:00+09:00');
    expect((await get(`/v2/coupons/${couponSeq}`)).json().data.state).toBe('EXPIRED');
    expect(await usable()).not.toContain(couponSeq);
    const past = (await get('/v2/coupons/past')).json().data.items;
    expect(past.map((c: { couponSeq: number }) => c.couponSeq)).toContain(couponSeq);
    expect((await get(quoteUrl)).json()).toMatchObject({
      resultCode: 'COUPON_NOT_APPLICABLE',
      data: { reason: 'EXPIRED' },
    });
  });
});
