// What an owner has typed into a form and not yet sent, per record (a booking's memo per shop and product, a
// review's stars, text and photos per visit or review): it survives leaving the form (뒤로, a failed request and
// 다시 시도) and is dropped once sent, or on 취소. In memory only (a reload starts over), or with
// createSessionDraftStore in the tab's sessionStorage: a reload (a pull to refresh, the app reopening the tab)
// keeps it too, and a closed tab starts over.
import { create, type StateCreator } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface DraftState<T> {
  drafts: Record<string, T>;
  setDraft: (key: string, draft: T) => void;
  clearDraft: (key: string) => void;
}

const draftState =
  <T>(): StateCreator<DraftState<T>> =>
  (set) => ({
    drafts: {},
    setDraft: (key, draft) => set((s) => ({ drafts: { ...s.drafts, [key]: draft } })),
    clearDraft: (key) =>
      set((s) => {
        const drafts = { ...s.drafts };
        delete drafts[key];
        return { drafts };
      }),
  });

export const createDraftStore = <T>() => create<DraftState<T>>()(draftState<T>());

/** A draft store kept in the tab's sessionStorage under `name`. */
export const createSessionDraftStore = <T>(name: string) =>
  create<DraftState<T>>()(
    persist(draftState<T>(), {
      name,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ drafts: s.drafts }),
    }),
  );
