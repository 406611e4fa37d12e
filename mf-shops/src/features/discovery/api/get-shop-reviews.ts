// GET /v2/shop/{shopId}/reviews: the shop's latest reviews with its count and average rating.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet } from '@guardian/shared';

export type ShopReviews = ApiGet<'/v2/shop/{shopId}/reviews'>;
export type ShopReview = ShopReviews['items'][number];

export const RECENT_REVIEWS = 3;

export const getShopReviews = (shopId: number) =>
  apiGet<ShopReviews>(`/v2/shop/${shopId}/reviews`, { page: 0, size: RECENT_REVIEWS });

export const shopReviewsQueryOptions = (shopId: number) =>
  queryOptions({ queryKey: queryKeys.reviews.shop(shopId), queryFn: () => getShopReviews(shopId) });

export const useShopReviews = (shopId: number) => useQuery(shopReviewsQueryOptions(shopId));
