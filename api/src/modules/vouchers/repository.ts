import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  products,
  reservations,
  voucherProducts,
  voucherPurchases,
  voucherUses,
  vouchers,
} from '../../db/schema/index.js';
import { type Db, intArrayLiteral } from '../../infra/db/client.js';

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

  list(userSeq: number) {
    this.listQuery ??= this.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.userSeq, sql.placeholder('userSeq')))
      .orderBy(asc(vouchers.shopId), desc(vouchers.createdAt), desc(vouchers.voucherSeq))
      .prepare('vouchers_of_owner');
    return this.listQuery.execute({ userSeq });
  }

  private listQuery?: { execute(p: { userSeq: number }): Promise<VoucherRow[]> };

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
