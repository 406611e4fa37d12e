/**
 * The shop search statement, built once per shape with placeholders and prepared, reads exactly what the
 * statement the query builder assembled on every call read before (commit f9af887): the reference below is
 * that code, kept verbatim. Both run over the same shops (the seed's, in Seoul and Gyeonggi, plus shops on
 * either side of the antimeridian, near both poles and on other continents; ties in review counts and
 * registration dates; a few shops with every facility) for every order, with and without a location (far
 * origins too), regions, a category, 0 to 10 facilities (ids no shop has and repeated ids among them), the online
 * filter, signed in with favourites and anonymous, sizes 1, 20 and 50 and pages past the end, and must return
 * equal rows: the same shops in the same order, the same distances to the bit, the same favourite flags and
 * totals. A placeholder bound to the wrong value changes some of them.
 */
import type { StatementCache } from '../../../infra/db/statement-cache.js';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../db/seed/index.js';
import {
  favorites,
  shopCategories,
  shopFacilities,
  shops,
  shopSearchVersion,
  users,
} from '../../../db/schema/index.js';
import type { Db, DbHandle } from '../../../infra/db/client.js';
import { explainNodes, explainPrepared, type PlanNode } from '../../../test/explain.js';
import { createTestDb } from '../../../test/test-db.js';
import { type InquiryParams, SEOUL_CITY_HALL, ShopRepository } from '../repository.js';
import type { ShopCategory } from '../schemas.js';

const SEEDED = 300;
let handle: DbHandle;
let repo: ShopRepository;
let old: ReturnType<typeof reference>;
let viewers: (number | null)[];

/** The search's statement as the repository built it on every call (commit f9af887): the oracle. */
const reference = (db: Db) => {
  const EARTH_RADIUS_M = 6_371_000;
  interface SearchColumns {
    shopId: AnyPgColumn;
    regionSeq: AnyPgColumn;
    onlineReservation: AnyPgColumn;
    latitude: AnyPgColumn;
    longitude: AnyPgColumn;
  }
  const location = (t: SearchColumns) => sql`point(${t.longitude}, ${t.latitude})`;
  const haversine = (
    t: SearchColumns,
    lat: number,
    lng: number,
  ) => sql<number>`(${2 * EARTH_RADIUS_M} * asin(least(1, sqrt(
  power(sin(radians(${t.latitude} - ${lat}) / 2), 2) +
  cos(radians(${lat})) * cos(radians(${t.latitude})) * power(sin(radians(${t.longitude} - ${lng}) / 2), 2)))))`;
  function searchFilters(t: SearchColumns, p: InquiryParams): SQL[] {
    const conds: SQL[] = [];
    if (p.onlineOnly) conds.push(eq(t.onlineReservation, true));
    if (p.regionSeqs?.length) conds.push(inArray(t.regionSeq, p.regionSeqs));
    if (p.category) {
      conds.push(
        sql`exists (select 1 from ${shopCategories} sc where sc.shop_id = ${t.shopId} and sc.category = ${p.category})`,
      );
    }
    for (const seq of new Set(p.facilitiesSeqs ?? [])) {
      conds.push(
        sql`exists (select 1 from ${shopFacilities} sf where sf.shop_id = ${t.shopId} and sf.facilities_seq = ${seq})`,
      );
    }
    return conds;
  }
  function nearestBox(p: InquiryParams, origin: { latitude: number; longitude: number }, reach: number) {
    const near = alias(shops, 'near');
    const { latitude: lat, longitude: lng } = origin;
    const cosLat = Math.cos((lat * Math.PI) / 180);
    const where = searchFilters(near, p);
    return sql`(select box(point(${lng} - w.dlng, ${lat} - w.dlat), point(${lng} + w.dlng, ${lat} + w.dlat))
    from (select degrees(c.d) as dlat,
                 case when c.d >= pi() / 2 or sin(c.d) >= ${cosLat} then 360
                      else (select case when abs(${lng}) + e.dlng > 180 then 360 else e.dlng end
                            from (select degrees(asin(sin(c.d) / ${cosLat})) as dlng) e) end as dlng
          from (select max(k.dist) / ${EARTH_RADIUS_M} * (1 + 1e-9) + 1e-12 as d
                from (select ${haversine(near, lat, lng)} as dist from ${shops} ${sql.identifier('near')}
                      ${where.length ? sql`where ${and(...where)}` : sql``}
                      order by ${location(near)} <-> point(${lng}, ${lat}) limit ${reach}) k) c) w)`;
  }
  const shopIdOfRow = sql`${sql.identifier('shops')}.${sql.identifier('shop_id')}`;
  const summaryColumns = {
    shopId: shops.shopId,
    name: shops.name,
    address: shops.address,
    regionSeq: shops.regionSeq,
    latitude: shops.latitude,
    longitude: shops.longitude,
    thumbnailUrl: shops.thumbnailUrl,
    reviewCount: shops.reviewCount,
    registeredAt: shops.registeredAt,
  };
  function countOf(p: InquiryParams) {
    const where = searchFilters(shops, p);
    return sql<number>`(select count(*)::int from ${shops}${where.length ? sql` where ${and(...where)}` : sql``})`;
  }
  return {
    countOf,
    searchPage(p: InquiryParams, userSeq: number | null, withTotal: boolean) {
      const where = searchFilters(shops, p);
      const hasLocation = p.latitude != null && p.longitude != null;
      const origin = hasLocation ? { latitude: p.latitude!, longitude: p.longitude! } : SEOUL_CITY_HALL;
      const distance = (
        hasLocation || p.orderBy === 'CLOSEST'
          ? haversine(shops, origin.latitude, origin.longitude)
          : sql<number | null>`null`
      ).as('distance');
      if (p.orderBy === 'CLOSEST')
        where.push(sql`${location(shops)} <@ ${nearestBox(p, origin, (p.page + 1) * p.size)}`);
      const order =
        p.orderBy === 'CLOSEST'
          ? [asc(sql.identifier('distance')), asc(shops.shopId)]
          : p.orderBy === 'REVIEWS'
            ? [desc(shops.reviewCount), asc(shops.shopId)]
            : [desc(shops.registeredAt), desc(shops.shopId)];
      return db
        .select({
          ...summaryColumns,
          distance,
          categories: sql<ShopCategory[]>`array(select sc.category from ${shopCategories} sc
          where sc.shop_id = ${shopIdOfRow} order by sc.category)`,
          isFavorite:
            userSeq == null
              ? sql<boolean>`false`
              : sql<boolean>`exists (select 1 from ${favorites} f
                where f.user_seq = ${userSeq} and f.shop_id = ${shopIdOfRow})`,
          version: sql<string>`(select ${shopSearchVersion.version}::text from ${shopSearchVersion})`,
          total: withTotal ? countOf(p) : sql<null>`null`,
        })
        .from(shops)
        .where(and(...where))
        .orderBy(...order)
        .limit(p.size)
        .offset(p.page * p.size);
    },
  };
};

/** What `inquiry` answered, from the reference's page and its count. */
async function expectedInquiry(p: InquiryParams, viewer: number | null) {
  const rows = await old.searchPage(p, viewer, false);
  const [{ total }] = await handle.db.select({ total: old.countOf(p) }).from(sql`(select 1) one`);
  return {
    items: rows.map(({ distance, version: _v, total: _t, ...r }) => ({
      ...r,
      distanceMeters: distance == null ? null : Math.round(Number(distance)),
    })),
    page: p.page,
    size: p.size,
    total,
    hasNext: (p.page + 1) * p.size < total,
  };
}

/** The new statement's rows and the reference's, with the total counted and without. */
async function compare(p: InquiryParams, viewer: number | null) {
  let rows = 0;
  for (const withTotal of [true, false]) {
    const { statement, values } = repo.searchPage(p, viewer, withTotal);
    const got = await statement.execute(values);
    expect(got, JSON.stringify({ p, viewer, withTotal })).toEqual(await old.searchPage(p, viewer, withTotal));
    rows += got.length;
  }
  return rows;
}

beforeAll(async () => {
  handle = await createTestDb();
  const db = handle.db;
  await seed(db, { shops: SEEDED, demo: false });
  // Shops far from Seoul: either side of the antimeridian, near both poles, other continents.
  const far = [
    { name: '피지 동쪽', latitude: -17.7, longitude: 179.95 },
    { name: '피지 서쪽', latitude: -17.7, longitude: -179.94 },
    { name: '사모아', latitude: -13.8, longitude: -172.1 },
    { name: '북극 1', latitude: 89.5, longitude: 0 },
    { name: '북극 2', latitude: 89.5, longitude: 180 },
    { name: '남극', latitude: -89.6, longitude: 45 },
    { name: '시드니', latitude: -33.87, longitude: 151.21 },
    { name: '런던', latitude: 51.5, longitude: -0.12 },
    { name: '레이캬비크', latitude: 64.15, longitude: -21.94 },
    { name: '부산', latitude: 35.18, longitude: 129.08 },
  ];
  const added = await db
    .insert(shops)
    .values(
      far.map((f, i) => ({
        ...f,
        regionSeq: 1 + (i % 3),
        address: '해외',
        phone: '02-000-0000',
        registeredAt: new Date(Date.UTC(2020, 0, 1 + i)),
        onlineReservation: i % 2 === 0,
      })),
    )
    .returning({ shopId: shops.shopId });
  await db
    .insert(shopCategories)
    .values(
      added.flatMap((s, i) => [
        { shopId: s.shopId, category: 'HOTELING' },
        ...(i % 2 ? [{ shopId: s.shopId, category: 'BEAUTY' }] : []),
      ]),
    );
  await db
    .insert(shopFacilities)
    .values(
      added.flatMap((s, i) =>
        [1, 3, 5].filter((f) => f <= i + 1).map((f) => ({ shopId: s.shopId, facilitiesSeq: f })),
      ),
    );
  // A few shops with every facility of the catalog (1 to 10), so that asking for all ten finds some.
  await db
    .insert(shopFacilities)
    .values(
      (
        await db
          .select({ s: shops.shopId })
          .from(shops)
          .where(sql`${shops.shopId} % 23 = 0`)
      ).flatMap(({ s }) => Array.from({ length: 10 }, (_, i) => ({ shopId: s, facilitiesSeq: i + 1 }))),
    )
    .onConflictDoNothing();
  // Ties in both btree orders (each breaks them by shop id).
  await db.update(shops).set({ reviewCount: sql`(${shops.shopId} * 37) % 11` });
  await db
    .update(shops)
    .set({ registeredAt: new Date(Date.UTC(2024, 5, 1)) })
    .where(sql`${shops.shopId} % 9 = 0`);
  // Two viewers with different favourites (besides the anonymous one).
  const people = await db
    .insert(users)
    .values(
      ['단골1', '단골2'].map((nickname, i) => ({
        email: `shops-eq${i}@guardian.kr`,
        nickname,
        termsPrivacyAt: new Date(),
      })),
    )
    .returning({ u: users.userSeq });
  const all = (await db.select({ s: shops.shopId }).from(shops)).map((r) => r.s);
  await db
    .insert(favorites)
    .values([
      ...all.filter((s) => s % 3 === 0).map((shopId) => ({ userSeq: people[0].u, shopId })),
      ...all.filter((s) => s % 5 === 1).map((shopId) => ({ userSeq: people[1].u, shopId })),
    ]);
  viewers = [null, people[0].u, people[1].u];
  await db.execute(sql`analyze`);
  repo = new ShopRepository(db, (url) => url);
  old = reference(db);
}, 120_000);
afterAll(() => handle?.close());

const ORDERS = ['CLOSEST', 'REVIEWS', 'RECENTLY_REGISTERED'] as const;
const ORIGINS: { latitude?: number; longitude?: number }[] = [
  {},
  { latitude: 37.4979, longitude: 127.0276 },
  { latitude: 35.1, longitude: 129.0 },
  { latitude: -17.7, longitude: 180 },
  { latitude: -17.7, longitude: -179.99 },
  { latitude: 89.9, longitude: 90 },
  { latitude: -89.9, longitude: -120 },
  { latitude: -33.8, longitude: 151.3 },
  { latitude: 51.0, longitude: 0 },
  { latitude: 0, longitude: 0 },
  // Half a location is none: from Seoul City Hall, without distances on the btree orders.
  { latitude: 10 },
];
const FILTERS: Partial<InquiryParams>[] = [
  {},
  { regionSeqs: [1] },
  { regionSeqs: [1, 2, 3, 23] },
  { regionSeqs: [2, 2, 1] },
  { category: 'BEAUTY' },
  { category: 'HOTELING', regionSeqs: [1, 3] },
  { facilitiesSeqs: [1] },
  { facilitiesSeqs: [1, 3, 5] },
  { facilitiesSeqs: [3, 3] },
  { onlineOnly: true },
  { onlineOnly: true, category: 'DAY_CARE', facilitiesSeqs: [2, 4, 6] },
  { onlineOnly: true, regionSeqs: [1, 2, 3, 23], category: 'HOTELING', facilitiesSeqs: [1] },
  { regionSeqs: [9999] },
];
const PAGES = [
  { page: 0, size: 20 },
  { page: 1, size: 20 },
  { page: 0, size: 1 },
  { page: 7, size: 1 },
  { page: 0, size: 50 },
  { page: 2, size: 50 },
  { page: 40, size: 20 },
  { page: 10000, size: 50 },
];

// Each test replays whole data sets through the old and the new statements: 19-24 s for the heaviest on a slow
// machine (2026-11-27), past the suite's 20 s, so they carry a budget of their own, like their setup.
const EQUALITY = { timeout: 120_000 };

describe('the search reads what the statement built per call read', EQUALITY, () => {
  it('every order, origin and filter, for each viewer, on first, deeper and past-the-end pages', async () => {
    let rows = 0;
    let n = 0;
    for (const orderBy of ORDERS)
      for (const origin of ORIGINS)
        for (const filter of FILTERS) {
          const paging = PAGES[n % PAGES.length];
          const viewer = viewers[n % viewers.length];
          n++;
          rows += await compare({ orderBy, ...origin, ...filter, ...paging }, viewer);
        }
    expect(rows).toBeGreaterThan(5000);
  });

  it('page after page, nearest first from far origins and by the btree orders, sizes 1, 20 and 50', async () => {
    const walks: [InquiryParams['orderBy'], Partial<InquiryParams>, number][] = [
      ['CLOSEST', ORIGINS[3], 20],
      ['CLOSEST', { ...ORIGINS[5], category: 'HOTELING' }, 1],
      ['CLOSEST', { ...ORIGINS[1], onlineOnly: true }, 50],
      ['CLOSEST', { facilitiesSeqs: [1, 3] }, 20],
      ['REVIEWS', { ...ORIGINS[2], regionSeqs: [1, 2, 3, 23] }, 20],
      ['RECENTLY_REGISTERED', {}, 50],
    ];
    for (const [orderBy, filter, size] of walks) {
      const seen: number[] = [];
      for (let page = 0; ; page++) {
        const p: InquiryParams = { orderBy, ...filter, page, size };
        const viewer = viewers[page % viewers.length];
        if ((await compare(p, viewer)) === 0) break;
        const { statement, values } = repo.searchPage(p, viewer, false);
        seen.push(...(await statement.execute(values)).map((r) => r.shopId));
        if (size === 1 && page >= 60) break;
      }
      // Each shop once: the pages neither overlap nor skip (the reference agrees page by page).
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it('inquiry: items, totals and hasNext, counted or reused, and recounted past the end', async () => {
    let n = 0;
    for (const orderBy of ORDERS)
      for (const filter of FILTERS)
        for (const paging of [PAGES[0], PAGES[3], PAGES[6], PAGES[0]]) {
          const p: InquiryParams = { orderBy, ...ORIGINS[n % ORIGINS.length], ...filter, ...paging };
          const viewer = viewers[n++ % viewers.length];
          expect(await repo.inquiry(p, viewer), JSON.stringify({ p, viewer })).toEqual(
            await expectedInquiry(p, viewer),
          );
        }
  });

  it('reads as many shops as the old statement, off the same indexes (the box is neither wider nor narrower)', async () => {
    const read = (nodes: PlanNode[]) => {
      const onShops = nodes.filter(
        (n) => n['Relation Name'] === 'shops' || n['Index Name']?.startsWith('shops_'),
      );
      return {
        rows: onShops.reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0),
        indexes: [...new Set(onShops.map((n) => n['Index Name'] ?? n['Node Type']))].sort(),
      };
    };
    for (const origin of ORIGINS)
      for (const [filter, paging] of [
        [{}, PAGES[0]],
        [{}, PAGES[4]],
        [{ category: 'HOTELING' }, PAGES[1]],
        [{ onlineOnly: true, regionSeqs: [1, 2, 3, 23] }, PAGES[5]],
      ] as [Partial<InquiryParams>, { page: number; size: number }][]) {
        const p: InquiryParams = { orderBy: 'CLOSEST', ...origin, ...filter, ...paging };
        const { query, values } = repo.searchPage(p, viewers[1], false);
        const [first] = await explainPrepared(handle.db, query, values, 1);
        const before = await explainNodes(handle.db, old.searchPage(p, viewers[1], false));
        expect(read(first), JSON.stringify(p)).toEqual(read(before));
      }
  });

  it('facility sets of 0, 1, 3 and 10 ids, ids no shop has, repeated ids: one statement for them all', async () => {
    const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const SETS: number[][] = [
      [],
      [1],
      [5],
      [1, 3, 5],
      [6, 2, 4],
      ALL,
      [...ALL].reverse(),
      [999],
      [1, 999],
      [1, 3, 5, 1000, 2000],
      [...ALL, 11],
      [3, 3],
      [5, 1, 3, 1, 5, 3, 3],
      [...ALL, ...ALL, 10, 1],
    ];
    let rows = 0;
    let n = 0;
    for (const facilitiesSeqs of SETS)
      for (const orderBy of ORDERS)
        for (const [origin, paging] of [
          [ORIGINS[n % ORIGINS.length], PAGES[0]],
          [ORIGINS[1], PAGES[n % PAGES.length]],
          [ORIGINS[0], PAGES[4]],
        ] as const) {
          const viewer = viewers[n++ % viewers.length];
          const p: InquiryParams = { orderBy, ...origin, facilitiesSeqs, ...paging };
          rows += await compare(p, viewer);
          expect(await repo.inquiry(p, viewer), JSON.stringify({ p, viewer })).toEqual(
            await expectedInquiry(p, viewer),
          );
        }
    expect(rows).toBeGreaterThan(1000);
    // Any number of facilities is one shape: given or not.
    const keys = (repo as unknown as { statements: StatementCache<unknown> }).statements;
    const statementOf = (facilitiesSeqs: number[]) =>
      repo.searchPage({ orderBy: 'REVIEWS', facilitiesSeqs, page: 0, size: 20 }, null, true).statement;
    expect(statementOf([1])).toBe(statementOf(ALL));
    expect(statementOf([1])).toBe(statementOf(Array.from({ length: 100 }, (_, i) => i + 1)));
    expect(statementOf([1])).not.toBe(statementOf([]));
    expect([...keys.keys()].some((k) => /_\d+_(user|anon)_/.test(k))).toBe(false);
  }, 180_000);

  it('every facility set has matches somewhere, except those with an id no shop has', async () => {
    // The sets above are not vacuous: the count of shops with all of them, as the reference counts it.
    const total = async (facilitiesSeqs: number[]) =>
      (await expectedInquiry({ orderBy: 'REVIEWS', facilitiesSeqs, page: 0, size: 1 }, null)).total;
    expect(await total([1])).toBeGreaterThan(10);
    expect(await total([1, 3, 5])).toBeGreaterThan(3);
    expect(await total([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBeGreaterThan(3);
    expect(await total([1, 999])).toBe(0);
  });

  it('more shapes than are kept: the oldest are dropped, rebuilt when asked again, and answer the same', async () => {
    const shapes: InquiryParams[] = [];
    for (let size = 1; size <= 50; size++)
      for (const orderBy of ORDERS)
        for (const origin of [ORIGINS[0], ORIGINS[1]]) shapes.push({ orderBy, ...origin, page: 1, size });
    // 600 statements (with and without the total), then the first ones again.
    for (const [i, p] of [...shapes, ...shapes.slice(0, 20)].entries()) await compare(p, viewers[i % 3]);
    const kept = (repo as unknown as { statements: StatementCache<unknown> }).statements;
    expect(kept.size).toBeLessThanOrEqual(300);
    expect(kept.size).toBeGreaterThan(250);
  }, 120_000);
});
