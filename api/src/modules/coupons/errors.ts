/** resultCodes of the coupons domain: [HTTP status, Korean message]; part of the public contract. */
export const COUPONS_ERRORS = {
  COUPON_NOT_FOUND: [404, '쿠폰을 찾을 수 없어요.'],
  /** A shop issuing a coupon to someone who never booked with it nor linked it. */
  CUSTOMER_NOT_FOUND: [404, '이 매장의 고객을 찾을 수 없어요.'],
  /** data.reason: USED | EXPIRED | OTHER_SHOP | OTHER_SERVICE | MIN_PRICE */
  COUPON_NOT_APPLICABLE: [409, '이 결제에는 쓸 수 없는 쿠폰이에요.'],
} as const satisfies Record<string, readonly [number, string]>;
