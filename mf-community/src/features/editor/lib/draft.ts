// The text being written is kept on the device while typing, so leaving the page by mistake (back,
// a tab switch, the app closing) loses nothing; saving the post clears it. One draft per post.

export interface Draft {
  content: string;
  breedSeq: number | null;
  mediaSeqs: number[];
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
          mediaSeqs: Array.isArray(d.mediaSeqs) ? d.mediaSeqs : [],
        }
      : null;
  } catch {
    return null;
  }
}

export function saveDraft(communitySeq: number | null, draft: Draft) {
  try {
    if (!draft.content.trim() && !draft.mediaSeqs.length) localStorage.removeItem(key(communitySeq));
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
