// The text being written is kept on the device while typing, so leaving the page by mistake (back,
// a tab switch, the app closing) loses nothing; saving the post clears it, and so does a logout (the next person to
// log in on this phone does not find it). One draft per post.

import { DRAFT_KEY_PREFIX, type UploadedMedia } from '@guardian/shared';

export interface Draft {
  content: string;
  breedSeq: number | null;
  /** Uploaded photos in order (their links are signed and may have expired when a draft comes back). */
  photos: UploadedMedia[];
}

export const draftStorageKey = (communitySeq: number | null) =>
  `${DRAFT_KEY_PREFIX}community.${communitySeq ?? 'new'}`;

export function loadDraft(communitySeq: number | null): Draft | null {
  try {
    const raw = localStorage.getItem(draftStorageKey(communitySeq));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<Draft>;
    return typeof d.content === 'string'
      ? {
          content: d.content,
          breedSeq: d.breedSeq ?? null,
          photos: Array.isArray(d.photos) ? d.photos : [],
        }
      : null;
  } catch {
    return null;
  }
}

export function saveDraft(communitySeq: number | null, draft: Draft) {
  try {
    if (!draft.content.trim() && !draft.photos.length) localStorage.removeItem(draftStorageKey(communitySeq));
    else localStorage.setItem(draftStorageKey(communitySeq), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft is only a convenience.
  }
}

export function clearDraft(communitySeq: number | null) {
  try {
    localStorage.removeItem(draftStorageKey(communitySeq));
  } catch {
    // ignore
  }
}
