// The stars and text of a review being written or edited, per visit / review: they survive leaving the
// form with 뒤로 (or a mistaken tap) and coming back, and are dropped once saved or on 취소.
import { createDraftStore } from '../../../lib/draft-store';

export interface ReviewDraft {
  rating: number;
  content: string;
}

export const draftKey = (reservationSeq: number, reviewSeq: number | null) =>
  reviewSeq == null ? `write:${reservationSeq}` : `edit:${reviewSeq}`;

export const useReviewDraftStore = createDraftStore<ReviewDraft>();
