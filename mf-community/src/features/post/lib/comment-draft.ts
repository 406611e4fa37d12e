// What was typed in a post's comment box and not posted, kept on the device per post (as the chat's message box
// is): a session that ends while the post is open (the comment refused with 401, the login page, back here) or
// leaving and coming back finds the text in the box, and the reply it was for. Posting it, or emptying the box,
// leaves none. It is the signed-in person's (shared's storedJson: a logout, or someone else logging in here,
// forgets it).
import { storedJson, storedText } from '@guardian/shared/forms';

/** What the box answers: a comment, or a reply in a comment's thread. */
export interface ReplyTarget {
  /** The comment answered: a top-level comment, or (with `thread`) a reply under one. */
  commentSeq: number;
  /** Whom the box says it answers ("○○님에게 답글"); empty when that is no one to name. */
  nickname: string;
  /**
   * Answering a reply: its thread's comment, which the reply goes under (one level of replies; the API addresses it
   * to the reply's author), and what the box answers if that reply goes meanwhile.
   */
  thread?: { commentSeq: number; nickname: string };
}

export interface CommentDraft {
  text: string;
  /** The comment being replied to, if the text is a reply. */
  replyTo: ReplyTarget | null;
}

const target = (value: unknown): { commentSeq: number; nickname: string } | null => {
  const t = value as Partial<ReplyTarget> | null | undefined;
  return t && typeof t.commentSeq === 'number'
    ? { commentSeq: t.commentSeq, nickname: String(t.nickname ?? '') }
    : null;
};

const commentDraft = (communitySeq: number) =>
  storedJson(`comment.${communitySeq}`, (value): CommentDraft | null => {
    const draft = value as Partial<CommentDraft> | null;
    if (typeof draft?.text !== 'string') return null;
    const replyTo = target(draft.replyTo);
    const thread = replyTo && target(draft.replyTo?.thread);
    return { text: draft.text, replyTo: replyTo && (thread ? { ...replyTo, thread } : replyTo) };
  });

export const readCommentDraft = (communitySeq: number): CommentDraft | null =>
  commentDraft(communitySeq).read();

/** Keeps `draft` as the post's; an empty box leaves none. */
export const keepCommentDraft = (communitySeq: number, draft: CommentDraft): void =>
  commentDraft(communitySeq).keep(draft.text.trim() ? draft : null);

// An edit of one of my comments not saved yet (저장 refused with 401, then the login, or the post left) is kept the
// same way, per comment: back on the post, that comment's edit box is open with it. Saved or cancelled, none is left.
const commentEdit = (communitySeq: number, commentSeq: number) =>
  storedText(`comment-edit.${communitySeq}.${commentSeq}`);

export const readCommentEdit = (communitySeq: number, commentSeq: number): string | null =>
  commentEdit(communitySeq, commentSeq).read();

/** Keeps `text` as the comment's unsaved edit; null leaves none. */
export const keepCommentEdit = (communitySeq: number, commentSeq: number, text: string | null): void =>
  commentEdit(communitySeq, commentSeq).keep(text);
