// Types of the 이용권 / 쿠폰 / 예약금 calls ("Payments (issue 14)" in docs/api-contract.md), from the OpenAPI
// document (shared/src/api/schema.gen.ts), so an API change is a type error here.
import type { ApiGet, ApiPost } from '@guardian/shared';

export type VoucherProduct = ApiGet<'/v2/vouchers/products'>[number];
export type Voucher = ApiGet<'/v2/vouchers/{id}'>;
export type VoucherPage = ApiGet<'/v2/vouchers/past'>;
export type PurchaseQuote = ApiGet<'/v2/vouchers/products/{id}/quote'>;
export type RefundQuote = ApiGet<'/v2/vouchers/{id}/refund-quote'>;
export type Coupon = ApiGet<'/v2/coupons/{id}'>;
export type CouponPage = ApiGet<'/v2/coupons/past'>;
export type Deposit = ApiGet<'/v2/reservations/{id}/deposit'>;
export type CheckoutOrder = ApiPost<'/v2/vouchers/purchases'>;
export type PaymentOrder = ApiPost<'/v2/payments/confirm'>;
