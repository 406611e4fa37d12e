import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  coupons as couponRows,
  products,
  reservations,
  users,
  voucherProducts,
  voucherUses,
  vouchers,
} from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { endOfSeoulDay } from '../../lib/seoul-day.js';
import { DEMO_ACCOUNT } from '../users/seed.js';

const DAY = 86_400_000;

/** Pass products per booking service: uses, the discount on the list total, validity. */
const PASSES: {
  service: string;
  name: string;
  uses: number;
  off: number;
  days: number;
  description: string;
}[] = [
  {
    service: '목욕',
    name: '목욕 10회 이용권',
    uses: 10,
    off: 0.1,
    days: 180,
    description: '목욕 10회를 10% 할인된 가격으로. 구매일부터 6개월.',
  },
  {
    service: '전체미용 (가위컷)',
    name: '전체미용 10회 이용권',
    uses: 10,
    off: 0.15,
    days: 365,
    description: '가위컷 전체미용 10회, 1년 동안 사용할 수 있어요.',
  },
  {
    service: '위생미용',
    name: '위생미용 5회 이용권',
    uses: 5,
    off: 0.1,
    days: 120,
    description: '발바닥·항문·배 위생미용 5회.',
  },
  {
    service: '종일반',
    name: '유치원 종일반 20회권',
    uses: 20,
    off: 0.15,
    days: 90,
    description: '종일반 20회, 3개월 안에 사용해요.',
  },
];

/** Every shop's pass products, from the booking products it offers (list price = the small-dog price). */
export const voucherProductsSeed: Seed = {
  name: 'voucher-products',
  dependsOn: ['booking-catalog'],
  adopt: async (db) =>
    (await db.select({ s: voucherProducts.voucherProductSeq }).from(voucherProducts).limit(1)).length > 0,
  async run({ db, services }) {
    const rows = await db
      .select({
        productSeq: products.productSeq,
        shopId: products.shopId,
        name: products.name,
        prices: products.prices,
      })
      .from(products)
      .where(
        inArray(
          products.name,
          PASSES.map((p) => p.service),
        ),
      )
      .orderBy(asc(products.shopId), asc(products.sortOrder));
    for (const r of rows) {
      const spec = PASSES.find((p) => p.service === r.name)!;
      const unit = r.prices.SMALL ?? r.prices.MEDIUM ?? Object.values(r.prices)[0];
      if (!unit) continue;
      await services.vouchers.createProduct({
        shopId: r.shopId,
        name: spec.name,
        description: spec.description,
        uses: spec.uses,
        price: Math.round((unit * spec.uses * (1 - spec.off)) / 1000) * 1000,
        unitListPrice: unit,
        validityDays: spec.days,
        productSeqs: [r.productSeq],
        sortOrder: PASSES.indexOf(spec),
      });
    }
  },
};

/**
 * The demo owner's passes and coupons: a 목욕 pass at shop 1 bought a month ago whose one use is the past completed
 * 목욕 visit, a kindergarten pass at shop 3, and coupons in every state (usable at a shop, for one service, at any
 * shop; used; expired).
 */
export const demoMoneySeed: Seed = {
  name: 'demo-money',
  dependsOn: ['voucher-products', 'demo-reservations'],
  when: (o) => o.demo,
  adopt: async (db) => (await db.select({ s: couponRows.couponSeq }).from(couponRows).limit(1)).length > 0,
  async run({ db, services, now }) {
    const [owner] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.userId));
    const [shop1, , shop3] = (
      await db.select({ shopId: products.shopId }).from(products).orderBy(asc(products.shopId))
    )
      .map((r) => r.shopId)
      .filter((v, i, a) => a.indexOf(v) === i);
    const bathPass = (await services.vouchers.products(shop1)).find((p) => p.name === '목욕 10회 이용권');
    if (bathPass) {
      const seq = await services.vouchers.grant(owner.userSeq, bathPass.voucherProductSeq, {
        now,
        createdAt: new Date(now.getTime() - 30 * DAY),
      });
      const [visit] = await db
        .select({ reservationSeq: reservations.reservationSeq })
        .from(reservations)
        .where(
          and(
            eq(reservations.userSeq, owner.userSeq),
            eq(reservations.shopId, shop1),
            eq(reservations.status, 'COMPLETED'),
            eq(reservations.productSeq, bathPass.services[0].productSeq),
          ),
        );
      if (visit) {
        await db
          .insert(voucherUses)
          .values({ voucherSeq: seq, reservationSeq: visit.reservationSeq, count: 1, status: 'USED' });
        await db.update(vouchers).set({ usedUses: 1 }).where(eq(vouchers.voucherSeq, seq));
        // Paid with the pass, the visit asked no deposit, as a booking made with a pass asks none (booking/service.ts
        // create): it was booked (demo-reservations, which runs first and has no pass yet) with the shop's deposit,
        // never paid, which would show beside the pass as a deposit of the visit.
        await db
          .update(reservations)
          .set({ depositAmount: 0 })
          .where(eq(reservations.reservationSeq, visit.reservationSeq));
      }
    }
    const kinderPass = (await services.vouchers.products(shop3)).find(
      (p) => p.name === '유치원 종일반 20회권',
    );
    if (kinderPass)
      await services.vouchers.grant(owner.userSeq, kinderPass.voucherProductSeq, {
        now,
        createdAt: new Date(now.getTime() - 10 * DAY),
      });
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    /** Valid through the whole Seoul day `days` from today, as issued coupons are. */
    const until = (days: number) => endOfSeoulDay(now, days);
    const coupons = services.coupons;
    await coupons.issue(owner.userSeq, {
      name: '첫 이용권 구매 10% 할인',
      description: '이용권을 처음 구매하실 때 10% 할인해 드려요. 최대 30,000원.',
      discountType: 'PERCENT',
      discountValue: 10,
      maxDiscount: 30_000,
      minPrice: 100_000,
      shopId: shop1,
      expiresAt: until(30),
    });
    await coupons.issue(owner.userSeq, {
      name: '목욕 이용권 5,000원 할인',
      discountType: 'AMOUNT',
      discountValue: 5_000,
      minPrice: 50_000,
      shopId: shop1,
      productSeqs: bathPass ? bathPass.services.map((s) => s.productSeq) : [],
      expiresAt: until(14),
    });
    await coupons.issue(owner.userSeq, {
      name: '가디언 가입 축하 쿠폰',
      description: '어느 매장에서나 이용권 구매에 쓸 수 있어요.',
      discountType: 'AMOUNT',
      discountValue: 10_000,
      minPrice: 100_000,
      shopId: null,
      expiresAt: until(60),
      source: 'WELCOME',
    });
    await coupons.issue(owner.userSeq, {
      name: '추석 맞이 15% 할인',
      discountType: 'PERCENT',
      discountValue: 15,
      maxDiscount: 20_000,
      shopId: shop1,
      expiresAt: until(-10),
    });
    const used = await coupons.issue(owner.userSeq, {
      name: '봄맞이 3,000원 할인',
      discountType: 'AMOUNT',
      discountValue: 3_000,
      shopId: shop1,
      expiresAt: until(20),
    });
    await services.coupons.spendAtCounter(used, 'SHOP', at(-20));
  },
};
