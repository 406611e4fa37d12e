// GET /v2/ai-profile/products: the style packs and their prices (no login).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, publicGet, queryKeys } from '@guardian/shared';
import type { AiProduct } from './types';

export function getProducts(signal?: AbortSignal): Promise<AiProduct[]> {
  return publicGet<AiProduct[]>('/v2/ai-profile/products', undefined, { signal });
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.aiProfile.products(),
    queryFn: ({ signal }) => getProducts(signal),
    ...CACHE.tenMinutes,
  });

export const useProducts = () => useQuery(productsQueryOptions());
