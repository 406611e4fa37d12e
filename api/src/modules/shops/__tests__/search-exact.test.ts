/**
 * Nearest-first is exact (great-circle order, ties by shop id) wherever the origin is, page after page,
 * and `total` follows every change to what the search filters on, although it is counted once per
 * filter and reused while the shops stay as they were.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopCategories, shopFacilities, shops } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

const SEEDED = 60;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: SEEDED });
  // Shops far from Seoul: either side of the antimeridian, near the north pole, in the south.
  const far = [
    { name: '피지 동쪽', latitude: -17.7, longitude: 179.95 },
    { name: '피지 서쪽', latitude: -17.7, longitude: -179.94 },
    { name: '북극 1', latitude: 89.5, longitude: 0 },
    { name: '북극 2', latitude: 89.5, longitude: 180 },
    { name: '시드니', latitude: -33.87, longitude: 151.21 },
  ];
  for (const [i, f] of far.entries()) {
    const [row] = await t.db
      .insert(shops)
      .values({
        ...f,
        regionSeq: 1,
        address: '해외',
        phone: '02-000-0000',
        registeredAt: new Date(Date.UTC(2020, 0, 1 + i)),
      })
      .returning({ shopId: shops.shopId });
    await t.db.insert(shopCategories).values({ shopId: row.shopId, category: 'HOTELING' });
  }
}, 60_000);
afterAll(() => t.close());

interface Item {
  shopId: number;
  latitude: number;
  longitude: number;
  distanceMeters: number | null;
}
type Page = { items: Item[]; total: number; hasNext: boolean };
const search = async (qs: string, path = '/v2/shop/inquiry') => {
  const res = await t.inject({ method: 'GET', url: `${path}?${qs}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as Page;
};

const rad = (x: number) => (x * Math.PI) / 180;
const haversine = (lat0: number, lng0: number, lat: number, lng: number) =>
  12742000 *
  Math.asin(
    Math.min(
      1,
      Math.sqrt(
        Math.sin(rad(lat - lat0) / 2) ** 2 +
          Math.cos(rad(lat0)) * Math.cos(rad(lat)) * Math.sin(rad(lng - lng0) / 2) ** 2,
      ),
    ),
  );

/** Every shop, nearest first from the origin, by brute force. */
async function bruteForce(lat: number, lng: number) {
  const all = await t.db
    .select({ shopId: shops.shopId, latitude: shops.latitude, longitude: shops.longitude })
    .from(shops);
  return all
    .map((s) => ({ ...s, d: haversine(lat, lng, s.latitude, s.longitude) }))
    .sort((a, b) => a.d - b.d || a.shopId - b.shopId);
}

describe('nearest-first is exact', () => {
  const origins = [
    ['Gangnam', 37.4979, 127.0276],
    ['on the antimeridian', -17.7, 180],
    ['just west of it', -17.7, -179.99],
    ['near the north pole', 89.9, 90],
    ['Seoul’s antipode', -37.5665, -53.022],
    ['Sydney', -33.8, 151.3],
  ] as const;
  for (const [where, lat, lng] of origins) {
    it(`from ${where}: pages in great-circle order, the same as sorting every shop`, async () => {
      const expected = await bruteForce(lat, lng);
      const seen: Item[] = [];
      for (let page = 0; page < 4; page++) {
        const p = await search(`orderBy=CLOSEST&latitude=${lat}&longitude=${lng}&size=20&page=${page}`);
        seen.push(...p.items);
        expect(p.hasNext).toBe((page + 1) * 20 < expected.length);
      }
      expect(seen.map((s) => s.shopId)).toEqual(expected.map((s) => s.shopId));
      expect(seen.map((s) => s.distanceMeters)).toEqual(expected.map((s) => Math.round(s.d)));
    });
  }

  it('crosses the antimeridian for the nearest shop on its other side', async () => {
    const p = await search('orderBy=CLOSEST&latitude=-17.7&longitude=179.99&size=2&category=HOTELING');
    expect(p.items.map((s) => s.longitude).sort()).toEqual([-179.94, 179.95]);
  });

  it('with filters, only matching shops, still in exact order', async () => {
    const p = await search('orderBy=CLOSEST&latitude=-17.7&longitude=180&category=HOTELING&size=50');
    const hoteling = new Set(
      (
        await t.db
          .select({ shopId: shopCategories.shopId })
          .from(shopCategories)
          .where(eq(shopCategories.category, 'HOTELING'))
      ).map((r) => r.shopId),
    );
    const expected = (await bruteForce(-17.7, 180)).filter((s) => hoteling.has(s.shopId));
    expect(p.total).toBe(hoteling.size);
    expect(p.items.map((s) => s.shopId)).toEqual(expected.slice(0, 50).map((s) => s.shopId));
  });
});

describe('total follows the shops', () => {
  it('after a shop, a category, a facility or the booking flag changes', async () => {
    const all = SEEDED + 5;
    expect((await search('orderBy=REVIEWS')).total).toBe(all);
    expect((await search('orderBy=CLOSEST')).total).toBe(all);
    const hoteling = (await search('category=HOTELING')).total;
    const online = (await search('orderBy=REVIEWS', '/v2/online-reservation/shops')).total;
    const withFacility = (await search('facilitiesSeqs=8')).total;

    // Asked again with nothing changed: the same totals.
    expect((await search('category=HOTELING&orderBy=REVIEWS')).total).toBe(hoteling);

    const [added] = await t.db
      .insert(shops)
      .values({
        name: '새 매장',
        regionSeq: 2,
        address: '서울',
        latitude: 37.55,
        longitude: 126.99,
        phone: '02-000-0000',
        registeredAt: new Date(),
        onlineReservation: true,
      })
      .returning({ shopId: shops.shopId });
    expect((await search('orderBy=REVIEWS')).total).toBe(all + 1);
    expect((await search('orderBy=REVIEWS', '/v2/online-reservation/shops')).total).toBe(online + 1);
    expect((await search('category=HOTELING')).total).toBe(hoteling);

    await t.db.insert(shopCategories).values({ shopId: added.shopId, category: 'HOTELING' });
    expect((await search('category=HOTELING')).total).toBe(hoteling + 1);
    await t.db.insert(shopFacilities).values({ shopId: added.shopId, facilitiesSeq: 8 });
    expect((await search('facilitiesSeqs=8')).total).toBe(withFacility + 1);

    await t.db.update(shops).set({ onlineReservation: false }).where(eq(shops.shopId, added.shopId));
    expect((await search('orderBy=REVIEWS', '/v2/online-reservation/shops')).total).toBe(online);

    await t.db
      .delete(shopCategories)
      .where(and(eq(shopCategories.shopId, added.shopId), eq(shopCategories.category, 'HOTELING')));
    expect((await search('category=HOTELING')).total).toBe(hoteling);

    await t.db.delete(shops).where(eq(shops.shopId, added.shopId));
    expect((await search('orderBy=REVIEWS')).total).toBe(all);
    expect((await search('facilitiesSeqs=8')).total).toBe(withFacility);
  });

  it('an empty page still says how many shops match', async () => {
    const p = await search('orderBy=CLOSEST&size=50&page=9');
    expect(p).toMatchObject({ items: [], total: SEEDED + 5, hasNext: false });
    const none = await search('regionSeqs=1&category=DAY_CARE&facilitiesSeqs=8,9,10&size=5');
    expect(none.hasNext).toBe(false);
    expect(none.items.length).toBe(Math.min(5, none.total));
  });
});
