import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPet,
  book,
  bookingContext,
  partnerLogin,
  testClock,
  type TestUser,
} from '../../../test/booking-fixtures.js';
import { voucherPurchases } from '../../../db/schema/index.js';
import { createShop } from '../../../test/factories.js';
import { createVoucherProduct, pay } from '../../../test/money-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

const clock = testClock();
let t: TestContext;
let alice: TestUser;
let bob: TestUser;
let shopId: number;
let otherShop: number;
let nails: number;
let bath: number;
let cut: number;
let productSeq: number;
let coco: number;
let bobsPet: number;
let staff: { auth: { authorization: string } };

beforeAll(async () => {
  t = await bookingContext(clock);
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  const shop = await createShop(t, {
    products: [{ name: '목욕' }, { name: '전체미용' }],
    settings: { depositRate: 20, depositAccount: '국민은행 123-456 (가디언)' },
  });
  [shopId, bath, cut] = [shop.shopId, shop.products['목욕'], shop.products['전체미용']];
  const other = await createShop(t, { name: '다른 미용실', products: [{ name: '발톱 정리' }] });
  [otherShop, nails] = [other.shopId, other.products['발톱 정리']];
  productSeq = await createVoucherProduct(t, shopId, [bath]);
  coco = await addPet(t, alice, { name: '코코' });
  bobsPet = await addPet(t, bob, { name: '보리' });
  staff = await partnerLogin(t, 'staff@guardian.kr', [shopId]);
});
afterAll(() => t.close());

const get = (url: string, user: TestUser = alice) => t.inject({ method: 'GET', url, headers: user.auth });
const post = (url: string, user: TestUser = alice, payload?: object) =>
  t.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });

async function buy(user: TestUser, body: object = { voucherProductSeq: productSeq }) {
  const order = await post('/v2/vouchers/purchases', user, body);
  expect(order.statusCode).toBe(200);
  const paid = await pay(t, user, order.json().data);
  expect(paid.json().data.status).toBe('PAID');
  return (await get(`/v2/vouchers/by-order?orderId=${order.json().data.orderId}`, user)).json().data;
}

describe('이용권', () => {
  it("lists a shop's pass products with the services they cover", async () => {
    const res = await t.inject({ method: 'GET', url: `/v2/vouchers/products?shopId=${shopId}` });
    expect(res.json().data).toEqual([
      expect.objectContaining({
        voucherProductSeq: productSeq,
        name: '목욕 10회 이용권',
        uses: 10,
        price: 270_000,
        listTotal: 300_000,
        services: [{ productSeq: bath, name: '목욕' }],
      }),
    ]);
    // Another shop's list, asked right after, is its own.
    const theirs = await createVoucherProduct(t, otherShop, [nails], { name: '발톱 정리 5회권', uses: 5 });
    const other = await t.inject({ method: 'GET', url: `/v2/vouchers/products?shopId=${otherShop}` });
    expect(other.json().data).toEqual([
      expect.objectContaining({
        voucherProductSeq: theirs,
        shopName: '다른 미용실',
        services: [{ productSeq: nails, name: '발톱 정리' }],
      }),
    ]);
  });

  it('buy through the fake gateway → book with the pass (held, no deposit) → completed visit takes the use: 9 left', async () => {
    const v = await buy(alice);
    expect(v).toMatchObject({ totalUses: 10, remainingUses: 10, state: 'ACTIVE', paidAmount: 270_000 });
    const res = await book(t, alice, {
      shopId,
      productSeq: bath,
      petSeqs: [coco],
      date: '2026-11-25',
      time: '10:00',
      voucherSeq: v.voucherSeq,
    });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r.deposit).toBeNull();
    expect(r.voucher).toEqual({ voucherSeq: v.voucherSeq, name: '목욕 10회 이용권', uses: 1, state: 'HELD' });
    const held = (await get(`/v2/vouchers/${v.voucherSeq}`)).json().data;
    expect(held).toMatchObject({ heldUses: 1, remainingUses: 9, usedUses: 0 });
    expect(held.history).toEqual([
      {
        reservationSeq: r.reservationSeq,
        date: '2026-11-25',
        time: '10:00',
        productName: '목욕',
        count: 1,
        status: 'HELD',
        canceled: false,
      },
    ]);
    await post(`/v2/partner/reservations/${r.reservationSeq}/confirm`, staff as TestUser);
    clock.set('2026-11-25T02:00:00Z');
    expect(
      (await post(`/v2/partner/reservations/${r.reservationSeq}/complete`, staff as TestUser)).statusCode,
    ).toBe(200);
    const after = (await get(`/v2/vouchers/${v.voucherSeq}`)).json().data;
    expect(after).toMatchObject({ usedUses: 1, heldUses: 0, remainingUses: 9 });
    expect(after.history[0].status).toBe('USED');
  });

  it('a cancelled or rejected booking gives the held use back', async () => {
    const v = await buy(alice);
    const one = (
      await book(t, alice, {
        shopId,
        productSeq: bath,
        petSeqs: [coco],
        date: '2026-11-30',
        time: '10:00',
        voucherSeq: v.voucherSeq,
      })
    ).json().data;
    expect((await post(`/v2/reservations/${one.reservationSeq}/cancel`)).statusCode).toBe(200);
    const two = (
      await book(t, alice, {
        shopId,
        productSeq: bath,
        petSeqs: [coco],
        date: '2026-12-01',
        time: '10:00',
        voucherSeq: v.voucherSeq,
      })
    ).json().data;
    await post(`/v2/partner/reservations/${two.reservationSeq}/reject`, staff as TestUser, {
      reason: '예약이 꽉 찼어요',
    });
    const after = (await get(`/v2/vouchers/${v.voucherSeq}`)).json().data;
    expect(after).toMatchObject({ remainingUses: 10, heldUses: 0, usedUses: 0 });
    expect(after.history.map((h: { status: string }) => h.status)).toEqual(['RETURNED', 'RETURNED']);
  });

  it('a pass pays only for its shop and services, and not once its uses are gone', async () => {
    const v = await buy(alice, {
      voucherProductSeq: await createVoucherProduct(t, shopId, [bath], {
        uses: 1,
        price: 28_000,
        unitListPrice: 30_000,
      }),
    });
    const other = await book(t, alice, {
      shopId,
      productSeq: cut,
      petSeqs: [coco],
      date: '2026-12-02',
      time: '10:00',
      voucherSeq: v.voucherSeq,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      resultCode: 'VOUCHER_NOT_APPLICABLE',
      data: { reason: 'OTHER_SERVICE' },
    });
    const ok = await book(t, alice, {
      shopId,
      productSeq: bath,
      petSeqs: [coco],
      date: '2026-12-02',
      time: '10:00',
      voucherSeq: v.voucherSeq,
    });
    expect(ok.statusCode).toBe(200);
    const none = await book(t, alice, {
      shopId,
      productSeq: bath,
      petSeqs: [coco],
      date: '2026-12-03',
      time: '10:00',
      voucherSeq: v.voucherSeq,
    });
    expect(none.json().resultCode).toBe('VOUCHER_USED_UP');
    // The refused bookings were not created.
    const upcoming = (await get('/v2/reservations?scope=upcoming&size=50')).json().data.items;
    expect(upcoming.filter((r: { date: string }) => r.date === '2026-12-03')).toEqual([]);
  });

  it('refund under the shop rule: paid − used uses × list price, shown first, through the gateway', async () => {
    const v = (await get('/v2/vouchers')).json().data.find((x: { usedUses: number }) => x.usedUses === 1);
    const quote = (await get(`/v2/vouchers/${v.voucherSeq}/refund-quote`)).json().data;
    expect(quote).toMatchObject({
      paidAmount: 270_000,
      usedUses: 1,
      unitListPrice: 30_000,
      deduction: 30_000,
      refundAmount: 240_000,
      refundable: true,
    });
    const res = await post(`/v2/vouchers/${v.voucherSeq}/refund`);
    expect(res.json().data).toMatchObject({ state: 'REFUNDED', refundAmount: 240_000, remainingUses: 9 });
    const order = await t.app.services.payments.ledger(await orderIdOf(v.purchaseSeq));
    expect(order.map((l) => [l.kind, l.amount])).toEqual([
      ['CHARGE', 270_000],
      ['REFUND', -240_000],
    ]);
    expect((await post(`/v2/vouchers/${v.voucherSeq}/refund`)).json()).toMatchObject({
      resultCode: 'VOUCHER_NOT_REFUNDABLE',
      data: { reason: 'REFUNDED' },
    });
    const booked = await book(t, alice, {
      shopId,
      productSeq: bath,
      petSeqs: [coco],
      date: '2026-12-04',
      time: '10:00',
      voucherSeq: v.voucherSeq,
    });
    expect(booked.json()).toMatchObject({
      resultCode: 'VOUCHER_NOT_APPLICABLE',
      data: { reason: 'REFUNDED' },
    });
  });

  it("another owner's pass: 404 everywhere, and nothing changes", async () => {
    const v = (await get('/v2/vouchers')).json().data.find((x: { state: string }) => x.state === 'ACTIVE');
    expect((await get(`/v2/vouchers/${v.voucherSeq}`, bob)).json().resultCode).toBe('VOUCHER_NOT_FOUND');
    expect((await get(`/v2/vouchers/${v.voucherSeq}/refund-quote`, bob)).statusCode).toBe(404);
    expect((await post(`/v2/vouchers/${v.voucherSeq}/refund`, bob)).statusCode).toBe(404);
    const res = await book(t, bob, {
      shopId,
      productSeq: bath,
      petSeqs: [bobsPet],
      date: '2026-12-07',
      time: '10:00',
      voucherSeq: v.voucherSeq,
    });
    expect(res.json().resultCode).toBe('VOUCHER_NOT_FOUND');
    expect((await get('/v2/reservations?scope=upcoming', bob)).json().data.items).toEqual([]);
    expect((await get(`/v2/vouchers/${v.voucherSeq}`)).json().data).toMatchObject({
      remainingUses: v.remainingUses,
      state: 'ACTIVE',
    });
    expect((await get('/v2/vouchers', bob)).json().data).toEqual([]);
  });
});

async function orderIdOf(purchaseSeq: number) {
  const [row] = await t.db
    .select()
    .from(voucherPurchases)
    .where(eq(voucherPurchases.purchaseSeq, purchaseSeq));
  return row.orderId!;
}
