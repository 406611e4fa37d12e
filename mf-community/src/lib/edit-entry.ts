// The editor of a post opened from that post's menu: saving goes back to the post (its cache already holds the
// saved text) instead of putting the post on top of itself, which took two backs to leave it.

interface EditEntryState {
  fromPost?: boolean;
}

/** Location state for opening the editor from the post's page. */
export const FROM_POST: EditEntryState = { fromPost: true };

export const openedFromPost = (state: unknown): boolean =>
  (state as EditEntryState | null)?.fromPost === true;
