import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../infra/db/client.js';
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

const EARTH_RADIUS_M = 6_371_000;

/** The columns a search condition reads, on `shops` or on an alias of it. */
interface SearchColumns {
  shopId: AnyPgColumn;
  regionSeq: AnyPgColumn;
  onlineReservation: AnyPgColumn;
  latitude: AnyPgColumn;
  longitude: AnyPgColumn;
}

/** A shop as a point (x = longitude, y = latitude): the expression `shops_location_idx` (GiST) indexes. */
const location = (t: SearchColumns) => sql`point(${t.longitude}, ${t.latitude})`;

/** Great-circle distance in metres from (lat, lng) to the shop (haversine on a sphere of EARTH_RADIUS_M). */
const haversine = (
  t: SearchColumns,
  lat: number,
  lng: number,
) => sql<number>`(${2 * EARTH_RADIUS_M} * asin(least(1, sqrt(
  power(sin(radians(${t.latitude} - ${lat}) / 2), 2) +
  cos(radians(${lat})) * cos(radians(${t.latitude})) * power(sin(radians(${t.longitude} - ${lng}) / 2), 2)))))`;

/** The search's filters on `t`: online booking, any of the regions, the category, every facility. */
function searchFilters(t: SearchColumns, p: InquiryParams): SQL[] {
  const conds: SQL[] = [];
  if (p.onlineOnly) conds.push(eq(t.onlineReservation, true));
  if (p.regionSeqs?.length) conds.push(inArray(t.regionSeq, p.regionSeqs));
  if (p.category) {
    conds.push(
      sql`exists (select 1 from ${shopCategories} sc where sc.shop_id = ${t.shopId} and sc.category = ${p.category})`,
    );
  }
  // A shop qualifies only when it has every requested facility: one primary-key probe per facility.
  for (const seq of new Set(p.facilitiesSeqs ?? [])) {
    conds.push(
      sql`exists (select 1 from ${shopFacilities} sf where sf.shop_id = ${t.shopId} and sf.facilities_seq = ${seq})`,
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
 */
function nearestBox(p: InquiryParams, origin: { latitude: number; longitude: number }, reach: number) {
  const near = alias(shops, 'near');
  const { latitude: lat, longitude: lng } = origin;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const where = searchFilters(near, p);
  // c.d: the angular radius in radians, widened by a hair so float rounding never leaves the farthest shop
  // outside. Nested CASEs: asin is only evaluated once sin(d) < cos(lat) is known.
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

/** `shops.shop_id` spelled out: Drizzle writes a one-table select list's columns unqualified. */
const shopIdOfRow = sql`${sql.identifier('shops')}.${sql.identifier('shop_id')}`;

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

  async exists(shopId: number) {
    const [row] = await this.db.select({ shopId: shops.shopId }).from(shops).where(eq(shops.shopId, shopId));
    return !!row;
  }

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
   */
  searchPage(p: InquiryParams, userSeq: number | null, withTotal: boolean) {
    const where = searchFilters(shops, p);
    const hasLocation = p.latitude != null && p.longitude != null;
    const origin = hasLocation ? { latitude: p.latitude!, longitude: p.longitude! } : SEOUL_CITY_HALL;
    // Named, so the order by reuses the select list's value instead of evaluating the haversine twice.
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
    return this.db
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
        total: withTotal ? this.countOf(p) : sql<null>`null`,
      })
      .from(shops)
      .where(and(...where))
      .orderBy(...order)
      .limit(p.size)
      .offset(p.page * p.size);
  }

  /** The exact number of shops matching the filters, as a scalar subquery. */
  private countOf(p: InquiryParams) {
    const where = searchFilters(shops, p);
    return sql<number>`(select count(*)::int from ${shops}${where.length ? sql` where ${and(...where)}` : sql``})`;
  }

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
    const rows = await this.searchPage(p, userSeq, !known).prepare('shop_search').execute();
    let counted: CountedTotal;
    if (rows.length > 0 && rows[0].total != null)
      counted = { version: rows[0].version, total: rows[0].total };
    else if (rows.length > 0 && known && known.version === rows[0].version) counted = known;
    else {
      // An empty page says nothing of the version, or the shops changed since the count: count again.
      const [row] = await this.db
        .select({
          version: sql<string>`(select ${shopSearchVersion.version}::text from ${shopSearchVersion})`,
          total: this.countOf(p),
        })
        .from(sql`(select 1) one`);
      counted = { version: row.version, total: Number(row.total) };
    }
    totals.delete(key);
    totals.set(key, counted);
    if (totals.size > TOTALS_KEPT) totals.delete(totals.keys().next().value!);
    const total = Number(counted.total);
    return {
      items: rows.map(({ distance, version: _v, total: _t, ...r }) => ({
        ...r,
        thumbnailUrl: this.assetUrl(r.thumbnailUrl),
        distanceMeters: distance == null ? null : Math.round(Number(distance)),
      })),
      page: p.page,
      size: p.size,
      total,
      hasNext: (p.page + 1) * p.size < total,
    };
  }

  async detail(shopId: number, userSeq: number | null) {
    const [row] = await this.db
      .select({
        ...summaryColumns,
        phone: shops.phone,
        description: shops.description,
        addressDetail: shops.addressDetail,
        hours: shops.hours,
        onlineReservation: shops.onlineReservation,
      })
      .from(shops)
      .where(eq(shops.shopId, shopId));
    if (!row) return null;
    const { phone, description, addressDetail, hours, onlineReservation, ...summary } = row;
    const [[decorated], facs] = await Promise.all([
      this.decorate([summary], userSeq),
      this.facilitiesOf(shopId),
    ]);
    return { ...decorated, phone, description, addressDetail, hours, onlineReservation, facilities: facs };
  }

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
    const [cats, imgs] = await Promise.all([
      this.db
        .select()
        .from(shopCategories)
        .where(eq(shopCategories.shopId, shopId))
        .orderBy(asc(shopCategories.category)),
      this.db
        .select()
        .from(shopCategoryImages)
        .where(eq(shopCategoryImages.shopId, shopId))
        .orderBy(asc(shopCategoryImages.sortOrder), asc(shopCategoryImages.imageSeq)),
    ]);
    return cats.map((c) => ({
      category: c.category,
      images: imgs.filter((i) => i.category === c.category).map((i) => this.assetUrl(i.imageUrl)!),
    }));
  }

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
