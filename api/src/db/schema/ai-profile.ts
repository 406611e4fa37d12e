import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AiJobStatus, AiOrderStatus, AiSpecies, AiStyleCode } from '../../modules/ai-profile/schemas.js';
import { createdAt, ownerKey, serialId, tz, updatedAt } from './columns.js';
import { users } from './users.js';

/** A style pack for sale: which styles it renders and its price (KRW). */
export const aiProfileProducts = pgTable('ai_profile_products', {
  productSeq: serialId('product_seq'),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: integer('price').notNull(),
  styles: jsonb('styles').$type<AiStyleCode[]>().notNull(),
  sort: integer('sort').notNull().default(0),
  active: integer('active').notNull().default(1),
  createdAt: createdAt(),
});

/** One owner's order: the pet, its photos (media), the payment order and where it stands. */
export const aiProfileOrders = pgTable(
  'ai_profile_orders',
  {
    orderSeq: serialId('order_seq'),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    productSeq: integer('product_seq')
      .notNull()
      .references(() => aiProfileProducts.productSeq),
    petName: text('pet_name').notNull(),
    species: text('species').$type<AiSpecies>().notNull(),
    breed: text('breed').notNull(),
    ageYears: integer('age_years').notNull(),
    photoMediaSeqs: jsonb('photo_media_seqs').$type<number[]>().notNull(),
    status: text('status').$type<AiOrderStatus>().notNull().default('PENDING_PAYMENT'),
    amount: integer('amount').notNull(),
    paymentOrderId: text('payment_order_id').unique(),
    paidAt: tz('paid_at'),
    failureReason: text('failure_reason'),
    refundedAt: tz('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_profile_orders_user_idx').on(t.userSeq, t.orderSeq)],
);

/**
 * The generation job of a paid order (one per order). Workers take QUEUED rows, or RUNNING rows whose lease ran
 * out (a worker that died), with `FOR UPDATE SKIP LOCKED`.
 */
export const aiProfileJobs = pgTable(
  'ai_profile_jobs',
  {
    jobSeq: serialId('job_seq'),
    orderSeq: ownerKey('order_seq', () => aiProfileOrders.orderSeq),
    status: text('status').$type<AiJobStatus>().notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    step: text('step'),
    attempts: integer('attempts').notNull().default(0),
    externalId: text('external_id'),
    error: text('error'),
    leaseUntil: tz('lease_until'),
    startedAt: tz('started_at'),
    finishedAt: tz('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ai_profile_jobs_order_idx').on(t.orderSeq),
    index('ai_profile_jobs_status_idx').on(t.status, t.jobSeq),
  ],
);

/** The pictures a job made: media the order's owner alone reads. */
export const aiProfileResults = pgTable(
  'ai_profile_results',
  {
    resultSeq: serialId('result_seq'),
    orderSeq: ownerKey('order_seq', () => aiProfileOrders.orderSeq),
    mediaSeq: integer('media_seq').notNull(),
    style: text('style').$type<AiStyleCode>().notNull(),
    sort: integer('sort').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ai_profile_results_order_idx').on(t.orderSeq, t.sort)],
);
