import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, queryKeys, type ApiBody } from '@guardian/shared';
import type { PaymentOrder } from './types';

export type ConfirmPaymentInput = ApiBody<'/v2/payments/confirm', 'post'>;

/** The success URL's paymentKey, orderId, amount; repeating it for a paid order answers the paid order again. */
export const confirmPayment = (input: ConfirmPaymentInput) =>
  apiPost<PaymentOrder>('/v2/payments/confirm', input);

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
