import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiProfileOrders, aiProfileProducts, coupons, vouchers } from '../../../db/schema/index.js';
import { createOwner, createShop, type Owner } from '../../../test/factories.js';
import { createVoucherProduct } from '../../../test/money-fixtures.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

// 회원 탈퇴's last question says what the owner would lose: passes' uses left, coupons, AI 프로필 pictures still to
// download. None of them refuses the deletion.
let t: TestContext;
let owner: Owner;
const FUTURE = new Date('2099-01-01T00:00:00Z');
const PAST = new Date('2024-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestContext({ shops: 1 });
  owner = await createOwner(t);
});
afterAll(() => t.close());

const check = (who: Owner = owner) =>
  t.inject({ method: 'GET', url: '/v2/user/withdrawal-check', headers: who.auth });

async function givePasses(who: Owner) {
  const salon = await createShop(t, { name: '멍멍살롱', products: [{ name: '목욕' }] });
  const kinder = await createShop(t, { name: '해피유치원', products: [{ name: '종일반' }] });
  const pass = async (
    shop: { shopId: number; products: Record<string, number> },
    productName: string,
    set: Partial<typeof vouchers.$inferInsert>,
  ) => {
    const productSeq = shop.products[productName];
    const voucherProductSeq = await createVoucherProduct(t, shop.shopId, [productSeq]);
    await t.db.insert(vouchers).values({
      userSeq: who.userSeq,
      shopId: shop.shopId,
      voucherProductSeq,
      name: `${productName} 10회`,
      totalUses: 10,
      paidAmount: 270_000,
      unitListPrice: 30_000,
      productSeqs: [productSeq],
      expiresAt: FUTURE,
      ...set,
    });
  };
  await pass(salon, '목욕', { usedUses: 3 }); // 7 left
  await pass(salon, '목욕', { usedUses: 8 }); // 2 left: 9 at the salon
  await pass(kinder, '종일반', { usedUses: 6, heldUses: 1 }); // 3 left
  await pass(kinder, '종일반', { usedUses: 2, status: 'REFUNDED' }); // refunded: nothing to lose
  await pass(kinder, '종일반', { usedUses: 1, expiresAt: PAST }); // expired
  await pass(kinder, '종일반', { usedUses: 10 }); // used up
}

async function giveCoupons(who: Owner) {
  const coupon = (set: Partial<typeof coupons.$inferInsert>) =>
    t.db.insert(coupons).values({
      userSeq: who.userSeq,
      name: '첫 미용 20% 할인',
      discountType: 'PERCENT',
      discountValue: 20,
      expiresAt: FUTURE,
      ...set,
    });
  await coupon({});
  await coupon({ discountType: 'AMOUNT', discountValue: 3000 });
  await coupon({ usedAt: PAST, usedFor: 'VOUCHER:1' });
  await coupon({ expiresAt: PAST });
}

async function giveAiOrders(who: Owner) {
  const [product] = await t.db.select().from(aiProfileProducts).limit(1);
  const order = (status: typeof aiProfileOrders.$inferInsert.status) =>
    t.db.insert(aiProfileOrders).values({
      userSeq: who.userSeq,
      productSeq: product.productSeq,
      petName: '콩이',
      species: 'DOG',
      breed: '말티즈',
      ageYears: 3,
      photoMediaSeqs: [],
      amount: product.price,
      status,
    });
  await order('DONE');
  await order('REFUNDED');
  await order('PENDING_PAYMENT');
}

describe('GET /v2/user/withdrawal-check', () => {
  it('says nothing is lost for an owner who holds nothing', async () => {
    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ vouchers: [], coupons: 0, aiProfiles: 0 });
  });

  it("lists the passes' uses left per shop, the usable coupons and the AI 프로필 orders to download", async () => {
    await givePasses(owner);
    await giveCoupons(owner);
    await giveAiOrders(owner);

    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      vouchers: [
        { shopId: expect.any(Number), shopName: '멍멍살롱', remaining: 9 },
        { shopId: expect.any(Number), shopName: '해피유치원', remaining: 3 },
      ],
      coupons: 2,
      aiProfiles: 1,
    });
    // Someone else sees only their own.
    const other = await createOwner(t);
    expect((await check(other)).json().data).toEqual({ vouchers: [], coupons: 0, aiProfiles: 0 });
  });

  it('does not stop the deletion: the owner may leave with all of it', async () => {
    const res = await t.inject({ method: 'DELETE', url: '/v2/user', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect((await check()).statusCode).toBe(401);
  });

  it('needs a login', async () => {
    expect((await t.inject({ method: 'GET', url: '/v2/user/withdrawal-check' })).statusCode).toBe(401);
  });
});
