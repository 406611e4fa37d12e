import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext, NOW, testClock, type TestUser } from '../../../test/booking-fixtures.js';
import { createShop } from '../../../test/factories.js';
import { checkout, createVoucherProduct, pay } from '../../../test/money-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

const clock = testClock();
let t: TestContext;
let alice: TestUser;
let bob: TestUser;
let shopId: number;
let otherShop: number;
let bath: number;
let pass: number;
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const c: Record<string, number> = {};

beforeAll(async () => {
  t = await bookingContext(clock);
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  const shop = await createShop(t, {
    name: '해피 미용실',
    products: [{ name: '목욕' }, { name: '전체미용' }],
  });
  [shopId, bath] = [shop.shopId, shop.products['목욕']];
  otherShop = (await createShop(t, { name: '다른 미용실' })).shopId;
  pass = await createVoucherProduct(t, shopId, [bath]); // 270,000원
  const issue = (name: string, x: object) =>
    t.app.services.coupons.issue(alice.userSeq, {
      name,
      discountType: 'AMOUNT',
      discountValue: 5_000,
      shopId,
      expiresAt: days(30),
      ...x,
    });
  c.amount = await issue('첫 이용권 5,000원 할인', { minPrice: 100_000 });
  c.percent = await issue('단골 10% 할인', {
    discountType: 'PERCENT',
    discountValue: 10,
    maxDiscount: 20_000,
  });
  c.expired = await issue('지난달 쿠폰', { expiresAt: days(-1) });
  c.otherShop = await issue('다른 매장 쿠폰', { shopId: otherShop });
  c.bigMin = await issue('50만원 이상', { minPrice: 500_000 });
  c.cutOnly = await issue('미용 전용', { productSeqs: [shop.products['전체미용']] });
});
afterAll(() => t.close());

const get = (url: string, user: TestUser = alice) => t.inject({ method: 'GET', url, headers: user.auth });
const quote = (couponSeq?: number) =>
  get(`/v2/vouchers/products/${pass}/quote${couponSeq ? `?couponSeq=${couponSeq}` : ''}`);

describe('쿠폰', () => {
  it('lists usable coupons (soonest expiry first) and used/expired ones apart', async () => {
    // One coupon first, so that the list's names are not the first asked.
    const one = (await get(`/v2/coupons/${c.percent}`)).json().data;
    expect(one).toMatchObject({
      discountLabel: '10%',
      maxDiscount: 20_000,
      shop: { shopId, name: '해피 미용실' },
    });
    const usable = (await get('/v2/coupons')).json().data;
    expect(usable.map((x: { couponSeq: number }) => x.couponSeq)).toEqual(
      expect.arrayContaining([c.amount, c.percent, c.otherShop, c.bigMin, c.cutOnly]),
    );
    expect(usable.every((x: { state: string }) => x.state === 'USABLE')).toBe(true);
    const byId = (seq: number) => usable.find((x: { couponSeq: number }) => x.couponSeq === seq);
    expect(byId(c.otherShop).shop).toEqual({ shopId: otherShop, name: '다른 미용실' });
    expect(byId(c.cutOnly).products.map((p: { name: string }) => p.name)).toEqual(['전체미용']);
    const past = (await get('/v2/coupons?tab=past')).json().data;
    expect(past).toEqual([expect.objectContaining({ couponSeq: c.expired, state: 'EXPIRED' })]);
  });

  it('applies by the rules: amount, percent capped, minimum price, shop, service, expiry', async () => {
    const none = (await quote()).json().data;
    expect(none).toMatchObject({ listPrice: 270_000, discount: 0, amount: 270_000 });
    // Only the coupons that fit are offered, best first.
    expect(
      none.coupons.map((x: { couponSeq: number; discount: number }) => [x.couponSeq, x.discount]),
    ).toEqual([
      [c.percent, 20_000],
      [c.amount, 5_000],
    ]);
    expect((await quote(c.amount)).json().data).toMatchObject({ discount: 5_000, amount: 265_000 });
    expect((await quote(c.percent)).json().data).toMatchObject({ discount: 20_000, amount: 250_000 });
    const reasons = await Promise.all(
      [c.expired, c.otherShop, c.bigMin, c.cutOnly].map(async (s) => (await quote(s)).json()),
    );
    expect(reasons.map((r) => [r.resultCode, r.data.reason])).toEqual([
      ['COUPON_NOT_APPLICABLE', 'EXPIRED'],
      ['COUPON_NOT_APPLICABLE', 'OTHER_SHOP'],
      ['COUPON_NOT_APPLICABLE', 'MIN_PRICE'],
      ['COUPON_NOT_APPLICABLE', 'OTHER_SERVICE'],
    ]);
  });

  it('paying with a coupon charges the discounted amount and spends it; an unused pass refunded gives it back', async () => {
    const order = (
      await t.inject({
        method: 'POST',
        url: '/v2/vouchers/purchases',
        headers: alice.auth,
        payload: { voucherProductSeq: pass, couponSeq: c.percent },
      })
    ).json().data;
    expect(order.amount).toBe(250_000);
    expect((await pay(t, alice, order)).json().data.status).toBe('PAID');
    expect((await get(`/v2/coupons/${c.percent}`)).json().data.state).toBe('USED');
    const v = (await get(`/v2/vouchers/by-order?orderId=${order.orderId}`)).json().data;
    expect(v.paidAmount).toBe(250_000);
    await t.inject({ method: 'POST', url: `/v2/vouchers/${v.voucherSeq}/refund`, headers: alice.auth });
    expect((await get(`/v2/coupons/${c.percent}`)).json().data.state).toBe('USABLE');
  });

  it('one coupon on two purchases paid at once: the second payment is refused and its charge cancelled', async () => {
    const start = () =>
      t.inject({
        method: 'POST',
        url: '/v2/vouchers/purchases',
        headers: alice.auth,
        payload: { voucherProductSeq: pass, couponSeq: c.amount },
      });
    const [a, b] = [(await start()).json().data, (await start()).json().data];
    expect((await pay(t, alice, a)).json().data.status).toBe('PAID');
    const back = await checkout(t, b);
    const second = await t.inject({
      method: 'POST',
      url: '/v2/payments/confirm',
      headers: alice.auth,
      payload: { paymentKey: back.get('paymentKey'), orderId: b.orderId, amount: b.amount },
    });
    expect(second.json()).toMatchObject({ resultCode: 'COUPON_NOT_APPLICABLE', data: { reason: 'USED' } });
    expect(t.app.fakeToss!.payment(back.get('paymentKey')!)).toMatchObject({ status: 'CANCELED' });
    expect((await t.app.services.payments.ledger(b.orderId)).map((l) => l.kind)).toEqual(['CHARGE', 'VOID']);
  });

  it("another owner's coupon is not found, and cannot be used", async () => {
    expect((await get(`/v2/coupons/${c.bigMin}`, bob)).json().resultCode).toBe('COUPON_NOT_FOUND');
    expect((await get(`/v2/vouchers/products/${pass}/quote?couponSeq=${c.bigMin}`, bob)).statusCode).toBe(
      404,
    );
    const res = await t.inject({
      method: 'POST',
      url: '/v2/vouchers/purchases',
      headers: bob.auth,
      payload: { voucherProductSeq: pass, couponSeq: c.bigMin },
    });
    expect(res.json().resultCode).toBe('COUPON_NOT_FOUND');
    expect((await get('/v2/coupons', bob)).json().data).toEqual([]);
    // A month on, every coupon has expired: the lists go by the clock of each request.
    clock.set(days(31));
    expect((await get('/v2/coupons')).json().data).toEqual([]);
    const past = (await get('/v2/coupons?tab=past')).json().data;
    expect(past.map((x: { couponSeq: number }) => x.couponSeq)).toEqual(
      expect.arrayContaining([c.percent, c.otherShop, c.bigMin, c.cutOnly]),
    );
  });
});
