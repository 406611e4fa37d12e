// The stars and text of a review being written or edited, per visit / review: they survive leaving the
// form with 뒤로 (or a mistaken tap) and coming back, and are dropped once saved or on 취소.
import { create } from 'zustand';

export interface ReviewDraft {
  rating: number;
  content: string;
}

interface DraftState {
  drafts: Record<string, ReviewDraft>;
  setDraft: (key: string, draft: ReviewDraft) => void;
  clearDraft: (key: string) => void;
}

export const draftKey = (reservationSeq: number, reviewSeq: number | null) =>
  reviewSeq == null ? `write:${reservationSeq}` : `edit:${reviewSeq}`;

export const useReviewDraftStore = create<DraftState>((set) => ({
  drafts: {},
  setDraft: (key, draft) => set((s) => ({ drafts: { ...s.drafts, [key]: draft } })),
  clearDraft: (key) =>
    set((s) => {
      const drafts = { ...s.drafts };
      delete drafts[key];
      return { drafts };
    }),
}));
