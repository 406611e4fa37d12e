// GET /v2/shop/{shopId}/reviews: the shop's reviews, newest first, page by page, with its count and
// average rating (on every page). The shop's page lists them; the booking page shows the first page's rating, from
// the same cache.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet } from '@guardian/shared';

export type ShopReviews = ApiGet<'/v2/shop/{shopId}/reviews'>;
export type ShopReview = ShopReviews['items'][number];

const PAGE_SIZE = 3;

export const getShopReviews = (shopId: number, page: number) =>
  apiGet<ShopReviews>(`/v2/shop/${shopId}/reviews`, { page, size: PAGE_SIZE });

export const shopReviewsQueryOptions = (shopId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reviews.shop(shopId),
    queryFn: ({ pageParam }) => getShopReviews(shopId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });

export const useShopReviews = (shopId: number) => useInfiniteQuery(shopReviewsQueryOptions(shopId));
