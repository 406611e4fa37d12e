import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, intArrayLiteral } from '../../infra/db/client.js';
import { parseJson } from '../../infra/db/json-value.js';
import { products, reservationSettings, shops, type PriceBand } from '../../db/schema/index.js';
import type { AssetUrl } from '../../infra/assets.js';
import type { Booking } from './availability.js';
import {
  ACTIVE_STATUSES,
  BAND_LABELS,
  DEFAULT_REFUND_POLICY,
  describePolicy,
  PRICE_BANDS,
  UNIT_LABELS,
} from './rules.js';

/** A booking as the context statement aggregates it (JSON: instants are strings). */
type BookingJson = Omit<Booking, 'startAt' | 'endAt'> & { startAt: string; endAt: string };

const defaultSettings = (shopId: number): SettingsRow => ({
  shopId,
  staffCount: 2,
  slotMinutes: 30,
  nightlyCapacity: 6,
  dailyCapacity: 10,
  depositRate: 0,
  depositAccount: null,
  refundPolicy: DEFAULT_REFUND_POLICY,
});

export type ProductRow = typeof products.$inferSelect;
export type SettingsRow = typeof reservationSettings.$inferSelect;

export class ProductRepository {
  constructor(
    private readonly db: Db,
    private readonly assetUrl: AssetUrl,
  ) {}

  toDto(p: ProductRow) {
    return {
      productSeq: p.productSeq,
      shopId: p.shopId,
      category: p.category,
      name: p.name,
      description: p.description,
      durationMinutes: p.durationMinutes,
      unit: p.unit,
      unitLabel: UNIT_LABELS[p.unit],
      imageUrl: this.assetUrl(p.imageUrl),
      prices: PRICE_BANDS.filter((b) => p.prices[b] != null).map((band) => ({
        band,
        label: BAND_LABELS[band],
        price: p.prices[band as PriceBand]!,
      })),
    };
  }

  /** Settings of a shop; shops without a row get the defaults (no deposit, the default refund policy). */
  async settings(shopId: number): Promise<SettingsRow> {
    this.settingsQuery ??= this.db
      .select()
      .from(reservationSettings)
      .where(eq(reservationSettings.shopId, sql.placeholder('shopId')))
      .prepare('reservation_settings');
    const [row] = await this.settingsQuery.execute({ shopId });
    return row ?? defaultSettings(shopId);
  }

  private settingsQuery?: { execute(p: { shopId: number }): Promise<SettingsRow[]> };

  policyDto(s: SettingsRow) {
    return {
      refundPolicy: describePolicy(s.refundPolicy),
      depositRule: { rate: s.depositRate, required: s.depositRate > 0, account: s.depositAccount },
    };
  }

  /** The shop's active products in its order (the online shop page; built once, prepared). */
  byShop(shopId: number): Promise<ProductRow[]> {
    this.byShopQuery ??= this.db
      .select()
      .from(products)
      .where(and(eq(products.shopId, sql.placeholder('shopId')), eq(products.active, true)))
      .orderBy(asc(products.sortOrder), asc(products.productSeq))
      .prepare('products_of_shop');
    return this.byShopQuery.execute({ shopId });
  }

  private byShopQuery?: { execute(p: { shopId: number }): Promise<ProductRow[]> };

  /**
   * Shop and service names for the coupon and pass views, by id (built once, the ids as one int[], and prepared).
   */
  async names(shopIds: number[], productSeqs: number[]) {
    this.shopNamesQuery ??= this.db
      .select({ id: shops.shopId, name: shops.name })
      .from(shops)
      .where(sql`${shops.shopId} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('shop_names');
    this.productNamesQuery ??= this.db
      .select({ id: products.productSeq, name: products.name })
      .from(products)
      .where(sql`${products.productSeq} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('product_names');
    const [shopRows, productRows] = await Promise.all([
      shopIds.length ? this.shopNamesQuery.execute({ ids: intArrayLiteral(shopIds) }) : [],
      productSeqs.length ? this.productNamesQuery.execute({ ids: intArrayLiteral(productSeqs) }) : [],
    ]);
    return {
      shop: new Map(shopRows.map((r) => [r.id, r.name])),
      product: new Map(productRows.map((r) => [r.id, r.name])),
    };
  }

  private shopNamesQuery?: { execute(p: { ids: string }): Promise<{ id: number; name: string }[]> };
  private productNamesQuery?: { execute(p: { ids: string }): Promise<{ id: number; name: string }[]> };

  /**
   * An active product with its shop's hours and booking settings (defaults when the shop has none) and, given a
   * range, the bookings that hold capacity for its shop and category touching it: one statement, because the
   * availability views run on every calendar tap and three round trips cost more than the rows.
   * `range.hotelTo` is the end used when the product is a hotel stay (check-out), `range.to` otherwise.
   * Each of the two forms (with and without the range) is built once with placeholders and prepared once per
   * connection: building the statement anew took a fifth of the API's CPU on the availability views.
   */
  async context(productSeq: number, range?: { from: string; to: string; hotelTo?: string }) {
    const [row] = range
      ? await (this.contextWithBookingsQuery ??= this.contextStatement(true)).execute({
          productSeq,
          from: range.from,
          to: range.to,
          hotelTo: range.hotelTo ?? range.to,
        })
      : await (this.contextQuery ??= this.contextStatement(false)).execute({ productSeq });
    if (!row) return null;
    const booked: Booking[] = row.booked
      ? parseJson(row.booked).map((b) => ({ ...b, startAt: new Date(b.startAt), endAt: new Date(b.endAt) }))
      : [];
    return {
      product: row.product,
      hours: row.hours,
      onlineReservation: row.onlineReservation,
      settings: row.settings ?? defaultSettings(row.product.shopId),
      booked,
    };
  }

  private contextQuery?: ReturnType<ProductRepository['contextStatement']>;
  private contextWithBookingsQuery?: ReturnType<ProductRepository['contextStatement']>;

  private contextStatement(withBookings: boolean) {
    return this.db
      .select({
        product: products,
        hours: shops.hours,
        onlineReservation: shops.onlineReservation,
        settings: reservationSettings,
        booked: withBookings
          ? sql<BookingJson[] | string>`(
              select coalesce(json_agg(json_build_object('seq', r.reservation_seq, 'date', r.date, 'endDate', r.end_date,
                'startAt', r.start_at, 'endAt', r.end_at, 'petCount', r.pet_count)), '[]'::json)
              from reservations r
              where r.shop_id = "products"."shop_id" and r.category = "products"."category"
                and r.status in (${sql.join(
                  ACTIVE_STATUSES.map((st) => sql`${st}`),
                  sql`, `,
                )})
                and r.date <= case when "products"."category" = 'HOTELING' then ${sql.placeholder('hotelTo')}
                                   else ${sql.placeholder('to')} end
                and r.end_date >= ${sql.placeholder('from')})`
          : sql<null>`null`,
      })
      .from(products)
      .innerJoin(shops, eq(shops.shopId, products.shopId))
      .leftJoin(reservationSettings, eq(reservationSettings.shopId, products.shopId))
      .where(and(eq(products.productSeq, sql.placeholder('productSeq')), eq(products.active, true)))
      .prepare(withBookings ? 'product_context_bookings' : 'product_context');
  }
}
