// What an owner has typed into a form and not yet sent, per record (a booking's memo per shop and product, a
// review's stars, text and photos per visit or review): it survives leaving the form (뒤로, a failed request and
// 다시 시도) and is dropped once sent, or on 취소. Kept in the tab's sessionStorage: a reload (a pull to refresh, the
// app reopening the tab) keeps it too, and a closed tab starts over. It is the signed-in person's: a logout forgets it.
import { create, type StateCreator } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DRAFT_KEY_PREFIX, onDraftsForgotten } from '@guardian/shared';

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

/** Empties the store at logout (its stored copy, if any, is forgotten by its key). */
function forgottenAtLogout<S extends { setState: (s: { drafts: Record<string, never> }) => void }>(store: S) {
  onDraftsForgotten(() => store.setState({ drafts: {} }));
  return store;
}

/** The sessionStorage key of the draft store named `name`. */
export const sessionDraftKey = (name: string) => `${DRAFT_KEY_PREFIX}${name}`;

/** A draft store kept in the tab's sessionStorage under sessionDraftKey(`name`). */
export const createSessionDraftStore = <T>(name: string) =>
  forgottenAtLogout(
    create<DraftState<T>>()(
      persist(draftState<T>(), {
        name: sessionDraftKey(name),
        storage: createJSONStorage(() => sessionStorage),
        partialize: (s) => ({ drafts: s.drafts }),
      }),
    ),
  );
