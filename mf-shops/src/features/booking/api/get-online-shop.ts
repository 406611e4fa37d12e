import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@guardian/shared';
import type { OnlineShop } from './types';

export const getOnlineShop = (shopId: number) => apiGet<OnlineShop>(`/v2/online-reservation/shops/${shopId}`);

export const onlineShopQueryOptions = (shopId: number) =>
  queryOptions({ queryKey: ['booking', 'online-shop', shopId], queryFn: () => getOnlineShop(shopId) });

export const useOnlineShop = (shopId: number) => useQuery(onlineShopQueryOptions(shopId));
