import { asc, count } from 'drizzle-orm';
import {
  products,
  reservationSettings,
  shopCategories,
  shops,
  type RefundRule,
} from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import type { Db } from '../../infra/db/client.js';
import { prng } from '../shops/seed-generator.js';
import { DEFAULT_REFUND_POLICY } from './rules.js';
import { PRODUCT_TEMPLATES, productImagePath } from './seed-products.js';

const BANKS = ['국민은행', '신한은행', '우리은행', '하나은행', '카카오뱅크'];
const HOTEL_POLICY: RefundRule[] = [
  { minDaysBefore: 5, refundRate: 100 },
  { minDaysBefore: 2, refundRate: 50 },
  { minDaysBefore: 0, refundRate: 0 },
];

/** Booking settings and products for every shop (deterministic per shop). */
async function insertBookingCatalog(db: Db) {
  const rows = await db
    .select({ shopId: shops.shopId, name: shops.name })
    .from(shops)
    .orderBy(asc(shops.shopId));
  const cats = await db.select().from(shopCategories);
  const catMap = new Map<number, string[]>();
  for (const c of cats) catMap.set(c.shopId, [...(catMap.get(c.shopId) ?? []), c.category]);
  for (let i = 0; i < rows.length; i += 500) {
    const part = rows.slice(i, i + 500);
    const settings = [];
    const prods = [];
    for (const shop of part) {
      const rnd = prng(shop.shopId * 7919);
      const categories = catMap.get(shop.shopId) ?? [];
      const hotel = categories.includes('HOTELING');
      const depositRate = shop.shopId <= 2 ? (hotel ? 30 : 20) : hotel ? 30 : rnd.next() < 0.3 ? 20 : 0;
      settings.push({
        shopId: shop.shopId,
        staffCount: rnd.int(1, 4),
        slotMinutes: 30,
        nightlyCapacity: rnd.int(4, 12),
        dailyCapacity: rnd.int(8, 20),
        depositRate,
        depositAccount: depositRate
          ? `${rnd.pick(BANKS)} ${rnd.int(100, 999)}-${rnd.int(100000, 999999)}-${rnd.int(10, 99)} (예금주 ${shop.name.split(' ')[0]})`
          : null,
        refundPolicy: hotel ? HOTEL_POLICY : DEFAULT_REFUND_POLICY,
      });
      const factor = 0.85 + rnd.next() * 0.4;
      let order = 0;
      for (const t of PRODUCT_TEMPLATES) {
        if (!categories.includes(t.category) || (t.optional && rnd.next() < 0.4)) continue;
        const prices = Object.fromEntries(
          Object.entries(t.prices).map(([band, p]) => [band, Math.round((p! * factor) / 1000) * 1000]),
        );
        prods.push({
          shopId: shop.shopId,
          category: t.category,
          name: t.name,
          description: t.description,
          durationMinutes: t.durationMinutes,
          unit: t.unit,
          imageUrl: productImagePath(t.key),
          prices,
          sortOrder: order++,
        });
      }
    }
    await db.insert(reservationSettings).values(settings);
    if (prods.length) await db.insert(products).values(prods);
  }
}

export const bookingCatalogSeed: Seed = {
  name: 'booking-catalog',
  dependsOn: ['shops'],
  run: ({ db }) => insertBookingCatalog(db),
  adopt: async (db) => Number((await db.select({ n: count() }).from(reservationSettings))[0].n) > 0,
};
