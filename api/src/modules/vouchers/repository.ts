import { and, asc, desc, eq, getTableColumns, gt, gte, lt, lte, ne, or, sql } from 'drizzle-orm';
import {
  products,
  reservations,
  voucherProducts,
  voucherPurchases,
  voucherUses,
  vouchers,
} from '../../db/schema/index.js';
import { type Db, intArrayLiteral } from '../../infra/db/client.js';
import { afterCursor, cursorMs, toMs } from '../../http/time-paging.js';

export type VoucherProductRow = typeof voucherProducts.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;

type UseRow = {
  useSeq: number;
  voucherSeq: number;
  reservationSeq: number;
  count: number;
  status: (typeof voucherUses.$inferSelect)['status'];
  date: (typeof reservations.$inferSelect)['date'];
  time: (typeof reservations.$inferSelect)['time'];
  reservationStatus: (typeof reservations.$inferSelect)['status'];
  productName: string;
  updatedAt: Date;
};

/**
 * Pass products, purchases, passes and their uses; rows in, rows out. The owner's pass screens and a shop's pass
 * products are read on every visit: those statements are built once (placeholders; ids as one int[]) and prepared.
 */
export class VoucherRepository {
  constructor(private readonly db: Db) {}

  productsOf(shopId: number) {
    this.productsOfQuery ??= this.db
      .select()
      .from(voucherProducts)
      .where(and(eq(voucherProducts.shopId, sql.placeholder('shopId')), eq(voucherProducts.active, true)))
      .orderBy(asc(voucherProducts.sortOrder), asc(voucherProducts.voucherProductSeq))
      .prepare('voucher_products_of_shop');
    return this.productsOfQuery.execute({ shopId });
  }

  private productsOfQuery?: { execute(p: { shopId: number }): Promise<VoucherProductRow[]> };

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

  /**
   * The owner's passes that can still pay (not refunded, not expired, a use not yet taken), by shop, newest first:
   * few at a time, and the pass screen and the booking screen need them all.
   */
  active(userSeq: number, now: Date) {
    this.activeQuery ??= this.db
      .select()
      .from(vouchers)
      .where(
        and(
          eq(vouchers.userSeq, sql.placeholder('userSeq')),
          ne(vouchers.status, 'REFUNDED'),
          gt(vouchers.expiresAt, sql.placeholder('now')),
          lt(vouchers.usedUses, vouchers.totalUses),
        ),
      )
      .orderBy(asc(vouchers.shopId), desc(vouchers.createdAt), desc(vouchers.voucherSeq))
      .prepare('vouchers_active_of_owner');
    // A placeholder skips the column's encoder: the instant goes as ISO text, as the query builder would send it.
    return this.activeQuery.execute({ userSeq, now: now.toISOString() });
  }

  private activeQuery?: { execute(p: { userSeq: number; now: string }): Promise<VoucherRow[]> };

  /** A page of the owner's refunded, expired or used-up passes, newest bought first (ties by seq), after `cursor`. */
  pastPage(userSeq: number, now: Date, cursor: string | undefined, limit: number) {
    return this.db
      .select({ ...getTableColumns(vouchers), cursorMs: cursorMs(vouchers.createdAt) })
      .from(vouchers)
      .where(
        and(
          eq(vouchers.userSeq, userSeq),
          or(
            eq(vouchers.status, 'REFUNDED'),
            lte(vouchers.expiresAt, now),
            gte(vouchers.usedUses, vouchers.totalUses),
          ),
          afterCursor(vouchers.createdAt, vouchers.voucherSeq, cursor),
        ),
      )
      .orderBy(desc(toMs(vouchers.createdAt)), desc(vouchers.voucherSeq))
      .limit(limit);
  }

  /** The owner's pass a purchase issued (null: not theirs, or not issued yet). */
  async ofPurchase(userSeq: number, purchaseSeq: number) {
    const [row] = await this.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.purchaseSeq, purchaseSeq), eq(vouchers.userSeq, userSeq)));
    return row ?? null;
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
    this.usesOfQuery ??= this.db
      .select({
        useSeq: voucherUses.useSeq,
        voucherSeq: voucherUses.voucherSeq,
        reservationSeq: voucherUses.reservationSeq,
        count: voucherUses.count,
        status: voucherUses.status,
        date: reservations.date,
        time: reservations.time,
        reservationStatus: reservations.status,
        productName: products.name,
        updatedAt: voucherUses.updatedAt,
      })
      .from(voucherUses)
      .innerJoin(reservations, eq(reservations.reservationSeq, voucherUses.reservationSeq))
      .innerJoin(products, eq(products.productSeq, reservations.productSeq))
      .where(sql`${voucherUses.voucherSeq} = any(${sql.placeholder('seqs')}::int[])`)
      .orderBy(desc(reservations.startAt), desc(voucherUses.useSeq))
      .prepare('voucher_uses_of');
    return this.usesOfQuery.execute({ seqs: intArrayLiteral(voucherSeqs) });
  }

  private usesOfQuery?: { execute(p: { seqs: string }): Promise<UseRow[]> };
}
