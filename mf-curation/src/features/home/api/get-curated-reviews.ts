// GET /v2/curation/reviews: the shops Guardian's editors visited (홈's 매장 리뷰 row).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet, queryKeys } from '@guardian/shared';
import type { ReviewCard } from '../../../api/types';

export const getCuratedReviews = (signal?: AbortSignal) =>
  publicGet<ReviewCard[]>('/v2/curation/reviews', undefined, { signal });

export const curatedReviewsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.curation.reviews(),
    queryFn: ({ signal }) => getCuratedReviews(signal),
  });

export const useCuratedReviews = () => useQuery(curatedReviewsQueryOptions());
