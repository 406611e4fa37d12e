// GET /v2/curation/review/{id}: an editor's review of a shop.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { CurationReview } from '../../../api/types';

export const getReview = (reviewSeq: number, signal?: AbortSignal) =>
  apiGet<CurationReview>(`/v2/curation/review/${reviewSeq}`, undefined, { signal });

export const reviewQueryOptions = (reviewSeq: number) =>
  queryOptions({
    queryKey: queryKeys.curation.review(reviewSeq),
    queryFn: ({ signal }) => getReview(reviewSeq, signal),
  });

export const useReview = (reviewSeq: number) =>
  useQuery({ ...reviewQueryOptions(reviewSeq), enabled: reviewSeq > 0 });
