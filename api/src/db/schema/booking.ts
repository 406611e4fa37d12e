import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz, updatedAt } from './columns.js';
import { pets } from './pets.js';
import { shops } from './shops.js';
import { users } from './users.js';

/** Weight band a price applies to: dogs by weight, cats one band. */
export type PriceBand = 'SMALL' | 'MEDIUM' | 'LARGE' | 'CAT';
export type ProductUnit = 'VISIT' | 'NIGHT' | 'DAY';
export interface RefundRule {
  /** Applies when the visit is at least this many calendar days away (Asia/Seoul). */
  minDaysBefore: number;
  /** Percent of the base (deposit, else price) given back / not charged. */
  refundRate: number;
}

/** One row per shop: how it takes online bookings. */
export const reservationSettings = pgTable('reservation_settings', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.shopId, { onDelete: 'cascade' }),
  /** Groomers: grooming bookings (one pet each) that may overlap at any moment. */
  staffCount: integer('staff_count').notNull().default(2),
  slotMinutes: integer('slot_minutes').notNull().default(30),
  /** Pets per night (hotel). */
  nightlyCapacity: integer('nightly_capacity').notNull().default(6),
  /** Pets per day, per category (kindergarten, day care). */
  dailyCapacity: integer('daily_capacity').notNull().default(10),
  /** Percent of the total asked as deposit (0 = none). */
  depositRate: integer('deposit_rate').notNull().default(0),
  depositAccount: text('deposit_account'),
  refundPolicy: jsonb('refund_policy').$type<RefundRule[]>().notNull(),
});

export const products = pgTable(
  'products',
  {
    productSeq: serialId('product_seq'),
    shopId: ownerKey('shop_id', () => shops.shopId),
    category: text('category').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Grooming: minutes one pet takes; day care: length of the stay; else null. */
    durationMinutes: integer('duration_minutes'),
    unit: text('unit').$type<ProductUnit>().notNull(),
    imageUrl: text('image_url'),
    /** Price per pet and unit by band; a missing band = not offered for such pets. */
    prices: jsonb('prices').$type<Partial<Record<PriceBand, number>>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('products_shop_idx').on(t.shopId, t.sortOrder)],
);

export const reservations = pgTable(
  'reservations',
  {
    reservationSeq: serialId('reservation_seq'),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    shopId: ownerKey('shop_id', () => shops.shopId),
    productSeq: integer('product_seq')
      .notNull()
      .references(() => products.productSeq),
    category: text('category').notNull(),
    status: text('status').notNull(), // REQUESTED | CONFIRMED | CANCELED | COMPLETED | NO_SHOW
    /** Seoul calendar dates; endDate = check-out for hotels, else = date. */
    date: text('date').notNull(),
    endDate: text('end_date').notNull(),
    time: text('time'),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at').notNull(),
    petCount: integer('pet_count').notNull(),
    memo: text('memo').notNull().default(''),
    totalPrice: integer('total_price').notNull(),
    depositAmount: integer('deposit_amount').notNull().default(0),
    /** Set by the shop (POST /v2/partner/reservations/{id}/deposit-paid) once the transfer has arrived. */
    depositPaid: boolean('deposit_paid').notNull().default(false),
    depositPaidAt: tz('deposit_paid_at'),
    /** Snapshot of the shop's policy when booked: later changes do not alter this booking. */
    refundPolicy: jsonb('refund_policy').$type<RefundRule[]>().notNull(),
    rejectReason: text('reject_reason'),
    canceledBy: text('canceled_by'), // OWNER | SHOP | SYSTEM (the unpaid deposit's expiry)
    cancelFee: integer('cancel_fee'),
    refundAmount: integer('refund_amount'),
    /**
     * When refundAmount went back: at the cancellation when the gateway refunded an online deposit, or when the shop
     * recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded); null while owed.
     */
    depositRefundedAt: tz('deposit_refunded_at'),
    canceledAt: tz('canceled_at'),
    confirmedAt: tz('confirmed_at'),
    /** Made by the app once per request: a repeat of the same id by the same person answers this booking. */
    clientId: text('client_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reservations_user_idx').on(t.userSeq, t.startAt),
    uniqueIndex('reservations_client_uq')
      .on(t.userSeq, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('reservations_shop_day_idx').on(t.shopId, t.date, t.endDate),
    index('reservations_shop_status_idx').on(t.shopId, t.status, t.startAt),
  ],
);

export const reservationPets = pgTable(
  'reservation_pets',
  {
    reservationSeq: ownerKey('reservation_seq', () => reservations.reservationSeq),
    petSeq: integer('pet_seq').references(() => pets.petSeq, { onDelete: 'set null' }),
    petName: text('pet_name').notNull(),
    kind: text('kind').notNull(),
    band: text('band').$type<PriceBand>().notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.reservationSeq, t.sortOrder] }),
    // The pet-overlap check of every booking looks reservations up by pet.
    index('reservation_pets_pet_idx').on(t.petSeq),
  ],
);

/**
 * One row per shop and Seoul day that has (had) bookings. A booking locks the rows of the days it touches
 * (SELECT … FOR UPDATE, in date order) before counting capacity and inserting, so two requests for the last
 * place are serialised and exactly one wins.
 */
export const shopDayLocks = pgTable(
  'shop_day_locks',
  {
    shopId: ownerKey('shop_id', () => shops.shopId),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);

/** Links that open one visit without login (/schedule/alimtalk?token=); hashed like sessions. */
export const scheduleTokens = pgTable(
  'schedule_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    reservationSeq: ownerKey('reservation_seq', () => reservations.reservationSeq),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('schedule_tokens_reservation_idx').on(t.reservationSeq)],
);
