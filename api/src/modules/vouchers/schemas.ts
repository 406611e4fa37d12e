/** Schemas of the vouchers (이용권) domain. */
import { Type } from '@sinclair/typebox';
import { defaulted, enumOf, idParams, obj, S } from '../../http/schemas.js';
import { timePageOf } from '../../http/time-paging.js';
import { applicableCouponSchema } from '../coupons/schemas.js';

const { str, int, bool, nullable, dateTime } = S;

const serviceRef = obj({ productSeq: int, name: str });

export const voucherProductSchema = obj({
  voucherProductSeq: int,
  shopId: int,
  shopName: str,
  name: str,
  description: str,
  uses: int,
  price: int,
  unitListPrice: Type.Integer({ description: 'list price of one use (refunds keep used uses × this)' }),
  listTotal: int,
  validityDays: int,
  services: Type.Array(serviceRef, { description: 'booking products a use covers' }),
});

export const purchaseQuoteSchema = obj({
  product: voucherProductSchema,
  listPrice: int,
  discount: int,
  amount: int,
  couponSeq: nullable(int),
  coupons: Type.Array(applicableCouponSchema, { description: 'usable coupons, best discount first' }),
  expiresAt: dateTime,
});

export const voucherSchema = obj({
  voucherSeq: int,
  purchaseSeq: nullable(int),
  shop: obj({ shopId: int, name: str }),
  name: str,
  totalUses: int,
  usedUses: int,
  heldUses: Type.Integer({ description: 'held by requested/confirmed bookings' }),
  remainingUses: Type.Integer({ description: 'total − used − held' }),
  paidAmount: int,
  unitListPrice: int,
  services: Type.Array(serviceRef),
  expiresAt: dateTime,
  state: enumOf(['ACTIVE', 'USED_UP', 'EXPIRED', 'REFUNDED']),
  refundAmount: nullable(int),
  refundedAt: nullable(dateTime),
  createdAt: dateTime,
  history: Type.Array(
    obj({
      reservationSeq: int,
      date: str,
      time: nullable(str),
      productName: str,
      count: int,
      status: enumOf(['HELD', 'USED', 'RETURNED'], {
        description:
          'HELD: held by a requested or confirmed booking; USED: taken by the visit (completed, no-show) or spent by ' +
          'a cancellation inside the paid-cancellation window (canceled true); RETURNED: given back by a free ' +
          'cancellation or the shop declining',
      }),
      canceled: Type.Boolean({
        description: 'the booking was cancelled (with status, whether its use came back)',
      }),
    }),
  ),
});

export const voucherPageSchema = timePageOf(voucherSchema);

export const vouchersQuery = obj({
  scope: defaulted(
    enumOf(['all', 'active'], {
      description:
        'active: every pass that can still pay; all (apps from before paging): those and the newest 20 past ones',
    }),
    'all',
  ),
});

export const refundQuoteSchema = obj({
  voucherSeq: int,
  paidAmount: int,
  usedUses: int,
  unitListPrice: int,
  deduction: int,
  refundAmount: int,
  refundable: bool,
  reason: nullable(enumOf(['HELD', 'REFUNDED', 'OFFLINE'])),
});

export const productsQuery = obj({ shopId: Type.Integer({ minimum: 1 }) });
export const quoteQuery = obj({ couponSeq: Type.Optional(Type.Integer({ minimum: 1 })) });
export const usableQuery = obj({
  shopId: Type.Integer({ minimum: 1 }),
  productSeq: Type.Integer({ minimum: 1 }),
});
export const purchaseBody = obj({
  voucherProductSeq: Type.Integer({ minimum: 1 }),
  couponSeq: Type.Optional(Type.Integer({ minimum: 1 })),
});
export const orderQuery = obj({ orderId: Type.String({ pattern: '^[A-Za-z0-9_-]{6,64}$' }) });
export const voucherParams = idParams;
