/**
 * What the community tells people in 소식 (kind COMMUNITY), written in the transaction that writes what it is about:
 * a comment or reply that rolls back tells no one.
 */
import { excerpt } from '../../lib/excerpt.js';
import type { Scope } from '../../unit-of-work.js';
import { commentLink, MY_POSTS_LINK } from './links.js';

/** A comment just written: on whose post, under whose comment (a reply), to whom (a reply to a reply), by whom. */
export interface WrittenComment {
  communitySeq: number;
  commentSeq: number;
  content: string;
  writerSeq: number;
  postAuthorSeq: number;
  /** The author of the comment it replies to (its thread's); null for a top-level comment, or one deleted. */
  parentAuthorSeq: number | null;
  /** A reply to a reply: that reply's author, whom it answers; null otherwise (or they withdrew). */
  addresseeSeq?: number | null;
}

/**
 * Who hears of a comment, each once, never its writer: the person a reply to their reply answers and the author of
 * the comment it replies to ("내 댓글에 답글", the same for both), and the post's author ("내 글에 댓글") unless that
 * same person already heard of it as a reply.
 */
export function commentRecipients(c: Omit<WrittenComment, 'communitySeq' | 'commentSeq' | 'content'>) {
  const to: { userSeq: number; reply: boolean }[] = [];
  const add = (userSeq: number | null | undefined, reply: boolean) => {
    if (userSeq != null && userSeq !== c.writerSeq && !to.some((r) => r.userSeq === userSeq))
      to.push({ userSeq, reply });
  };
  add(c.addresseeSeq, true);
  add(c.parentAuthorSeq, true);
  add(c.postAuthorSeq, false);
  return to;
}

/**
 * Notifies the post's author, the replied-to comment's author and a reply's addressee of a comment, opening the post
 * at it; not one who blocked its writer. Their 소식 settings decide the push, as for every notice.
 */
export async function noticeComment({ repos, services }: Scope, c: WrittenComment, now: Date) {
  const recipients = commentRecipients(c);
  if (!recipients.length) return;
  // Someone who blocked the writer hears nothing of what they write (차단하기).
  const blockers = await repos.community.blockersOf(
    c.writerSeq,
    recipients.map((r) => r.userSeq),
  );
  const to = recipients.filter((r) => !blockers.includes(r.userSeq));
  if (!to.length) return;
  const nickname = (await repos.community.commentsBySeq([c.commentSeq]))[0]?.nickname ?? '누군가';
  const body = excerpt(c.content);
  const link = commentLink(c.communitySeq, c.commentSeq);
  for (const r of to)
    await services.notifications.notify(
      r.userSeq,
      'COMMUNITY',
      { title: `${nickname}님이 내 ${r.reply ? '댓글에 답글' : '글에 댓글'}을 남겼어요`, body },
      link,
      now,
    );
}

/** Tells a post's author it is hidden by reports until reviewed, opening 내가 쓴 글 (where it shows as 검토 중). */
export async function noticePostHidden(
  { services }: Scope,
  post: { authorSeq: number; content: string },
  now: Date,
) {
  await services.notifications.notify(
    post.authorSeq,
    'COMMUNITY',
    {
      title: '신고가 여러 번 접수되어 내 글을 가렸어요',
      body: `검토가 끝날 때까지 다른 사람에게 보이지 않아요 · ${excerpt(post.content, 30)}`,
    },
    MY_POSTS_LINK,
    now,
  );
}
