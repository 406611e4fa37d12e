// The text being written is kept on the device while typing, so leaving the page by mistake (back,
// a tab switch, the app closing) loses nothing; saving the post clears it. One draft per post.

import type { UploadedMedia } from '@guardian/shared';

export interface Draft {
  content: string;
  breedSeq: number | null;
  /** Uploaded photos in order (their links are signed and may have expired when a draft comes back). */
  photos: UploadedMedia[];
}

const key = (communitySeq: number | null) => `guardian:community-draft:${communitySeq ?? 'new'}`;

export function loadDraft(communitySeq: number | null): Draft | null {
  try {
    const raw = localStorage.getItem(key(communitySeq));
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
    if (!draft.content.trim() && !draft.photos.length) localStorage.removeItem(key(communitySeq));
    else localStorage.setItem(key(communitySeq), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft is only a convenience.
  }
}

export function clearDraft(communitySeq: number | null) {
  try {
    localStorage.removeItem(key(communitySeq));
  } catch {
    // ignore
  }
}
