import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, CACHE, type Page, type ShopCategory, type ShopSummary } from '@guardian/shared';

const SIZE = 20;

export function getOnlineShops(category: ShopCategory | null, page: number): Promise<Page<ShopSummary>> {
  return apiGet<Page<ShopSummary>>('/v2/online-reservation/shops', {
    ...(category ? { category } : {}),
    orderBy: 'CLOSEST',
    page,
    size: SIZE,
  });
}

export const onlineShopsQueryOptions = (category: ShopCategory | null) =>
  infiniteQueryOptions({
    queryKey: ['booking', 'online-shops', category ?? 'ALL'],
    queryFn: ({ pageParam }) => getOnlineShops(category, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    ...CACHE.tenMinutes,
  });

export const useOnlineShops = (category: ShopCategory | null) =>
  useInfiniteQuery(onlineShopsQueryOptions(category));
