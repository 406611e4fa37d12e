import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, queryKeys } from '@guardian/shared';
import type { Product } from './types';

/**
 * The product, as a product of `shopId`: one of another shop under this shop's address (an edited or mixed-up link)
 * is not found, as one that does not exist is, rather than shown with another shop's prices under this one's name.
 */
export const getProduct = async (shopId: number, productSeq: number) => {
  const product = await apiGet<Product>(`/v2/online-reservation/products/${productSeq}`);
  if (product.shopId !== shopId)
    throw new ApiError({ status: 404, resultCode: 'PRODUCT_NOT_FOUND', message: '상품을 찾을 수 없어요.' });
  return product;
};

export const productQueryOptions = (shopId: number, productSeq: number) =>
  queryOptions({
    queryKey: [...queryKeys.booking.product(productSeq), shopId],
    queryFn: () => getProduct(shopId, productSeq),
  });

/** null: the address names no product (nothing is asked). */
export const useProduct = (shopId: number, productSeq: number | null) =>
  useQuery({ ...productQueryOptions(shopId, productSeq ?? 0), enabled: productSeq !== null });
