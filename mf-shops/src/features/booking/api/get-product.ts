import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Product } from './types';

export const getProduct = (productSeq: number) =>
  apiGet<Product>(`/v2/online-reservation/products/${productSeq}`);

export const productQueryOptions = (productSeq: number) =>
  queryOptions({ queryKey: queryKeys.booking.product(productSeq), queryFn: () => getProduct(productSeq) });

/** null: the address names no product (nothing is asked). */
export const useProduct = (productSeq: number | null) =>
  useQuery({ ...productQueryOptions(productSeq ?? 0), enabled: productSeq !== null });
