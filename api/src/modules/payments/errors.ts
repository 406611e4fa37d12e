/** resultCodes of the payments domain: [HTTP status, Korean message]; part of the public contract. */
export const PAYMENTS_ERRORS = {
  PAYMENT_ORDER_NOT_FOUND: [404, '결제 주문을 찾을 수 없어요.'],
  PAYMENT_AMOUNT_MISMATCH: [400, '결제 금액이 주문 금액과 달라요. 처음부터 다시 결제해 주세요.'],
  /** The gateway refused (card rejected, session expired…): the message is the gateway's, data.code its code. */
  PAYMENT_FAILED: [400, '결제에 실패했어요.'],
  PAYMENT_ALREADY_DONE: [409, '이미 결제가 끝난 주문이에요.'],
  REFUND_NOT_ALLOWED: [409, '환불할 수 없는 결제예요.'],
} as const satisfies Record<string, readonly [number, string]>;
