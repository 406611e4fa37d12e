// GET /v2/reviews/pending: my completed visits that wait for a review.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { PendingVisit } from './types';

export const getPendingReviews = () => apiGet<PendingVisit[]>('/v2/reviews/pending');

export const pendingReviewsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.reviews.pending(), queryFn: getPendingReviews });

export const usePendingReviews = () => useQuery(pendingReviewsQueryOptions());
