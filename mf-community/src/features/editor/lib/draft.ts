// The text being written is kept on the device while typing, so leaving the page by mistake (back,
// a tab switch, the app closing) loses nothing; saving the post clears it, and so does a logout (the next person to
// log in on this phone does not find it: shared's storedJson). One draft per post.

import { storedJson } from '@guardian/shared/forms';
import type { UploadedMedia } from '@guardian/shared';

export interface Draft {
  content: string;
  breedSeq: number | null;
  /** Uploaded photos in order (their links are signed and may have expired when a draft comes back). */
  photos: UploadedMedia[];
}

const postDraft = (communitySeq: number | null) =>
  storedJson(`community.${communitySeq ?? 'new'}`, (value): Draft | null => {
    const d = value as Partial<Draft> | null;
    return typeof d?.content === 'string'
      ? {
          content: d.content,
          breedSeq: d.breedSeq ?? null,
          photos: Array.isArray(d.photos) ? d.photos : [],
        }
      : null;
  });

export const draftStorageKey = (communitySeq: number | null) => postDraft(communitySeq).key;

export const loadDraft = (communitySeq: number | null): Draft | null => postDraft(communitySeq).read();

/** Keeps `draft`; one with no text and no photos leaves none. */
export const saveDraft = (communitySeq: number | null, draft: Draft): void =>
  postDraft(communitySeq).keep(draft.content.trim() || draft.photos.length ? draft : null);

export const clearDraft = (communitySeq: number | null): void => postDraft(communitySeq).keep(null);
