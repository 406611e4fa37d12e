// GET /v2/ai-profile/orders: my orders, newest first (the history screen). While one of them is still being made
// the list polls like the order's own page, so its 만드는 중 turns into 완성 (or 환불 완료) without a reload.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
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
  });

export const useOrders = () => useQuery(ordersQueryOptions());
