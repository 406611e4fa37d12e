// POST /v2/payments/confirm (payments module): the success page confirms what the payment window approved;
// the server's AI_PROFILE fulfilment then queues the job.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, queryKeys } from '@guardian/shared';

export interface PaymentConfirmation {
  paymentKey: string;
  orderId: string;
  amount: number;
}

export function confirmPayment(input: PaymentConfirmation): Promise<unknown> {
  return apiPost<unknown>('/v2/payments/confirm', input);
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.aiProfile.all }),
  });
}
