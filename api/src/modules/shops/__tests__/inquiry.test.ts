import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateShops } from '../seed-generator.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

const SHOPS = 60;
const seeded = generateShops(SHOPS);
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: SHOPS });
});
afterAll(() => t.close());

interface Item {
  shopId: number;
  regionSeq: number;
  categories: string[];
  reviewCount: number;
  registeredAt: string;
  distanceMeters: number | null;
  isFavorite: boolean;
}
const inquiry = async (qs: string, headers = {}) => {
  const res = await t.inject({ method: 'GET', url: `/v2/shop/inquiry?${qs}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Item[]; page: number; size: number; total: number; hasNext: boolean };
};
/** Non-decreasing: nearest-first is ordered by the exact great-circle distance it reports. */
const ascending = (d: number[]) => d.every((v, i) => i === 0 || v >= d[i - 1]);
const ids = (list: { shopId: number }[]) => list.map((s) => s.shopId).sort((a, b) => a - b);

describe('GET /v2/shop/inquiry', () => {
  it('filters by any of the regions', async () => {
    const page = await inquiry('regionSeqs=1,23&size=50');
    const expected = seeded.filter((s) => [1, 23].includes(s.shop.regionSeq)).map((s) => s.shop);
    expect(page.total).toBe(expected.length);
    expect(ids(page.items)).toEqual(ids(expected));
  });

  it('filters by category and by ALL requested facilities', async () => {
    const page = await inquiry('category=HOTELING&facilitiesSeqs=1,3&size=50');
    const expected = seeded.filter(
      (s) => s.categories.includes('HOTELING') && [1, 3].every((f) => s.facilities.includes(f)),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(page.items)).toEqual(ids(expected.map((s) => s.shop)));
    expect(page.items.every((s) => s.categories.includes('HOTELING'))).toBe(true);
  });

  it('100 facility ids (the most the query takes) answer at once: none when one is unknown, else the shops with all', async () => {
    // One `exists` probe per id used to take PostgreSQL ~2 s per request to plan at 100 ids.
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    for (const orderBy of ['CLOSEST', 'REVIEWS', 'RECENTLY_REGISTERED'])
      for (const path of ['/v2/shop/inquiry', '/v2/online-reservation/shops']) {
        const res = await t.inject({
          method: 'GET',
          url: `${path}?facilitiesSeqs=${hundred.join(',')}&orderBy=${orderBy}&latitude=37.4979&longitude=127.0276`,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ items: [], total: 0, hasNext: false });
      }
    // 100 ids, repeated: the shops with both facilities, as with 1,3.
    const twice = await inquiry(
      `facilitiesSeqs=${Array.from({ length: 50 }, () => '3,1').join(',')}&size=50`,
    );
    const expected = seeded.filter((s) => [1, 3].every((f) => s.facilities.includes(f)));
    expect(expected.length).toBeGreaterThan(0);
    expect(twice.total).toBe(expected.length);
    expect(ids(twice.items)).toEqual(ids(expected.map((s) => s.shop)));
    // 101 ids are refused by the schema.
    const tooMany = await t.inject({
      method: 'GET',
      url: `/v2/shop/inquiry?facilitiesSeqs=${[...hundred, 101].join(',')}`,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('CLOSEST sorts by distance from the given point, or from Seoul City Hall', async () => {
    const gangnam = await inquiry('orderBy=CLOSEST&latitude=37.4979&longitude=127.0276&size=10');
    const d = gangnam.items.map((s) => s.distanceMeters!);
    expect(ascending(d)).toBe(true);
    expect(d[0]).toBe(Math.min(...d));
    const rad = (x: number) => (x * Math.PI) / 180;
    const hav = (lat: number, lng: number) =>
      12742000 *
      Math.asin(
        Math.sqrt(
          Math.sin(rad(lat - 37.4979) / 2) ** 2 +
            Math.cos(rad(37.4979)) * Math.cos(rad(lat)) * Math.sin(rad(lng - 127.0276) / 2) ** 2,
        ),
      );
    const nearest = [...seeded].sort(
      (a, b) => hav(a.shop.latitude, a.shop.longitude) - hav(b.shop.latitude, b.shop.longitude),
    );
    expect(gangnam.items[0].shopId).toBe(nearest[0].shop.shopId);
    expect(d[0]).toBe(Math.round(hav(nearest[0].shop.latitude, nearest[0].shop.longitude)));
    const hall = await inquiry('size=5');
    expect(hall.items[0].distanceMeters).toBeLessThan(5000);
    expect(ascending(hall.items.map((s) => s.distanceMeters!))).toBe(true);
    expect(hall.items[0].shopId).not.toBe(gangnam.items[0].shopId);
  });

  it('REVIEWS and RECENTLY_REGISTERED order, distance null without a location', async () => {
    const byReviews = await inquiry('orderBy=REVIEWS&size=50');
    const counts = byReviews.items.map((s) => s.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byReviews.items[0].distanceMeters).toBeNull();
    const recent = await inquiry('orderBy=RECENTLY_REGISTERED&size=50');
    const dates = recent.items.map((s) => Date.parse(s.registeredAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('paginates with a 0-based page', async () => {
    const first = await inquiry('orderBy=REVIEWS&size=25&page=0');
    const last = await inquiry('orderBy=REVIEWS&size=25&page=2');
    expect(first).toMatchObject({ page: 0, size: 25, total: SHOPS, hasNext: true });
    expect(last.items).toHaveLength(SHOPS - 50);
    expect(last.hasNext).toBe(false);
    const second = await inquiry('orderBy=REVIEWS&size=25&page=1');
    expect(new Set([...ids(first.items), ...ids(second.items), ...ids(last.items)]).size).toBe(SHOPS);
  });

  it('marks my favourites when logged in, and only mine', async () => {
    const me = await t.user('fav@guardian.kr', '즐겨찾기');
    const other = await t.user('other@guardian.kr', '다른사람');
    const { items } = await inquiry('orderBy=REVIEWS&size=3');
    await t.inject({ method: 'POST', url: `/v2/shop/${items[1].shopId}/favorite`, headers: me.auth });
    expect((await inquiry('orderBy=REVIEWS&size=3', me.auth)).items.map((s) => s.isFavorite)).toEqual([
      false,
      true,
      false,
    ]);
    expect((await inquiry('orderBy=REVIEWS&size=3', other.auth)).items.every((s) => !s.isFavorite)).toBe(
      true,
    );
    // A dead token on this optional-auth route just means anonymous.
    expect(
      (await inquiry('orderBy=REVIEWS&size=3', { authorization: 'Bearer dead' })).items.every(
        (s) => !s.isFavorite,
      ),
    ).toBe(true);
  });

  it('rejects bad parameters', async () => {
    for (const qs of [
      'size=51',
      'page=-1',
      'orderBy=NAME',
      'category=SPA',
      'facilitiesSeqs=1,two',
      'latitude=91',
      'regionSeqs=0',
    ]) {
      const res = await t.inject({ method: 'GET', url: `/v2/shop/inquiry?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().resultCode).toBe('VALIDATION_ERROR');
    }
  });
});
