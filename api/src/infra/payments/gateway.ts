/**
 * The payment gateway as the server sees it: the Toss Payments v2 core API (confirm, read, cancel). The real client
 * (`toss-client.ts`) and the local fake (`fake-toss.ts`) both implement it, with the same error codes, so the payments
 * module cannot tell them apart.
 */

export type TossPaymentStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

export interface TossCancel {
  transactionKey: string;
  cancelAmount: number;
  cancelReason: string;
  canceledAt: string;
}

/** The fields of Toss's Payment object this project reads (the real answer has many more). */
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: TossPaymentStatus;
  method: string | null;
  totalAmount: number;
  balanceAmount: number;
  requestedAt: string;
  approvedAt: string | null;
  cancels: TossCancel[] | null;
}

/** An error answer of the gateway: Toss's `{ code, message }` with its HTTP status. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ConfirmRequest {
  paymentKey: string;
  orderId: string;
  amount: number;
}

export interface CancelRequest {
  cancelReason: string;
  /** Omitted: cancel whatever is left (a full cancel). */
  cancelAmount?: number;
}

export interface PaymentGateway {
  /** POST /v1/payments/confirm. The same idempotency key answers the first result again, never charges twice. */
  confirm(req: ConfirmRequest, idempotencyKey: string): Promise<TossPayment>;
  /** GET /v1/payments/{paymentKey}. */
  get(paymentKey: string): Promise<TossPayment>;
  /** POST /v1/payments/{paymentKey}/cancel (full, or partial with cancelAmount). */
  cancel(paymentKey: string, req: CancelRequest, idempotencyKey: string): Promise<TossPayment>;
}

/** Where the browser pays: the fake checkout page (local), or Toss's SDK window with the client key. */
export type CheckoutInfo =
  | { kind: 'FAKE'; clientKey: string; checkoutPath: string }
  | { kind: 'TOSS'; clientKey: string; checkoutPath: null };
