// GET /v2/reviews/mine: my reviews, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { MyReview } from './types';

export const getMyReviews = () => apiGet<MyReview[]>('/v2/reviews/mine');

export const myReviewsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.reviews.mine(), queryFn: getMyReviews });

export const useMyReviews = () => useQuery(myReviewsQueryOptions());
