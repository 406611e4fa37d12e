/** Schemas of the coupons domain. */
import { Type } from '@sinclair/typebox';
import { defaulted, enumOf, idParams, obj, S, VISIBLE_TEXT } from '../../http/schemas.js';
import { timePageOf } from '../../http/time-paging.js';

const { str, int, nullable, dateTime } = S;

export const couponSchema = obj({
  couponSeq: int,
  name: str,
  description: str,
  discountType: enumOf(['AMOUNT', 'PERCENT']),
  discountValue: Type.Integer({ description: 'won (AMOUNT) or percent (PERCENT)' }),
  discountLabel: Type.String({ description: "'5,000원' or '10%'" }),
  maxDiscount: nullable(int),
  minPrice: int,
  shop: nullable(obj({ shopId: int, name: str }), { description: 'null: any shop' }),
  products: Type.Array(obj({ productSeq: int, name: str }), { description: 'empty: any service' }),
  expiresAt: dateTime,
  usedAt: nullable(dateTime),
  state: enumOf(['USABLE', 'USED', 'EXPIRED']),
});

/** A usable coupon for one payment, with what it would take off. */
export const applicableCouponSchema = obj({ ...couponSchema.properties, discount: int });

export const couponsQuery = obj({
  tab: defaulted(
    enumOf(['usable', 'past'], {
      description: 'past: the newest 50 only (apps from before paging); GET /v2/coupons/past pages them all',
    }),
    'usable',
  ),
});
export const couponPageSchema = timePageOf(couponSchema);
export const couponParams = idParams;

export const issueCouponBody = obj({
  userSeq: Type.Integer({ minimum: 1, description: 'the customer (PartnerReservation.owner.userSeq)' }),
  name: Type.String({ minLength: 1, maxLength: 40, pattern: VISIBLE_TEXT }),
  description: Type.Optional(Type.String({ maxLength: 300 })),
  discountType: enumOf(['AMOUNT', 'PERCENT']),
  discountValue: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  maxDiscount: Type.Optional(Type.Integer({ minimum: 1 })),
  minPrice: Type.Optional(Type.Integer({ minimum: 0 })),
  productSeqs: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 })),
  validDays: Type.Integer({ minimum: 1, maximum: 365 }),
});
export const shopParams = obj({ shopId: Type.Integer({ minimum: 1 }) });
