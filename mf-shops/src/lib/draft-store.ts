// What an owner has typed into a form and not yet sent, per record (a booking's memo per shop and product, a
// review's stars and text per visit or review): it survives leaving the form (뒤로, a failed request and
// 다시 시도) and is dropped once sent, or on 취소. In memory only: a reload starts over.
import { create } from 'zustand';

export interface DraftState<T> {
  drafts: Record<string, T>;
  setDraft: (key: string, draft: T) => void;
  clearDraft: (key: string) => void;
}

export const createDraftStore = <T>() =>
  create<DraftState<T>>((set) => ({
    drafts: {},
    setDraft: (key, draft) => set((s) => ({ drafts: { ...s.drafts, [key]: draft } })),
    clearDraft: (key) =>
      set((s) => {
        const drafts = { ...s.drafts };
        delete drafts[key];
        return { drafts };
      }),
  }));
