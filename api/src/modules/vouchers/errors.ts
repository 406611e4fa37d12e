/** resultCodes of the vouchers (이용권) domain: [HTTP status, Korean message]; part of the public contract. */
export const VOUCHERS_ERRORS = {
  VOUCHER_PRODUCT_NOT_FOUND: [404, '이용권 상품을 찾을 수 없어요.'],
  VOUCHER_NOT_FOUND: [404, '이용권을 찾을 수 없어요.'],
  VOUCHER_USED_UP: [409, '이용권의 남은 횟수가 없어요. 다른 결제 방법을 선택해 주세요.'],
  /** data.reason: OTHER_SHOP | OTHER_SERVICE | EXPIRED | REFUNDED */
  VOUCHER_NOT_APPLICABLE: [409, '이 예약에는 쓸 수 없는 이용권이에요.'],
  /** data.reason: HELD (a booking holds a use) | REFUNDED | OFFLINE (bought at the shop) */
  VOUCHER_NOT_REFUNDABLE: [409, '지금은 환불할 수 없는 이용권이에요.'],
} as const satisfies Record<string, readonly [number, string]>;
