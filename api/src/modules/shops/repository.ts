import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
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

/** Great-circle distance in metres from (lat, lng) to the shop, evaluated in SQL. */
const haversine = (lat: number, lng: number) => sql<number>`(12742000 * asin(sqrt(
  power(sin(radians(${shops.latitude} - ${lat}) / 2), 2) +
  cos(radians(${lat})) * cos(radians(${shops.latitude})) * power(sin(radians(${shops.longitude} - ${lng}) / 2), 2))))`;

/**
 * Cheap ordering key for CLOSEST: squared equirectangular distance (one cosine per row instead of the
 * haversine's five trig calls). At city scale it orders like the haversine to within ~0.1 %; the exact
 * haversine is evaluated only for the rows returned (PostgreSQL postpones non-key select expressions past LIMIT).
 */
const proximityKey = (lat: number, lng: number) =>
  sql<number>`(power(${shops.latitude} - ${lat}, 2) + power((${shops.longitude} - ${lng}) * cos(radians((${shops.latitude} + ${lat}) / 2)), 2))`;

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

  async inquiry(p: InquiryParams, userSeq: number | null) {
    const conds: SQL[] = [];
    if (p.onlineOnly) conds.push(eq(shops.onlineReservation, true));
    if (p.regionSeqs?.length) conds.push(inArray(shops.regionSeq, p.regionSeqs));
    if (p.category) {
      conds.push(
        sql`exists (select 1 from ${shopCategories} sc where sc.shop_id = ${shops.shopId} and sc.category = ${p.category})`,
      );
    }
    // A shop qualifies only when it has every requested facility: one primary-key probe per facility.
    for (const seq of new Set(p.facilitiesSeqs ?? [])) {
      conds.push(
        sql`exists (select 1 from ${shopFacilities} sf where sf.shop_id = ${shops.shopId} and sf.facilities_seq = ${seq})`,
      );
    }
    const where = conds.length ? and(...conds) : undefined;
    const hasLocation = p.latitude != null && p.longitude != null;
    const origin = hasLocation ? { latitude: p.latitude!, longitude: p.longitude! } : SEOUL_CITY_HALL;
    const distance =
      hasLocation || p.orderBy === 'CLOSEST' ? haversine(origin.latitude, origin.longitude) : sql<null>`null`;
    const order =
      p.orderBy === 'CLOSEST'
        ? [asc(proximityKey(origin.latitude, origin.longitude)), asc(shops.shopId)]
        : p.orderBy === 'REVIEWS'
          ? [desc(shops.reviewCount), asc(shops.shopId)]
          : [desc(shops.registeredAt), desc(shops.shopId)];

    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ ...summaryColumns, distance })
        .from(shops)
        .where(where)
        .orderBy(...order)
        .limit(p.size)
        .offset(p.page * p.size),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(shops)
        .where(where),
    ]);
    const items = await this.decorate(rows as SummaryRow[], userSeq);
    return {
      items,
      page: p.page,
      size: p.size,
      total: Number(total),
      hasNext: (p.page + 1) * p.size < Number(total),
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
