import type { coupons } from '../../db/schema/index.js';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponState = 'USABLE' | 'USED' | 'EXPIRED';
export type NotApplicable = 'USED' | 'EXPIRED' | 'OTHER_SHOP' | 'OTHER_SERVICE' | 'MIN_PRICE';

/** The smallest amount a card payment may be; a coupon never takes a price below it. */
export const MIN_PAYMENT = 100;

export const couponState = (c: CouponRow, now: Date): CouponState =>
  c.usedAt ? 'USED' : c.expiresAt <= now ? 'EXPIRED' : 'USABLE';

/** What the coupon takes off `price` (won): percent rounded down to 10 won and capped, never below MIN_PAYMENT left. */
export function discountOf(c: CouponRow, price: number) {
  const raw =
    c.discountType === 'AMOUNT'
      ? c.discountValue
      : Math.min(Math.floor((price * c.discountValue) / 100 / 10) * 10, c.maxDiscount ?? Infinity);
  return Math.max(0, Math.min(raw, price - MIN_PAYMENT));
}

/** Why the coupon cannot pay for this (null: it can). */
export function notApplicable(
  c: CouponRow,
  target: { shopId: number; productSeqs: number[]; price: number },
  now: Date,
): NotApplicable | null {
  const state = couponState(c, now);
  if (state !== 'USABLE') return state;
  if (c.shopId != null && c.shopId !== target.shopId) return 'OTHER_SHOP';
  if (c.productSeqs.length > 0 && !target.productSeqs.some((p) => c.productSeqs.includes(p)))
    return 'OTHER_SERVICE';
  if (target.price < c.minPrice) return 'MIN_PRICE';
  return null;
}

export const discountLabel = (c: CouponRow) =>
  c.discountType === 'AMOUNT' ? `${c.discountValue.toLocaleString('ko-KR')}원` : `${c.discountValue}%`;
