import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz } from './columns.js';
import { shops } from './shops.js';
import { users } from './users.js';

export type CouponDiscountType = 'AMOUNT' | 'PERCENT';

/**
 * A coupon issued to one owner (by a shop, or by an event). Usable while `usedAt` is null and before `expiresAt`,
 * on a price of at least `minPrice`, at `shopId` (null: any shop) for one of `productSeqs` (empty: any service).
 * `usedFor` says what it paid for (`VOUCHER:<purchaseSeq>`); returning it clears both.
 */
export const coupons = pgTable(
  'coupons',
  {
    couponSeq: serialId('coupon_seq'),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    shopId: integer('shop_id').references(() => shops.shopId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type').$type<CouponDiscountType>().notNull(),
    /** Won for AMOUNT, percent for PERCENT. */
    discountValue: integer('discount_value').notNull(),
    /** PERCENT only: the most it takes off (null: no cap). */
    maxDiscount: integer('max_discount'),
    minPrice: integer('min_price').notNull().default(0),
    productSeqs: jsonb('product_seqs').$type<number[]>().notNull().default([]),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    usedFor: text('used_for'),
    /** Why it was issued ('SHOP', 'EVENT:<id>', 'WELCOME'…), for support. */
    source: text('source').notNull().default('SHOP'),
    createdAt: createdAt(),
  },
  (t) => [index('coupons_user_idx').on(t.userSeq, t.expiresAt)],
);
