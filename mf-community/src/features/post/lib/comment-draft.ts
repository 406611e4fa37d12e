// What was typed in a post's comment box and not posted, kept on the device per post (as the chat's message box
// is): a session that ends while the post is open (the comment refused with 401, the login page, back here) or
// leaving and coming back finds the text in the box, and the reply it was for. Posting it, or emptying the box,
// leaves none. It is the signed-in person's: the key starts with DRAFT_KEY_PREFIX, so a logout, or someone else
// logging in here, forgets it (personal-drafts.ts).
import { DRAFT_KEY_PREFIX } from '@guardian/shared';

export interface CommentDraft {
  text: string;
  /** The comment being replied to, if the text is a reply. */
  replyTo: { commentSeq: number; nickname: string } | null;
}

export const commentDraftKey = (communitySeq: number) => `${DRAFT_KEY_PREFIX}comment.${communitySeq}`;

export function readCommentDraft(communitySeq: number): CommentDraft | null {
  try {
    const raw = localStorage.getItem(commentDraftKey(communitySeq));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<CommentDraft>;
    if (typeof draft.text !== 'string') return null;
    const replyTo = draft.replyTo;
    return {
      text: draft.text,
      replyTo:
        replyTo && typeof replyTo.commentSeq === 'number'
          ? { commentSeq: replyTo.commentSeq, nickname: String(replyTo.nickname ?? '') }
          : null,
    };
  } catch {
    return null;
  }
}

/** Keeps `draft` as the post's; an empty box leaves none. */
export function keepCommentDraft(communitySeq: number, draft: CommentDraft): void {
  try {
    if (draft.text.trim()) localStorage.setItem(commentDraftKey(communitySeq), JSON.stringify(draft));
    else localStorage.removeItem(commentDraftKey(communitySeq));
  } catch {
    // No storage (private mode, a full one): the text lives as long as the page is open.
  }
}

// An edit of one of my comments not saved yet (저장 refused with 401, then the login, or the post left) is kept the
// same way, per comment: back on the post, that comment's edit box is open with it. Saved or cancelled, none is left.
const commentEditKey = (communitySeq: number, commentSeq: number) =>
  `${DRAFT_KEY_PREFIX}comment-edit.${communitySeq}.${commentSeq}`;

export function readCommentEdit(communitySeq: number, commentSeq: number): string | null {
  try {
    return localStorage.getItem(commentEditKey(communitySeq, commentSeq));
  } catch {
    return null;
  }
}

/** Keeps `text` as the comment's unsaved edit; null leaves none. */
export function keepCommentEdit(communitySeq: number, commentSeq: number, text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(commentEditKey(communitySeq, commentSeq));
    else localStorage.setItem(commentEditKey(communitySeq, commentSeq), text);
  } catch {
    // No storage: the edit lives as long as the page is open.
  }
}
