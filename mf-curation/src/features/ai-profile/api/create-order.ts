// POST /v2/ai-profile/orders: the order and the payment request to hand to the payment window.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, queryKeys } from '@guardian/shared';
import type { AiOrderCreated, AiOrderInput } from './types';

export function createOrder(input: AiOrderInput): Promise<AiOrderCreated> {
  return apiPost<AiOrderCreated>('/v2/ai-profile/orders', input);
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.aiProfile.order(created.order.orderSeq), created.order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.aiProfile.orders() });
    },
  });
}
