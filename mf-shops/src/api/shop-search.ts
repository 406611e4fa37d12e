// What the two shop searches share: /v2/shop/inquiry and /v2/online-reservation/shops (the same
// search restricted to shops that take online bookings) read the same params and return the same
// pages (0-based), cached 10 minutes (§9). Each endpoint's own file names its URL and key.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { CACHE, apiGet, type Page, type ShopSummary } from '@guardian/shared';
import type { SearchFilters } from '../lib/search-filters';

export const SHOP_PAGE_SIZE = 20;

/** The filters and where 가까운순 measures from (null: the server's default point). */
export interface ShopQuery extends SearchFilters {
  latitude: number | null;
  longitude: number | null;
}

/** Query params as the API reads them: arrays comma-joined, empty filters left out. */
export function shopQueryParams(input: ShopQuery, page: number) {
  return {
    ...(input.regionSeqs.length ? { regionSeqs: input.regionSeqs.join(',') } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.facilitiesSeqs.length ? { facilitiesSeqs: input.facilitiesSeqs.join(',') } : {}),
    orderBy: input.orderBy,
    ...(input.latitude !== null && input.longitude !== null
      ? { latitude: input.latitude, longitude: input.longitude }
      : {}),
    page,
    size: SHOP_PAGE_SIZE,
  };
}

export const getShopPage = (url: string, input: ShopQuery, page: number) =>
  apiGet<Page<ShopSummary>>(url, shopQueryParams(input, page));

export const shopPagesQueryOptions = (url: string, queryKey: readonly unknown[], input: ShopQuery) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => getShopPage(url, input, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Page<ShopSummary>) => (last.hasNext ? last.page + 1 : undefined),
    ...CACHE.tenMinutes,
  });
