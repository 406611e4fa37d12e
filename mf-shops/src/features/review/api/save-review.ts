// POST /v2/reviews (write) and PUT /v2/reviews/{id} (edit within 7 days); DELETE /v2/reviews/{id}.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut, isApiError, queryKeys } from '@guardian/shared';
import type { MyReview, ReviewInput } from './types';

export const createReview = (input: ReviewInput) => apiPost<MyReview>('/v2/reviews', input);
export const updateReview = (reviewSeq: number, input: Omit<ReviewInput, 'reservationSeq'>) =>
  apiPut<MyReview>(`/v2/reviews/${reviewSeq}`, input);
export const deleteReview = (reviewSeq: number) => apiDelete<null>(`/v2/reviews/${reviewSeq}`);

/** My lists, the shop's reviews and its page (its review count) all change with a review. */
async function refresh(queryClient: QueryClient, shopId: number) {
  await queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all });
  await queryClient.invalidateQueries({ queryKey: queryKeys.shops.detail(shopId) });
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewSeq, input }: { reviewSeq: number | null; input: ReviewInput }) =>
      reviewSeq == null
        ? createReview(input)
        : updateReview(reviewSeq, {
            rating: input.rating,
            content: input.content,
            mediaSeqs: input.mediaSeqs,
          }),
    // Not awaited: the form closes at once and the lists refresh behind it (awaiting would first
    // drop the visit from "waiting for a review" under the still-open form).
    onSuccess: (review) => {
      void refresh(queryClient, review.shopId);
    },
    // Refused because the lists are behind (written or deleted in another tab, the edit window closed while the
    // form was open): load them again, so the screen says what is so instead of a form refused on every try.
    onError: (error) => {
      if (isApiError(error) && STALE_LISTS.has(error.resultCode))
        void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all });
    },
  });
}

const STALE_LISTS = new Set([
  'REVIEW_ALREADY_WRITTEN',
  'REVIEW_NOT_ALLOWED',
  'REVIEW_EDIT_CLOSED',
  'REVIEW_NOT_FOUND',
]);

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: MyReview) => deleteReview(review.reviewSeq),
    onSuccess: (_data, review) => {
      void refresh(queryClient, review.shopId);
    },
  });
}
