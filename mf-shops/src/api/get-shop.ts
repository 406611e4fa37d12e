// GET /v2/shop?shopId=: one shop's page (no login needed). Cached forever (§9); favourite
// changes patch the cached copy. Read by the shop's page (discovery) and by a reservation's detail (booking: whether
// the shop takes chats), one cache for both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, apiGet, queryKeys, type ShopDetail } from '@guardian/shared';

export const getShop = (shopId: number): Promise<ShopDetail> => apiGet<ShopDetail>('/v2/shop', { shopId });

export const shopQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: queryKeys.shops.detail(shopId),
    queryFn: () => getShop(shopId),
    ...CACHE.forever,
  });

export const useShop = (shopId: number | null) =>
  useQuery({ ...shopQueryOptions(shopId ?? 0), enabled: shopId !== null && shopId > 0 });
