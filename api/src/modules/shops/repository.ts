import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { paged } from '../../lib/envelope.js';
import type { Static } from '@sinclair/typebox';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, intArrayLiteral, literalLimit } from '../../infra/db/client.js';
import { parseJson } from '../../infra/db/json-value.js';
import { StatementCache } from '../../infra/db/statement-cache.js';
import {
  facilities,
  favorites,
  regions,
  shopCategories,
  shopCategoryImages,
  shopFacilities,
  shopRegisterRequests,
  shops,
  shopSearchVersion,
  userShops,
} from '../../db/schema/index.js';
import type { AssetUrl } from '../../infra/assets.js';
import type { inquiryQuery, ShopCategory } from './schemas.js';

export const SEOUL_CITY_HALL = { latitude: 37.5665, longitude: 126.978 };

export interface ShopSummary {
  shopId: number;
  name: string;
  categories: ShopCategory[];
  address: string;
  regionSeq: number;
  latitude: number;
  longitude: number;
  thumbnailUrl: string | null;
  reviewCount: number;
  registeredAt: Date;
  distanceMeters: number | null;
  isFavorite: boolean;
}

/** The shop search query as validated (modules/shops/schemas.ts, defaults filled in), plus the online filter. */
export type InquiryParams = Static<typeof inquiryQuery> & {
  /** Only shops that take online bookings (GET /v2/online-reservation/shops). */
  onlineOnly?: boolean;
};

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
type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof shops.$inferSelect)[K] } & {
  distance?: number | null;
};

type FacilityJson = { facilitiesSeq: number; name: string; icon: string };
type DetailRow = Omit<SummaryRow, 'distance'> &
  Pick<
    typeof shops.$inferSelect,
    'phone' | 'description' | 'addressDetail' | 'hours' | 'onlineReservation' | 'chatting'
  > & {
    categories: ShopCategory[] | string;
    isFavorite: boolean;
    facilities: FacilityJson[] | string;
  };

const EARTH_RADIUS_M = 6_371_000;
/** The sphere's diameter and radius written into the statement (float8, as the parameters they were). */
const EARTH_DIAMETER = sql.raw(`${2 * EARTH_RADIUS_M}::float8`);
const EARTH_RADIUS = sql.raw(`${EARTH_RADIUS_M}::float8`);

/** The columns a search condition reads, on `shops` or on an alias of it. */
interface SearchColumns {
  shopId: AnyPgColumn;
  regionSeq: AnyPgColumn;
  onlineReservation: AnyPgColumn;
  latitude: AnyPgColumn;
  longitude: AnyPgColumn;
}

/**
 * What the search statement's text depends on; one statement is built and prepared per shape, and every value
 * (origin, viewer, regions, category, facilities and their count, offset) is a placeholder bound per call
 * (see `searchValues`).
 */
interface SearchShape {
  orderBy: InquiryParams['orderBy'];
  /** A location was given: REVIEWS and RECENTLY_REGISTERED then report the distance too. */
  hasLocation: boolean;
  onlineOnly: boolean;
  regions: boolean;
  category: boolean;
  /** Facilities are required (their ids and how many distinct ones are placeholders). */
  facilities: boolean;
  signedIn: boolean;
  withTotal: boolean;
  /** The page size, written in (`literalLimit`). */
  size: number;
  /**
   * The first page has no offset and (CLOSEST) its KNN walk's length written in, so PostgreSQL can reuse a
   * generic plan for it (see `nearestBox`); deeper pages take both as placeholders and are planned per call.
   */
  firstPage: boolean;
}

const searchShape = (p: InquiryParams, userSeq: number | null, withTotal: boolean): SearchShape => ({
  orderBy: p.orderBy,
  hasLocation: p.latitude != null && p.longitude != null,
  onlineOnly: !!p.onlineOnly,
  regions: !!p.regionSeqs?.length,
  category: !!p.category,
  facilities: !!p.facilitiesSeqs?.length,
  signedIn: userSeq != null,
  withTotal,
  size: p.size,
  firstPage: p.page === 0,
});

/** The filters' shape alone: what the count's statement depends on. */
const filterKey = (s: SearchShape) =>
  `${s.onlineOnly ? 'online' : 'all'}_${s.regions ? 'regions' : ''}_${s.category ? 'category' : ''}_${s.facilities ? 'facilities' : ''}`;

const shapeKey = (s: SearchShape) =>
  `${s.orderBy}_${s.hasLocation ? 'loc' : 'hall'}_${filterKey(s)}_${s.signedIn ? 'user' : 'anon'}_${s.withTotal ? 'total' : 'cached'}_${s.size}_${s.firstPage ? 'first' : 'next'}`;

/** The values the placeholders of a search statement (and of its count) are bound to. */
function searchValues(p: InquiryParams, userSeq: number | null) {
  const hasLocation = p.latitude != null && p.longitude != null;
  const origin = hasLocation ? { latitude: p.latitude!, longitude: p.longitude! } : SEOUL_CITY_HALL;
  const facilities = [...new Set(p.facilitiesSeqs ?? [])];
  return {
    lat: origin.latitude,
    lng: origin.longitude,
    cosLat: Math.cos((origin.latitude * Math.PI) / 180),
    offset: p.page * p.size,
    reach: (p.page + 1) * p.size,
    viewer: userSeq,
    category: p.category,
    regions: intArrayLiteral(p.regionSeqs ?? []),
    facilities: intArrayLiteral(facilities),
    facilityCount: facilities.length,
  };
}

/** The origin's placeholders, typed as the parameters PostgreSQL inferred for them before (float8). */
const LAT = sql`${sql.placeholder('lat')}::float8`;
const LNG = sql`${sql.placeholder('lng')}::float8`;
const COS_LAT = sql`${sql.placeholder('cosLat')}::float8`;

/** A shop as a point (x = longitude, y = latitude): the expression `shops_location_idx` (GiST) indexes. */
const location = (t: SearchColumns) => sql`point(${t.longitude}, ${t.latitude})`;

/** Great-circle distance in metres from the origin to the shop (haversine on a sphere of EARTH_RADIUS_M). */
const haversine = (t: SearchColumns) => sql<number>`(${EARTH_DIAMETER} * asin(least(1, sqrt(
  power(sin(radians(${t.latitude} - ${LAT}) / 2), 2) +
  cos(radians(${LAT})) * cos(radians(${t.latitude})) * power(sin(radians(${t.longitude} - ${LNG}) / 2), 2)))))`;

/** The search's filters on `t`: online booking, any of the regions, the category, every facility. */
function searchFilters(t: SearchColumns, s: SearchShape): SQL[] {
  const conds: SQL[] = [];
  if (s.onlineOnly) conds.push(sql`${t.onlineReservation} = true`);
  if (s.regions) conds.push(sql`${t.regionSeq} = any(${sql.placeholder('regions')}::int[])`);
  if (s.category) {
    conds.push(
      sql`exists (select 1 from ${shopCategories} sc where sc.shop_id = ${t.shopId} and sc.category = ${sql.placeholder('category')}::text)`,
    );
  }
  // A shop qualifies only when it has every requested facility: as many of its facilities are among the
  // distinct ids as there are ids (one scan of its primary key, or of (facility, shop)). One condition, the ids
  // an array: one `exists` probe per id made PostgreSQL's planning grow steeply with them (~2 s at 100 ids).
  // `>=` reads as `=` (the ids are distinct and (shop_id, facilities_seq) is the key, so the count never exceeds
  // them). Compared inside the subquery, PostgreSQL costs the walks of the btree and GiST indexes as before:
  // `(select count(*) ...) = $n` outside it is guessed to keep 0.5 % of the shops (nearest-first with a category
  // then sorted every match instead of walking the GiST index), `... >= $n` a third (the filtered REVIEWS search,
  // regions + BEAUTY + facility 1, joined every BEAUTY shop and sorted them: 2,067 µs of PostgreSQL CPU a request
  // instead of 357).
  if (s.facilities) {
    conds.push(
      sql`(select count(*) >= ${sql.placeholder('facilityCount')}::int from ${shopFacilities} sf
        where sf.shop_id = ${t.shopId} and sf.facilities_seq = any(${sql.placeholder('facilities')}::int[]))`,
    );
  }
  return conds;
}

/**
 * The box (in the index's longitude/latitude plane) that holds every matching shop as near to the origin as
 * the `reach`-th nearest one, found from the GiST index in two steps, all inside the one search statement:
 *
 * 1. KNN: the index yields matching shops in order of plane distance `<->` (degrees, unscaled); the first
 *    `reach` of them are `reach` distinct matches, so the `reach`-th nearest by great-circle distance is no
 *    farther than the farthest of them: radius `r` = the largest haversine among them.
 * 2. Every shop with haversine <= r lies in the spherical cap of radius r around the origin, and so in that
 *    cap's bounding box: latitude +- r, longitude +- asin(sin r / cos lat) (the whole circle of longitudes
 *    when the cap reaches a pole, crosses the antimeridian or r >= 90 degrees). The caller ranks the box's
 *    shops by exact haversine: its first `reach` rows are exactly the nearest `reach`, whatever the latitude.
 *
 * No shops match: the radius is null, so is the box, and nothing is returned.
 *
 * On the first page `reach` is the page size, written into the text: with `limit $n` PostgreSQL costs a generic
 * plan as if the walk read a tenth of the shops, so it planned every call afresh (~0.2 ms) instead of reusing
 * the plan. Deeper pages bind it (as before), so their number does not multiply the statements.
 */
function nearestBox(s: SearchShape) {
  const reach = s.firstPage ? sql.raw(String(s.size)) : sql.placeholder('reach');
  const near = alias(shops, 'near');
  const where = searchFilters(near, s);
  // c.d: the angular radius in radians, widened by a hair so float rounding never leaves the farthest shop
  // outside. Nested CASEs: asin is only evaluated once sin(d) < cos(lat) is known.
  return sql`(select box(point(${LNG} - w.dlng, ${LAT} - w.dlat), point(${LNG} + w.dlng, ${LAT} + w.dlat))
    from (select degrees(c.d) as dlat,
                 case when c.d >= pi() / 2 or sin(c.d) >= ${COS_LAT} then 360
                      else (select case when abs(${LNG}) + e.dlng > 180 then 360 else e.dlng end
                            from (select degrees(asin(sin(c.d) / ${COS_LAT})) as dlng) e) end as dlng
          from (select max(k.dist) / ${EARTH_RADIUS} * (1 + 1e-9) + 1e-12 as d
                from (select ${haversine(near)} as dist from ${shops} ${sql.identifier('near')}
                      ${where.length ? sql`where ${and(...where)}` : sql``}
                      order by ${location(near)} <-> point(${LNG}, ${LAT}) limit ${reach}) k) c) w)`;
}

/** `shops.shop_id` spelled out: Drizzle writes a one-table select list's columns unqualified. */
const shopIdOfRow = sql`${sql.identifier('shops')}.${sql.identifier('shop_id')}`;

/** How many shops match the filters of `s`, as a scalar subquery. */
function countOf(s: SearchShape) {
  const where = searchFilters(shops, s);
  return sql<number>`(select count(*)::int from ${shops}${where.length ? sql` where ${and(...where)}` : sql``})`;
}

const searchVersion = sql<string>`(select ${shopSearchVersion.version}::text from ${shopSearchVersion})`;

/** Search statements (and counts) kept per repository: shapes multiply (page sizes go up to 50). */
const STATEMENTS_KEPT = 300;

/** How many shops match each filter, with the `shop_search_version` it was counted at (per database handle). */
interface CountedTotal {
  version: string;
  total: number;
}
const TOTALS_KEPT = 1000;
const totalsByDb = new WeakMap<Db, Map<string, CountedTotal>>();

export class ShopRepository {
  constructor(
    private readonly db: Db,
    private readonly assetUrl: AssetUrl,
  ) {}

  /** Whether the shop exists (the check before a shop's sub-resources; built once, prepared). */
  async exists(shopId: number) {
    this.existsQuery ??= this.db
      .select({ shopId: shops.shopId })
      .from(shops)
      .where(eq(shops.shopId, sql.placeholder('shopId')))
      .prepare('shop_exists');
    return (await this.existsQuery.execute({ shopId })).length > 0;
  }

  private existsQuery?: { execute(p: { shopId: number }): Promise<{ shopId: number }[]> };

  /** Adds categories and the viewer's favourite flag to rows, keeping their order. */
  async decorate(rows: SummaryRow[], userSeq: number | null): Promise<ShopSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.shopId);
    const [cats, favs] = await Promise.all([
      this.db
        .select()
        .from(shopCategories)
        .where(inArray(shopCategories.shopId, ids))
        .orderBy(asc(shopCategories.category)),
      userSeq == null
        ? Promise.resolve([] as { shopId: number }[])
        : this.db
            .select({ shopId: favorites.shopId })
            .from(favorites)
            .where(and(eq(favorites.userSeq, userSeq), inArray(favorites.shopId, ids))),
    ]);
    const favSet = new Set(favs.map((f) => f.shopId));
    const catMap = new Map<number, ShopCategory[]>();
    for (const c of cats) catMap.set(c.shopId, [...(catMap.get(c.shopId) ?? []), c.category as ShopCategory]);
    return rows.map(({ distance, ...r }) => ({
      ...r,
      thumbnailUrl: this.assetUrl(r.thumbnailUrl),
      categories: catMap.get(r.shopId) ?? [],
      distanceMeters: distance == null ? null : Math.round(Number(distance)),
      isFavorite: favSet.has(r.shopId),
    }));
  }

  async summaries(shopIds: number[], userSeq: number | null): Promise<ShopSummary[]> {
    if (shopIds.length === 0) return [];
    const rows = await this.db.select(summaryColumns).from(shops).where(inArray(shops.shopId, shopIds));
    const byId = new Map(rows.map((r) => [r.shopId, r]));
    const ordered = shopIds.map((id) => byId.get(id)).filter((r): r is SummaryRow => !!r);
    return this.decorate(ordered, userSeq);
  }

  /**
   * One page of the shop search in one statement: the matching shops in the requested order with their
   * categories, the viewer's favourite flag and (CLOSEST, or a location given) the exact distance; plus the
   * search version and, unless this filter's count at that version is already known, the total.
   *
   * CLOSEST reads the nearest shops off the GiST index (see `nearestBox`), REVIEWS and RECENTLY_REGISTERED
   * read the page off their btree indexes; filters are probes on primary keys.
   *
   * The statement is built once per shape (see `SearchShape`) with placeholders for the values and prepared
   * (the query builder spent ~150-300 µs of CPU per call assembling it); `query` is that statement unprepared
   * (its `toSQL()` for EXPLAIN) and `values` what its placeholders are bound to for `p`.
   */
  searchPage(p: InquiryParams, userSeq: number | null, withTotal: boolean) {
    const shape = searchShape(p, userSeq, withTotal);
    const statement = this.prepared(`page_${shapeKey(shape)}`, () => this.buildPage(shape));
    return { ...statement, values: searchValues(p, userSeq) };
  }

  private buildPage(s: SearchShape) {
    const where = searchFilters(shops, s);
    // Named, so the order by reuses the select list's value instead of evaluating the haversine twice.
    const distance = (
      s.hasLocation || s.orderBy === 'CLOSEST' ? haversine(shops) : sql<number | null>`null`
    ).as('distance');
    if (s.orderBy === 'CLOSEST') where.push(sql`${location(shops)} <@ ${nearestBox(s)}`);
    const order =
      s.orderBy === 'CLOSEST'
        ? [asc(sql.identifier('distance')), asc(shops.shopId)]
        : s.orderBy === 'REVIEWS'
          ? [desc(shops.reviewCount), asc(shops.shopId)]
          : [desc(shops.registeredAt), desc(shops.shopId)];
    const query = this.db
      .select({
        ...summaryColumns,
        distance,
        categories: sql<ShopCategory[]>`array(select sc.category from ${shopCategories} sc
          where sc.shop_id = ${shopIdOfRow} order by sc.category)`,
        isFavorite: s.signedIn
          ? sql<boolean>`exists (select 1 from ${favorites} f
                where f.user_seq = ${sql.placeholder('viewer')}::int and f.shop_id = ${shopIdOfRow})`
          : sql<boolean>`false`,
        version: searchVersion,
        total: s.withTotal ? countOf(s) : sql<null>`null`,
      })
      .from(shops)
      .where(and(...where))
      .orderBy(...order)
      .limit(literalLimit(s.size))
      .$dynamic();
    // An `offset $n` is costed as skipping a tenth of the rows: the first page's generic plan would lose to a
    // custom one on every call, so the first page has none (as the query builder wrote it for offset 0).
    return s.firstPage ? query : query.offset(sql.placeholder('offset'));
  }

  /** The total alone (an empty page, or the shops changed since the filter was counted), prepared per filter shape. */
  private countStatement(s: SearchShape) {
    return this.prepared(`count_${filterKey(s)}`, () =>
      this.db.select({ version: searchVersion, total: countOf(s) }).from(sql`(select 1) one`),
    );
  }

  /** A statement built by `build` once per key and prepared; the most recently used STATEMENTS_KEPT are kept. */
  private prepared<Q extends { prepare(name: string): unknown }>(key: string, build: () => Q) {
    return this.statements.get(key, () => {
      const query = build();
      return { query, statement: query.prepare(`shop_search_${key}`) };
    }) as { query: Q; statement: ReturnType<Q['prepare']> };
  }

  private readonly statements = new StatementCache<{ query: unknown; statement: unknown }>(STATEMENTS_KEPT);

  async inquiry(p: InquiryParams, userSeq: number | null) {
    let totals = totalsByDb.get(this.db);
    if (!totals) totalsByDb.set(this.db, (totals = new Map()));
    const key = JSON.stringify([
      !!p.onlineOnly,
      [...new Set(p.regionSeqs ?? [])].sort((a, b) => a - b),
      p.category ?? null,
      [...new Set(p.facilitiesSeqs ?? [])].sort((a, b) => a - b),
    ]);
    const known = totals.get(key);
    // A prepared statement (postgres.js keeps one per connection and query text): PostgreSQL parses the
    // search once per connection instead of on every call, which is most of its cost after the indexes.
    const page = this.searchPage(p, userSeq, !known);
    const rows = await page.statement.execute(page.values);
    let counted: CountedTotal;
    if (rows.length > 0 && rows[0].total != null)
      counted = { version: rows[0].version, total: rows[0].total };
    else if (rows.length > 0 && known && known.version === rows[0].version) counted = known;
    else {
      // An empty page says nothing of the version, or the shops changed since the count: count again.
      const [row] = await this.countStatement(searchShape(p, userSeq, true)).statement.execute(page.values);
      counted = { version: row.version, total: Number(row.total) };
    }
    totals.delete(key);
    totals.set(key, counted);
    if (totals.size > TOTALS_KEPT) totals.delete(totals.keys().next().value!);
    const items = rows.map(({ distance, version: _v, total: _t, ...r }) => ({
      ...r,
      thumbnailUrl: this.assetUrl(r.thumbnailUrl),
      distanceMeters: distance == null ? null : Math.round(Number(distance)),
    }));
    return paged(items, p.page, p.size, counted.total);
  }

  /**
   * A shop's page: its summary (categories, the viewer's favourite flag), contact, hours and facilities in one
   * statement, built once with placeholders and prepared (it was a read of the shop and then three more, each
   * assembled by the query builder on every call). The same values as `summaries` and `facilitiesOf` give.
   */
  async detail(shopId: number, userSeq: number | null) {
    this.detailQuery ??= this.db
      .select({
        ...summaryColumns,
        phone: shops.phone,
        description: shops.description,
        addressDetail: shops.addressDetail,
        hours: shops.hours,
        onlineReservation: shops.onlineReservation,
        chatting: shops.chatting,
        categories: sql<ShopCategory[] | string>`(
          select coalesce(json_agg(sc.category order by sc.category), '[]'::json)
          from shop_categories sc where sc.shop_id = "shops"."shop_id")`,
        isFavorite: sql<boolean>`exists (
          select 1 from favorites f
          where f.shop_id = "shops"."shop_id" and f.user_seq = ${sql.placeholder('userSeq')})`,
        facilities: sql<FacilityJson[] | string>`(
          select coalesce(json_agg(json_build_object('facilitiesSeq', f.facilities_seq, 'name', f.name,
            'icon', f.icon) order by f.facilities_seq), '[]'::json)
          from shop_facilities sf join facilities f on f.facilities_seq = sf.facilities_seq
          where sf.shop_id = "shops"."shop_id")`,
      })
      .from(shops)
      .where(eq(shops.shopId, sql.placeholder('shopId')))
      .prepare('shop_detail');
    const [row] = await this.detailQuery.execute({ shopId, userSeq });
    if (!row) return null;
    return {
      ...row,
      thumbnailUrl: this.assetUrl(row.thumbnailUrl),
      categories: parseJson(row.categories),
      distanceMeters: null,
      facilities: parseJson(row.facilities),
    };
  }

  private detailQuery?: {
    execute(p: { shopId: number; userSeq: number | null }): Promise<DetailRow[]>;
  };

  facilitiesOf(shopId: number) {
    return this.db
      .select({ facilitiesSeq: facilities.facilitiesSeq, name: facilities.name, icon: facilities.icon })
      .from(shopFacilities)
      .innerJoin(facilities, eq(facilities.facilitiesSeq, shopFacilities.facilitiesSeq))
      .where(eq(shopFacilities.shopId, shopId))
      .orderBy(asc(facilities.facilitiesSeq));
  }

  allFacilities() {
    return this.db.select().from(facilities).orderBy(asc(facilities.facilitiesSeq));
  }

  allRegions() {
    return this.db
      .select({ regionSeq: regions.regionSeq, sido: regions.sido, sigungu: regions.sigungu })
      .from(regions)
      .orderBy(asc(regions.regionSeq));
  }

  async appConfig(shopId: number) {
    const [row] = await this.db
      .select({
        shopId: shops.shopId,
        onlineReservation: shops.onlineReservation,
        chatting: shops.chatting,
        menus: shops.menus,
      })
      .from(shops)
      .where(eq(shops.shopId, shopId));
    return row ?? null;
  }

  /** One entry per category of the shop, in category order; `images` may be empty. */
  async categoryImages(shopId: number) {
    this.categoriesQuery ??= this.db
      .select()
      .from(shopCategories)
      .where(eq(shopCategories.shopId, sql.placeholder('shopId')))
      .orderBy(asc(shopCategories.category))
      .prepare('shop_categories');
    this.categoryImagesQuery ??= this.db
      .select()
      .from(shopCategoryImages)
      .where(eq(shopCategoryImages.shopId, sql.placeholder('shopId')))
      .orderBy(asc(shopCategoryImages.sortOrder), asc(shopCategoryImages.imageSeq))
      .prepare('shop_category_images');
    const [cats, imgs] = await Promise.all([
      this.categoriesQuery.execute({ shopId }),
      this.categoryImagesQuery.execute({ shopId }),
    ]);
    return cats.map((c) => ({
      category: c.category,
      images: imgs.filter((i) => i.category === c.category).map((i) => this.assetUrl(i.imageUrl)!),
    }));
  }

  private categoriesQuery?: {
    execute(p: { shopId: number }): Promise<(typeof shopCategories.$inferSelect)[]>;
  };
  private categoryImagesQuery?: {
    execute(p: { shopId: number }): Promise<(typeof shopCategoryImages.$inferSelect)[]>;
  };

  async setFavorite(userSeq: number, shopId: number, on: boolean) {
    if (on) await this.db.insert(favorites).values({ userSeq, shopId }).onConflictDoNothing();
    else
      await this.db
        .delete(favorites)
        .where(and(eq(favorites.userSeq, userSeq), eq(favorites.shopId, shopId)));
  }

  async favorites(userSeq: number) {
    const rows = await this.db
      .select({ shopId: favorites.shopId })
      .from(favorites)
      .where(eq(favorites.userSeq, userSeq))
      .orderBy(desc(favorites.createdAt), desc(favorites.shopId));
    return this.summaries(
      rows.map((r) => r.shopId),
      userSeq,
    );
  }

  /** The user's linked shops in their chosen order. */
  async linkedShops(userSeq: number) {
    const rows = await this.db
      .select({ shopId: userShops.shopId })
      .from(userShops)
      .where(eq(userShops.userSeq, userSeq))
      .orderBy(asc(userShops.sortOrder), asc(userShops.userShopSeq));
    return this.summaries(
      rows.map((r) => r.shopId),
      userSeq,
    );
  }

  async requestRegister(values: typeof shopRegisterRequests.$inferInsert) {
    const [row] = await this.db
      .insert(shopRegisterRequests)
      .values(values)
      .returning({ requestSeq: shopRegisterRequests.requestSeq });
    return row;
  }
}
