import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, isApiError, queryKeys, type ApiBody } from '@guardian/shared';
import type { PaymentOrder } from './types';

export type ConfirmPaymentInput = ApiBody<'/v2/payments/confirm', 'post'>;

/**
 * Refusals the server gives before the card is charged (the gateway refused it, the amount or the order is wrong):
 * nothing was approved, so there is nothing it could have cancelled.
 */
const BEFORE_CHARGE = new Set(['PAYMENT_FAILED', 'PAYMENT_AMOUNT_MISMATCH', 'PAYMENT_ORDER_NOT_FOUND']);

/** Confirms refused after the card was approved, whose approval the server then cancelled: the order as it stands. */
const voided = new WeakMap<object, PaymentOrder>();

/**
 * The order of a refused confirm when the server cancelled the card's approval (VOIDED: refundedAmount given back),
 * else null. Read from the order itself, not guessed from the refusal: the cancel at the gateway can fail.
 */
export const voidedOrder = (error: unknown): PaymentOrder | null =>
  (typeof error === 'object' && error !== null && voided.get(error)) || null;

/** The order as it stands, or null when it cannot be read (the refusal is then shown as it came). */
async function readOrder(orderId: string): Promise<PaymentOrder | null> {
  try {
    return await apiGet<PaymentOrder>(`/v2/payments/orders/${encodeURIComponent(orderId)}`);
  } catch {
    return null;
  }
}

/**
 * The success URL's paymentKey, orderId, amount; repeating it for a paid order answers the paid order again. A refusal
 * after the charge (what was paid for is gone meanwhile: a deposit paid in another tab, a coupon spent there) comes
 * with the approval cancelled: the order is read then, still within the confirm, so the screen can say so.
 */
export async function confirmPayment(input: ConfirmPaymentInput) {
  try {
    return await apiPost<PaymentOrder>('/v2/payments/confirm', input);
  } catch (e) {
    if (isApiError(e) && e.status >= 400 && e.status !== 401 && !BEFORE_CHARGE.has(e.resultCode)) {
      const order = await readOrder(input.orderId);
      if (order?.status === 'VOIDED') voided.set(e, order);
    }
    throw e;
  }
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.vouchers.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coupons.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.deposits.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
      ]);
    },
  });
}
