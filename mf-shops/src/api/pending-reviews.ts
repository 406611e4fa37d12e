// GET /v2/reviews/pending: my completed visits still without a review. 리뷰 lists them to write; a completed
// visit's detail (booking) offers 리뷰 쓰기 only while its visit is among them. One key, so writing a review
// refreshes both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet } from '@guardian/shared';

export type PendingVisit = ApiGet<'/v2/reviews/pending'>[number];

export const getPendingReviews = () => apiGet<PendingVisit[]>('/v2/reviews/pending');

export const pendingReviewsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.reviews.pending(), queryFn: getPendingReviews });

export const usePendingReviews = (enabled = true) => useQuery({ ...pendingReviewsQueryOptions(), enabled });
