// GET /v2/shop/category/image?shopId=: photos by category; entries without images are hidden (§9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';

export interface CategoryImages {
  category: string;
  images: string[];
}

export const getShopCategoryImages = async (shopId: number): Promise<CategoryImages[]> =>
  (await apiGet<CategoryImages[]>('/v2/shop/category/image', { shopId })).filter((e) => e.images.length > 0);

export const shopCategoryImagesQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: queryKeys.shops.categoryImages(shopId),
    queryFn: () => getShopCategoryImages(shopId),
  });

export const useShopCategoryImages = (shopId: number) => useQuery(shopCategoryImagesQueryOptions(shopId));
