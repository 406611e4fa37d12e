// GET /v2/ai-profile/orders/{orderSeq}: the order, its job's progress and the pictures. While the job is
// waiting or running the query polls every 2 s while the page is in view, and stops once the order is done, failed or
// refunded. Hidden, it does not poll (no timer either); shown again, it asks at once and polls on.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import { usePageShown } from '../lib/use-page-shown';
import type { AiOrder } from './types';

export const POLL_MS = 2000;

export function getOrder(orderSeq: number, signal?: AbortSignal): Promise<AiOrder> {
  return apiGet<AiOrder>(`/v2/ai-profile/orders/${orderSeq}`, undefined, { signal });
}

/** Still changing on the server: paid and queued, or generating. */
export const isWorking = (order: AiOrder | undefined) =>
  order?.status === 'PAID' || order?.status === 'GENERATING';

export const orderQueryOptions = (orderSeq: number) =>
  queryOptions({
    queryKey: queryKeys.aiProfile.order(orderSeq),
    queryFn: ({ signal }) => getOrder(orderSeq, signal),
    refetchInterval: (query) => (isWorking(query.state.data) ? POLL_MS : false),
    refetchOnWindowFocus: (query) => isWorking(query.state.data),
  });

export const useOrder = (orderSeq: number) => {
  const shown = usePageShown();
  const options = orderQueryOptions(orderSeq);
  return useQuery({ ...options, enabled: orderSeq > 0, refetchInterval: shown && options.refetchInterval });
};
