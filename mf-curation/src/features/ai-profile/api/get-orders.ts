// GET /v2/ai-profile/orders: my orders, newest first (the history screen). While one of them is still being made
// the list polls like the order's own page (only while the page is in view, and at once when it is shown again),
// so its 만드는 중 turns into 완성 (or 환불 완료) without a reload.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import { usePageShown } from '../lib/use-page-shown';
import { POLL_MS } from './get-order';
import type { AiOrderSummary } from './types';

export function getOrders(signal?: AbortSignal): Promise<AiOrderSummary[]> {
  return apiGet<AiOrderSummary[]>('/v2/ai-profile/orders', undefined, { signal });
}

const working = (orders: AiOrderSummary[] | undefined) =>
  orders?.some((o) => o.status === 'PAID' || o.status === 'GENERATING') ?? false;

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.aiProfile.orders(),
    queryFn: ({ signal }) => getOrders(signal),
    refetchInterval: (query) => (working(query.state.data) ? POLL_MS : false),
    refetchOnWindowFocus: (query) => working(query.state.data),
  });

export const useOrders = () => {
  const shown = usePageShown();
  const options = ordersQueryOptions();
  return useQuery({ ...options, refetchInterval: shown && options.refetchInterval });
};
