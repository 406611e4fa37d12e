import { count, sql } from 'drizzle-orm';
import { shopCategories, shopCategoryImages, shopFacilities, shops } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import type { Db } from '../../infra/db/client.js';
import { generateShops } from './seed-generator.js';

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** `total` generated shops (deterministic: the same shops on every run), inserted in bulk. */
export async function insertGeneratedShops(db: Db, total: number) {
  const generated = generateShops(total);
  for (const part of chunks(generated, 500)) {
    await db.insert(shops).values(part.map((g) => g.shop));
    await db
      .insert(shopCategories)
      .values(part.flatMap((g) => g.categories.map((category) => ({ shopId: g.shop.shopId, category }))));
    const facs = part.flatMap((g) =>
      g.facilities.map((facilitiesSeq) => ({ shopId: g.shop.shopId, facilitiesSeq })),
    );
    if (facs.length) await db.insert(shopFacilities).values(facs);
    const imgs = part.flatMap((g) => g.images.map((img) => ({ ...img, shopId: g.shop.shopId })));
    if (imgs.length) await db.insert(shopCategoryImages).values(imgs);
  }
  // Explicit ids were inserted: move the serial past them.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('shops', 'shop_id'), (select coalesce(max(shop_id), 1) from shops))`,
  );
}

export const shopsSeed: Seed = {
  name: 'shops',
  dependsOn: ['catalog'],
  run: ({ db, options }) => insertGeneratedShops(db, options.shops),
  adopt: async (db) => Number((await db.select({ n: count() }).from(shops))[0].n) > 0,
};
