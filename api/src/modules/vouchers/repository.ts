import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  products,
  reservations,
  shops,
  voucherProducts,
  voucherPurchases,
  voucherUses,
  vouchers,
} from '../../db/schema/index.js';
import type { Db } from '../../infra/db/client.js';

export type VoucherProductRow = typeof voucherProducts.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;

/** Pass products, purchases, passes and their uses; rows in, rows out. */
export class VoucherRepository {
  constructor(private readonly db: Db) {}

  productsOf(shopId: number) {
    return this.db
      .select()
      .from(voucherProducts)
      .where(and(eq(voucherProducts.shopId, shopId), eq(voucherProducts.active, true)))
      .orderBy(asc(voucherProducts.sortOrder), asc(voucherProducts.voucherProductSeq));
  }

  async product(voucherProductSeq: number) {
    const [row] = await this.db
      .select()
      .from(voucherProducts)
      .where(eq(voucherProducts.voucherProductSeq, voucherProductSeq));
    return row ?? null;
  }

  async insertProduct(values: typeof voucherProducts.$inferInsert) {
    const [row] = await this.db.insert(voucherProducts).values(values).returning();
    return row;
  }

  /** Names of shops and booking products, for the views. */
  async names(shopIds: number[], productSeqs: number[]) {
    const s = shopIds.length
      ? await this.db
          .select({ id: shops.shopId, name: shops.name })
          .from(shops)
          .where(inArray(shops.shopId, shopIds))
      : [];
    const p = productSeqs.length
      ? await this.db
          .select({ id: products.productSeq, name: products.name })
          .from(products)
          .where(inArray(products.productSeq, productSeqs))
      : [];
    return { shop: new Map(s.map((r) => [r.id, r.name])), product: new Map(p.map((r) => [r.id, r.name])) };
  }

  async insertPurchase(values: typeof voucherPurchases.$inferInsert) {
    const [row] = await this.db.insert(voucherPurchases).values(values).returning();
    return row;
  }

  async purchase(purchaseSeq: number, forUpdate = false) {
    const q = this.db.select().from(voucherPurchases).where(eq(voucherPurchases.purchaseSeq, purchaseSeq));
    const [row] = forUpdate ? await q.for('update') : await q;
    return row ?? null;
  }

  async updatePurchase(purchaseSeq: number, values: Partial<typeof voucherPurchases.$inferInsert>) {
    await this.db.update(voucherPurchases).set(values).where(eq(voucherPurchases.purchaseSeq, purchaseSeq));
  }

  async insertVoucher(values: typeof vouchers.$inferInsert) {
    const [row] = await this.db.insert(vouchers).values(values).returning();
    return row;
  }

  /** The owner's pass (another owner's: null); `forUpdate` locks it (holds, takes, refunds are serialised). */
  async mine(userSeq: number, voucherSeq: number, forUpdate = false) {
    const q = this.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.voucherSeq, voucherSeq), eq(vouchers.userSeq, userSeq)));
    const [row] = forUpdate ? await q.for('update') : await q;
    return row ?? null;
  }

  async lock(voucherSeq: number) {
    const [row] = await this.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.voucherSeq, voucherSeq))
      .for('update');
    return row ?? null;
  }

  list(userSeq: number) {
    return this.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.userSeq, userSeq))
      .orderBy(asc(vouchers.shopId), desc(vouchers.createdAt), desc(vouchers.voucherSeq));
  }

  async update(voucherSeq: number, values: Partial<typeof vouchers.$inferInsert>) {
    await this.db
      .update(vouchers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(vouchers.voucherSeq, voucherSeq));
  }

  async insertUse(values: typeof voucherUses.$inferInsert) {
    await this.db.insert(voucherUses).values(values);
  }

  async useOf(reservationSeq: number, forUpdate = false) {
    const q = this.db.select().from(voucherUses).where(eq(voucherUses.reservationSeq, reservationSeq));
    const [row] = forUpdate ? await q.for('update') : await q;
    return row ?? null;
  }

  async updateUse(useSeq: number, values: Partial<typeof voucherUses.$inferInsert>) {
    await this.db
      .update(voucherUses)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(voucherUses.useSeq, useSeq));
  }

  /** Every use of these passes with the visit it was for, newest visit first. */
  usesOf(voucherSeqs: number[]) {
    if (voucherSeqs.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        useSeq: voucherUses.useSeq,
        voucherSeq: voucherUses.voucherSeq,
        reservationSeq: voucherUses.reservationSeq,
        count: voucherUses.count,
        status: voucherUses.status,
        date: reservations.date,
        time: reservations.time,
        productName: products.name,
        updatedAt: voucherUses.updatedAt,
      })
      .from(voucherUses)
      .innerJoin(reservations, eq(reservations.reservationSeq, voucherUses.reservationSeq))
      .innerJoin(products, eq(products.productSeq, reservations.productSeq))
      .where(inArray(voucherUses.voucherSeq, voucherSeqs))
      .orderBy(desc(reservations.startAt), desc(voucherUses.useSeq));
  }
}
