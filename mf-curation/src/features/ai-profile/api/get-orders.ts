// GET /v2/ai-profile/orders: my orders, newest first (the history screen).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { AiOrderSummary } from './types';

export function getOrders(signal?: AbortSignal): Promise<AiOrderSummary[]> {
  return apiGet<AiOrderSummary[]>('/v2/ai-profile/orders', undefined, { signal });
}

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.aiProfile.orders(), queryFn: ({ signal }) => getOrders(signal) });

export const useOrders = () => useQuery(ordersQueryOptions());
