import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet, queryKeys } from '@guardian/shared';
import type { VoucherProduct } from './types';

export const getVoucherProducts = (shopId: number) =>
  publicGet<VoucherProduct[]>('/v2/vouchers/products', { shopId });

export const voucherProductsQueryOptions = (shopId: number) =>
  queryOptions({ queryKey: queryKeys.vouchers.products(shopId), queryFn: () => getVoucherProducts(shopId) });

export const useVoucherProducts = (shopId: number | null) =>
  useQuery({ ...voucherProductsQueryOptions(shopId ?? 0), enabled: shopId != null });
