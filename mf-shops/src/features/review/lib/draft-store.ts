// The stars, text and photos of a review being written or edited, per visit / review: they survive leaving the
// form with 뒤로 (or a mistaken tap) and coming back, and a reload of the page (a pull to refresh, the app
// reopening the tab), and are dropped once saved or on 취소. Kept in the tab's sessionStorage, so a closed tab
// starts over. A photo is kept once uploaded (its seq is what the review sends); one still uploading when the
// form is left is stopped by the picker and not kept.
import type { UploadedMedia } from '@guardian/shared';
import { createSessionDraftStore, sessionDraftKey } from '../../../lib/draft-store';

export interface ReviewDraft {
  rating: number;
  content: string;
  /** Undefined until the photos are touched: the form then shows the review's own (or none). */
  photos?: UploadedMedia[];
}

const NAME = 'reviews';
export const REVIEW_DRAFTS_STORAGE_KEY = sessionDraftKey(NAME);

export const draftKey = (reservationSeq: number, reviewSeq: number | null) =>
  reviewSeq == null ? `write:${reservationSeq}` : `edit:${reviewSeq}`;

export const useReviewDraftStore = createSessionDraftStore<ReviewDraft>(NAME);
