import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.js';
import {
  aiProfileJobs,
  aiProfileOrders,
  aiProfileProducts,
  aiProfileResults,
} from '../../db/schema/index.js';
import type { AiOrderBody, AiOrderStatus, AiStyleCode } from './schemas.js';

export type AiOrderRow = typeof aiProfileOrders.$inferSelect;
export type AiJobRow = typeof aiProfileJobs.$inferSelect;
export type AiProductRow = typeof aiProfileProducts.$inferSelect;

/** Rows of the AI profile domain. Owner-facing reads are scoped by userSeq: another owner's order is "not found". */
export class AiProfileRepository {
  constructor(private readonly db: Db) {}

  products() {
    return this.db
      .select()
      .from(aiProfileProducts)
      .where(eq(aiProfileProducts.active, 1))
      .orderBy(asc(aiProfileProducts.sort), asc(aiProfileProducts.productSeq));
  }

  async product(productSeq: number) {
    const [row] = await this.db
      .select()
      .from(aiProfileProducts)
      .where(eq(aiProfileProducts.productSeq, productSeq));
    return row ?? null;
  }

  async upsertProduct(p: Omit<typeof aiProfileProducts.$inferInsert, 'productSeq'>) {
    const [row] = await this.db
      .insert(aiProfileProducts)
      .values(p)
      .onConflictDoUpdate({ target: aiProfileProducts.code, set: { ...p } })
      .returning();
    return row;
  }

  private static fields(body: AiOrderBody, amount: number) {
    return {
      productSeq: body.productSeq,
      petName: body.petName.trim(),
      species: body.species,
      breed: body.breed.trim(),
      ageYears: body.ageYears,
      photoMediaSeqs: body.photoMediaSeqs,
      amount,
    };
  }

  async createOrder(userSeq: number, body: AiOrderBody, amount: number) {
    const [row] = await this.db
      .insert(aiProfileOrders)
      .values({ userSeq, ...AiProfileRepository.fields(body, amount) })
      .returning();
    return row;
  }

  /** The owner's unpaid orders, newest first, locked for this transaction (an order made again reuses one). */
  lockUnpaid(userSeq: number) {
    return this.db
      .select()
      .from(aiProfileOrders)
      .where(and(eq(aiProfileOrders.userSeq, userSeq), eq(aiProfileOrders.status, 'PENDING_PAYMENT')))
      .orderBy(desc(aiProfileOrders.orderSeq))
      .for('update');
  }

  /** An unpaid order made again: what the owner chose this time replaces what it held. */
  async rewriteUnpaid(orderSeq: number, body: AiOrderBody, amount: number) {
    const [row] = await this.db
      .update(aiProfileOrders)
      .set({ ...AiProfileRepository.fields(body, amount), updatedAt: sql`now()` })
      .where(eq(aiProfileOrders.orderSeq, orderSeq))
      .returning();
    return row;
  }

  async setPaymentOrderId(orderSeq: number, paymentOrderId: string) {
    await this.db
      .update(aiProfileOrders)
      .set({ paymentOrderId })
      .where(eq(aiProfileOrders.orderSeq, orderSeq));
  }

  async order(userSeq: number, orderSeq: number) {
    const [row] = await this.db
      .select()
      .from(aiProfileOrders)
      .where(and(eq(aiProfileOrders.orderSeq, orderSeq), eq(aiProfileOrders.userSeq, userSeq)));
    return row ?? null;
  }

  /** The order row locked for this transaction (payment fulfilment, failure handling). */
  async lockOrder(orderSeq: number) {
    const [row] = await this.db
      .select()
      .from(aiProfileOrders)
      .where(eq(aiProfileOrders.orderSeq, orderSeq))
      .for('update');
    return row ?? null;
  }

  async setOrderStatus(
    orderSeq: number,
    status: AiOrderStatus,
    extra: Partial<Pick<AiOrderRow, 'paidAt' | 'failureReason' | 'refundedAt'>> = {},
  ) {
    await this.db
      .update(aiProfileOrders)
      .set({ status, ...extra, updatedAt: sql`now()` })
      .where(eq(aiProfileOrders.orderSeq, orderSeq));
  }

  history(userSeq: number) {
    return this.db
      .select({
        order: aiProfileOrders,
        productName: aiProfileProducts.name,
        styles: aiProfileProducts.styles,
        coverMediaSeq: sql<
          number | null
        >`(select r.media_seq from ai_profile_results r where r.order_seq = ${aiProfileOrders.orderSeq} order by r.sort limit 1)`,
      })
      .from(aiProfileOrders)
      .innerJoin(aiProfileProducts, eq(aiProfileProducts.productSeq, aiProfileOrders.productSeq))
      .where(and(eq(aiProfileOrders.userSeq, userSeq)))
      .orderBy(desc(aiProfileOrders.orderSeq));
  }

  async job(orderSeq: number) {
    const [row] = await this.db.select().from(aiProfileJobs).where(eq(aiProfileJobs.orderSeq, orderSeq));
    return row ?? null;
  }

  async jobBySeq(jobSeq: number) {
    const [row] = await this.db.select().from(aiProfileJobs).where(eq(aiProfileJobs.jobSeq, jobSeq));
    return row ?? null;
  }

  /** One job per order: a second fulfilment of the same payment queues nothing. */
  async queueJob(orderSeq: number) {
    await this.db.insert(aiProfileJobs).values({ orderSeq }).onConflictDoNothing();
  }

  /**
   * Takes the oldest job that is waiting, or running with a lapsed lease (its worker died), and leases it:
   * `FOR UPDATE SKIP LOCKED`, so several workers never take the same row.
   */
  async takeJob(now: Date, leaseUntil: Date) {
    const [free] = await this.db
      .select({ jobSeq: aiProfileJobs.jobSeq })
      .from(aiProfileJobs)
      .where(
        or(
          eq(aiProfileJobs.status, 'QUEUED'),
          and(eq(aiProfileJobs.status, 'RUNNING'), lt(aiProfileJobs.leaseUntil, now)),
        ),
      )
      .orderBy(asc(aiProfileJobs.jobSeq))
      .limit(1)
      .for('update', { skipLocked: true });
    const jobSeq = free?.jobSeq;
    if (!jobSeq) return null;
    const [job] = await this.db
      .update(aiProfileJobs)
      .set({
        status: 'RUNNING',
        attempts: sql`${aiProfileJobs.attempts} + 1`,
        leaseUntil,
        startedAt: sql`coalesce(${aiProfileJobs.startedAt}, now())`,
        externalId: null,
        step: '준비 중',
      })
      .where(eq(aiProfileJobs.jobSeq, jobSeq))
      .returning();
    return job;
  }

  async updateJob(jobSeq: number, set: Partial<Omit<AiJobRow, 'jobSeq' | 'orderSeq'>>) {
    await this.db.update(aiProfileJobs).set(set).where(eq(aiProfileJobs.jobSeq, jobSeq));
  }

  async orderBySeq(orderSeq: number) {
    const [row] = await this.db.select().from(aiProfileOrders).where(eq(aiProfileOrders.orderSeq, orderSeq));
    return row ?? null;
  }

  async addResults(orderSeq: number, results: { mediaSeq: number; style: AiStyleCode }[]) {
    if (!results.length) return;
    await this.db
      .insert(aiProfileResults)
      .values(results.map((r, i) => ({ orderSeq, mediaSeq: r.mediaSeq, style: r.style, sort: i })));
  }

  results(orderSeq: number) {
    return this.db
      .select()
      .from(aiProfileResults)
      .where(eq(aiProfileResults.orderSeq, orderSeq))
      .orderBy(asc(aiProfileResults.sort));
  }

  /** Failed orders whose refund did not go through yet (retried by the worker). */
  unrefunded() {
    return this.db
      .select()
      .from(aiProfileOrders)
      .where(and(eq(aiProfileOrders.status, 'FAILED'), isNull(aiProfileOrders.refundedAt)));
  }

  async ordersBySeqs(orderSeqs: number[]) {
    if (!orderSeqs.length) return [];
    return this.db.select().from(aiProfileOrders).where(inArray(aiProfileOrders.orderSeq, orderSeqs));
  }
}
