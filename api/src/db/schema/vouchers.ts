import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { reservations } from './booking.js';
import { createdAt, ownerKey, serialId, tz, updatedAt } from './columns.js';
import { coupons } from './coupons.js';
import { shops } from './shops.js';
import { users } from './users.js';

/** A shop's prepaid pass for sale: `uses` visits of the covered services for `price`, valid `validityDays`. */
export const voucherProducts = pgTable(
  'voucher_products',
  {
    voucherProductSeq: serialId('voucher_product_seq'),
    shopId: ownerKey('shop_id', () => shops.shopId),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    uses: integer('uses').notNull(),
    price: integer('price').notNull(),
    /** The list price of one use: a refund keeps (used uses × this) — the shop's rule, shown before confirming. */
    unitListPrice: integer('unit_list_price').notNull(),
    validityDays: integer('validity_days').notNull(),
    /** Booking products (services) a use covers. */
    productSeqs: jsonb('product_seqs').$type<number[]>().notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('voucher_products_shop_idx').on(t.shopId, t.sortOrder)],
);

export type VoucherPurchaseStatus = 'PENDING' | 'PAID';

/** A purchase waiting for (or done by) its payment order; the order's refSeq points here. */
export const voucherPurchases = pgTable('voucher_purchases', {
  purchaseSeq: serialId('purchase_seq'),
  userSeq: ownerKey('user_seq', () => users.userSeq),
  voucherProductSeq: integer('voucher_product_seq')
    .notNull()
    .references(() => voucherProducts.voucherProductSeq),
  couponSeq: integer('coupon_seq').references(() => coupons.couponSeq, { onDelete: 'set null' }),
  listPrice: integer('list_price').notNull(),
  discount: integer('discount').notNull().default(0),
  amount: integer('amount').notNull(),
  orderId: text('order_id'),
  status: text('status').$type<VoucherPurchaseStatus>().notNull().default('PENDING'),
  createdAt: createdAt(),
});

export type VoucherStatus = 'ACTIVE' | 'REFUNDED';

/**
 * An owner's pass. Uses left = totalUses − usedUses − heldUses: a booking holds one per pet when requested (so two
 * bookings cannot spend the same last use: the row is locked), takes it when the visit completes, and gives it back
 * on cancellation or rejection.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    voucherSeq: serialId('voucher_seq'),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    shopId: ownerKey('shop_id', () => shops.shopId),
    voucherProductSeq: integer('voucher_product_seq')
      .notNull()
      .references(() => voucherProducts.voucherProductSeq),
    purchaseSeq: integer('purchase_seq').references(() => voucherPurchases.purchaseSeq),
    name: text('name').notNull(),
    totalUses: integer('total_uses').notNull(),
    usedUses: integer('used_uses').notNull().default(0),
    heldUses: integer('held_uses').notNull().default(0),
    /** What the owner paid (after a coupon). */
    paidAmount: integer('paid_amount').notNull(),
    unitListPrice: integer('unit_list_price').notNull(),
    productSeqs: jsonb('product_seqs').$type<number[]>().notNull(),
    expiresAt: tz('expires_at').notNull(),
    status: text('status').$type<VoucherStatus>().notNull().default('ACTIVE'),
    refundAmount: integer('refund_amount'),
    refundedAt: tz('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vouchers_user_idx').on(t.userSeq, t.shopId)],
);

export type VoucherUseStatus = 'HELD' | 'USED' | 'RETURNED';

/** One booking's use of a pass (count = its pets): held at request, used at completion, returned on cancel. */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    useSeq: serialId('use_seq'),
    voucherSeq: ownerKey('voucher_seq', () => vouchers.voucherSeq),
    reservationSeq: ownerKey('reservation_seq', () => reservations.reservationSeq),
    count: integer('count').notNull(),
    status: text('status').$type<VoucherUseStatus>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('voucher_uses_reservation_key').on(t.reservationSeq),
    index('voucher_uses_voucher_idx').on(t.voucherSeq),
  ],
);
