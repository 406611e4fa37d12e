import { and, asc, desc, eq, gt, inArray, isNull, lte, or, isNotNull, sql } from 'drizzle-orm';
import { coupons, products, reservations, userShops } from '../../db/schema/index.js';
import type { Db } from '../../infra/db/client.js';

/** Coupons, rows in and out. */
export class CouponRepository {
  constructor(private readonly db: Db) {}

  async insert(values: typeof coupons.$inferInsert) {
    const [row] = await this.db.insert(coupons).values(values).returning();
    return row;
  }

  /** The owner's coupon (another owner's: null); `forUpdate` locks it until the transaction ends. */
  async mine(userSeq: number, couponSeq: number, forUpdate = false) {
    const q = this.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.couponSeq, couponSeq), eq(coupons.userSeq, userSeq)));
    const [row] = forUpdate ? await q.for('update') : await q;
    return row ?? null;
  }

  /**
   * usable: unused and not expired, soonest expiry first; past: used or expired, latest first. 쿠폰함 and the pass
   * quote ask on every visit, so each tab's statement is built once (placeholders) and prepared.
   */
  list(userSeq: number, tab: 'usable' | 'past', now: Date) {
    const at = sql.placeholder('now');
    this.listQueries[tab] ??= this.db
      .select()
      .from(coupons)
      .where(
        and(
          eq(coupons.userSeq, sql.placeholder('userSeq')),
          tab === 'usable'
            ? and(isNull(coupons.usedAt), gt(coupons.expiresAt, at))
            : or(isNotNull(coupons.usedAt), lte(coupons.expiresAt, at)),
        ),
      )
      .orderBy(tab === 'usable' ? asc(coupons.expiresAt) : desc(coupons.expiresAt), asc(coupons.couponSeq))
      .prepare(`coupons_${tab}`);
    // A placeholder skips the column's encoder: the instant goes as ISO text, as the query builder would send it.
    return this.listQueries[tab].execute({ userSeq, now: now.toISOString() });
  }

  private readonly listQueries: Partial<
    Record<
      'usable' | 'past',
      { execute(p: { userSeq: number; now: string }): Promise<(typeof coupons.$inferSelect)[]> }
    >
  > = {};

  async markUsed(couponSeq: number, usedFor: string, now: Date) {
    const rows = await this.db
      .update(coupons)
      .set({ usedAt: now, usedFor })
      .where(and(eq(coupons.couponSeq, couponSeq), isNull(coupons.usedAt)))
      .returning({ s: coupons.couponSeq });
    return rows.length > 0;
  }

  async giveBack(couponSeq: number, usedFor: string, now: Date) {
    const rows = await this.db
      .update(coupons)
      .set({ usedAt: null, usedFor: null })
      .where(and(eq(coupons.couponSeq, couponSeq), eq(coupons.usedFor, usedFor), gt(coupons.expiresAt, now)))
      .returning({ s: coupons.couponSeq });
    return rows.length > 0;
  }

  /** Whether the owner is the shop's customer: linked to it, or booked with it. */
  async isCustomer(userSeq: number, shopId: number) {
    const [linked] = await this.db
      .select({ s: userShops.shopId })
      .from(userShops)
      .where(and(eq(userShops.userSeq, userSeq), eq(userShops.shopId, shopId)))
      .limit(1);
    if (linked) return true;
    const [booked] = await this.db
      .select({ s: reservations.reservationSeq })
      .from(reservations)
      .where(and(eq(reservations.userSeq, userSeq), eq(reservations.shopId, shopId)))
      .limit(1);
    return Boolean(booked);
  }

  /** Which of these products are the shop's. */
  async productsOf(shopId: number, productSeqs: number[]) {
    if (productSeqs.length === 0) return [];
    const rows = await this.db
      .select({ s: products.productSeq })
      .from(products)
      .where(and(eq(products.shopId, shopId), inArray(products.productSeq, productSeqs)));
    return rows.map((r) => r.s);
  }

  async countUsable(userSeq: number, now: Date) {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(and(eq(coupons.userSeq, userSeq), isNull(coupons.usedAt), gt(coupons.expiresAt, now)));
    return r.n;
  }
}
