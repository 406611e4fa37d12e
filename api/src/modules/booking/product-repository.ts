import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.js';
import { products, reservationSettings, shops, type PriceBand } from '../../db/schema/index.js';
import type { AssetUrl } from '../../infra/assets.js';
import type { Booking } from './availability.js';
import {
  ACTIVE_STATUSES,
  BAND_LABELS,
  DEFAULT_REFUND_POLICY,
  describeRule,
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
    const [row] = await this.db
      .select()
      .from(reservationSettings)
      .where(eq(reservationSettings.shopId, shopId));
    return row ?? defaultSettings(shopId);
  }

  policyDto(s: SettingsRow) {
    return {
      refundPolicy: s.refundPolicy.map((r) => ({ ...r, description: describeRule(r) })),
      depositRule: { rate: s.depositRate, required: s.depositRate > 0, account: s.depositAccount },
    };
  }

  async byShop(shopId: number) {
    const rows = await this.db
      .select()
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.active, true)))
      .orderBy(asc(products.sortOrder), asc(products.productSeq));
    return rows;
  }

  /**
   * An active product with its shop's hours and booking settings (defaults when the shop has none) and, given a
   * range, the bookings that hold capacity for its shop and category touching it: one statement, because the
   * availability views run on every calendar tap and three round trips cost more than the rows.
   * `range.hotelTo` is the end used when the product is a hotel stay (check-out), `range.to` otherwise.
   */
  async context(productSeq: number, range?: { from: string; to: string; hotelTo?: string }) {
    const [row] = await this.db
      .select({
        product: products,
        hours: shops.hours,
        onlineReservation: shops.onlineReservation,
        settings: reservationSettings,
        booked: range
          ? sql<BookingJson[] | string>`(
              select coalesce(json_agg(json_build_object('date', r.date, 'endDate', r.end_date,
                'startAt', r.start_at, 'endAt', r.end_at, 'petCount', r.pet_count)), '[]'::json)
              from reservations r
              where r.shop_id = "products"."shop_id" and r.category = "products"."category"
                and r.status in (${sql.join(
                  ACTIVE_STATUSES.map((st) => sql`${st}`),
                  sql`, `,
                )})
                and r.date <= case when "products"."category" = 'HOTELING' then ${range.hotelTo ?? range.to}
                                   else ${range.to} end
                and r.end_date >= ${range.from})`
          : sql<null>`null`,
      })
      .from(products)
      .innerJoin(shops, eq(shops.shopId, products.shopId))
      .leftJoin(reservationSettings, eq(reservationSettings.shopId, products.shopId))
      .where(and(eq(products.productSeq, productSeq), eq(products.active, true)));
    if (!row) return null;
    const booked: Booking[] = row.booked
      ? (typeof row.booked === 'string' ? (JSON.parse(row.booked) as BookingJson[]) : row.booked).map(
          (b) => ({
            ...b,
            startAt: new Date(b.startAt),
            endAt: new Date(b.endAt),
          }),
        )
      : [];
    return {
      product: row.product,
      hours: row.hours,
      onlineReservation: row.onlineReservation,
      settings: row.settings ?? defaultSettings(row.product.shopId),
      booked,
    };
  }
}
