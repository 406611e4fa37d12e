import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.js';
import { products, reservationSettings, shops, type PriceBand } from '../../db/schema/index.js';
import type { AssetUrl } from '../../infra/assets.js';
import { BAND_LABELS, DEFAULT_REFUND_POLICY, describeRule, PRICE_BANDS, UNIT_LABELS } from './rules.js';

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
    return (
      row ?? {
        shopId,
        staffCount: 2,
        slotMinutes: 30,
        nightlyCapacity: 6,
        dailyCapacity: 10,
        depositRate: 0,
        depositAccount: null,
        refundPolicy: DEFAULT_REFUND_POLICY,
      }
    );
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

  /** An active product with its shop's booking data. */
  async withShop(productSeq: number) {
    const [row] = await this.db
      .select({ product: products, hours: shops.hours, onlineReservation: shops.onlineReservation })
      .from(products)
      .innerJoin(shops, eq(shops.shopId, products.shopId))
      .where(and(eq(products.productSeq, productSeq), eq(products.active, true)));
    return row ?? null;
  }
}
