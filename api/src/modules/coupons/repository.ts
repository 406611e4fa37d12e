import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  or,
  isNotNull,
  sql,
} from 'drizzle-orm';
import { coupons, products, reservations, userShops } from '../../db/schema/index.js';
import type { Db } from '../../infra/db/client.js';
import { afterCursor, cursorMs, toMs } from '../../http/time-paging.js';

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
   * The owner's unused, unexpired coupons, soonest expiry first: few at a time, and 쿠폰함 and the pass quote need
   * them all. Asked on every visit, so the statement is built once (placeholders) and prepared.
   */
  usable(userSeq: number, now: Date) {
    this.usableQuery ??= this.db
      .select()
      .from(coupons)
      .where(
        and(
          eq(coupons.userSeq, sql.placeholder('userSeq')),
          isNull(coupons.usedAt),
          gt(coupons.expiresAt, sql.placeholder('now')),
        ),
      )
      .orderBy(asc(coupons.expiresAt), asc(coupons.couponSeq))
      .prepare('coupons_usable');
    // A placeholder skips the column's encoder: the instant goes as ISO text, as the query builder would send it.
    return this.usableQuery.execute({ userSeq, now: now.toISOString() });
  }

  private usableQuery?: {
    execute(p: { userSeq: number; now: string }): Promise<(typeof coupons.$inferSelect)[]>;
  };

  /**
   * A page of the owner's used or expired coupons, newest first by when each stopped being usable (used: when used,
   * which is before its expiry; otherwise when it expired), ties by seq. `limit` rows after `cursor`.
   */
  pastPage(userSeq: number, now: Date, cursor: string | undefined, limit: number) {
    const pastAt = sql`coalesce(${coupons.usedAt}, ${coupons.expiresAt})`;
    return this.db
      .select({ ...getTableColumns(coupons), cursorMs: cursorMs(pastAt) })
      .from(coupons)
      .where(
        and(
          eq(coupons.userSeq, userSeq),
          or(isNotNull(coupons.usedAt), lte(coupons.expiresAt, now)),
          afterCursor(pastAt, coupons.couponSeq, cursor),
        ),
      )
      .orderBy(desc(toMs(pastAt)), desc(coupons.couponSeq))
      .limit(limit);
  }

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
