import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { OnlineShop } from './types';

export const getOnlineShop = (shopId: number) => apiGet<OnlineShop>(`/v2/online-reservation/shops/${shopId}`);

export const onlineShopQueryOptions = (shopId: number) =>
  queryOptions({ queryKey: queryKeys.booking.onlineShop(shopId), queryFn: () => getOnlineShop(shopId) });

/** null: the address names no shop (nothing is asked). */
export const useOnlineShop = (shopId: number | null) =>
  useQuery({ ...onlineShopQueryOptions(shopId ?? 0), enabled: shopId !== null });
