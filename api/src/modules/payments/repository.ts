import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { paymentLedger, paymentOrders } from '../../db/schema/index.js';
import type { Db } from '../../infra/db/client.js';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** Payment orders and the money ledger; rows in, rows out. */
export class PaymentRepository {
  constructor(private readonly db: Db) {}

  async insertOrder(values: typeof paymentOrders.$inferInsert) {
    const [row] = await this.db.insert(paymentOrders).values(values).returning();
    return row;
  }

  /** The order; with `userSeq` only that owner's; `forUpdate` locks the row until the transaction ends. */
  async order(orderId: string, opts: { userSeq?: number; forUpdate?: boolean } = {}) {
    const where = opts.userSeq
      ? and(eq(paymentOrders.orderId, orderId), eq(paymentOrders.userSeq, opts.userSeq))
      : eq(paymentOrders.orderId, orderId);
    const q = this.db.select().from(paymentOrders).where(where);
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row ?? null;
  }

  async update(orderId: string, values: Partial<typeof paymentOrders.$inferInsert>) {
    await this.db
      .update(paymentOrders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(paymentOrders.orderId, orderId));
  }

  /** Writes one movement unless its entryKey is already there; true when written. */
  async record(values: typeof paymentLedger.$inferInsert) {
    const rows = await this.db
      .insert(paymentLedger)
      .values(values)
      .onConflictDoNothing({ target: paymentLedger.entryKey })
      .returning({ seq: paymentLedger.ledgerSeq });
    return rows.length > 0;
  }

  /** The latest order for a purpose and ref (e.g. one reservation's deposit) in one of these states. */
  async latestFor(purpose: string, refSeq: number, statuses: PaymentOrderRow['status'][]) {
    const [row] = await this.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.purpose, purpose),
          eq(paymentOrders.refSeq, refSeq),
          inArray(paymentOrders.status, statuses),
        ),
      )
      .orderBy(desc(paymentOrders.createdAt))
      .limit(1);
    return row ?? null;
  }

  ledger(orderId: string) {
    return this.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.orderId, orderId))
      .orderBy(asc(paymentLedger.ledgerSeq));
  }
}
