// GET /v2/shop/inquiry ordered by review count: the home tab's "요즘 인기 매장" (cached 10 min, §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, apiGet, queryKeys, type OrderBy, type Page, type ShopSummary } from '@guardian/shared';

const params = { orderBy: 'REVIEWS' satisfies OrderBy, page: 0, size: 10 };

export function getPopularShops(signal?: AbortSignal): Promise<Page<ShopSummary>> {
  return apiGet<Page<ShopSummary>>('/v2/shop/inquiry', params, { signal });
}

export const popularShopsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shops.popular(params),
    queryFn: ({ signal }) => getPopularShops(signal),
    ...CACHE.tenMinutes,
  });

export const usePopularShops = () => useQuery(popularShopsQueryOptions());
