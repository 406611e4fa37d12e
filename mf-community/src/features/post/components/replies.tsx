// A comment's replies, indented under it: the newest shown with it, older ones on demand above them (이전 답글
// 더보기), and in a thread opened at a reply, the newer ones below (다음 답글 더보기).
import { useEffect, useState } from 'react';
import { LoadMore, formatCount } from '@guardian/shared';
import type { CommunityComment, CommunityReply } from '../../../api/types';
import {
  REPLY_PAGE_SIZE,
  oldestFirst,
  splitAtGap,
  useNewerReplies,
  useOlderReplies,
} from '../api/get-comments';
import { commentId, uniqueComments, useLoadOlder } from '../lib/thread-list';
import { CommentItem } from './comment-item';
import styles from './post.module.css';

/** A comment's replies: the newest shown with it, older ones on demand above them. */
export function Replies({
  communitySeq,
  thread,
  lit,
  reveal,
  onRevealed,
  onReply,
  onReport,
  onBlock,
  onDeleted,
  onEditing,
}: {
  communitySeq: number;
  thread: CommunityComment;
  lit: number | null;
  /** A reply just written, to scroll into sight once in its place. */
  reveal: number | null;
  onRevealed: () => void;
  /** 답글 달기 on a reply: the box answers it, in this thread. */
  onReply?: (reply: CommunityReply) => void;
  onReport: (commentSeq: number) => void;
  onBlock?: (author: { userSeq: number; nickname: string }) => void;
  onDeleted: () => void;
  onEditing: (open: boolean) => void;
}) {
  // Nothing is asked until the first tap; then the pages read are read again with the thread.
  const [open, setOpen] = useState(false);
  const [openNewer, setOpenNewer] = useState(false);
  const oldestShown = String(thread.replies[0]?.commentSeq ?? thread.commentSeq);
  // Opened at a reply, the newer ones start after the replies the thread came with (a reply I write meanwhile goes
  // after those, and must not move where they start).
  const [newestShown] = useState(() =>
    String(thread.replies[thread.replies.length - 1]?.commentSeq ?? thread.commentSeq),
  );
  const older = useOlderReplies(communitySeq, thread.commentSeq, oldestShown, open);
  const newer = useNewerReplies(communitySeq, thread.commentSeq, newestShown, openNewer);
  const replies = uniqueComments([
    ...oldestFirst(older.data?.pages ?? []),
    ...thread.replies,
    ...(newer.data?.pages ?? []).flatMap((p) => p.items),
  ]);
  const last = older.data?.pages.slice(-1)[0];
  // Before the first page the thread says how many there are.
  const nextCount = last
    ? last.nextCount
    : Math.min(thread.replyCount - thread.newerReplyCount - thread.replies.length, REPLY_PAGE_SIZE);
  const lastNewer = newer.data?.pages.slice(-1)[0];
  const newerCount = lastNewer ? lastNewer.newerCount : Math.min(thread.newerReplyCount, REPLY_PAGE_SIZE);
  // A reply I write while newer ones are not open yet goes after them (their 더보기), not before.
  const [upToGap, afterGap] = splitAtGap(
    replies,
    lastNewer ? lastNewer.newerCursor : thread.newerReplyCount > 0 ? newestShown : null,
  );
  // My reply, written while newer ones are not open, belongs after all of them: they are read (up to the newest,
  // page after page) so that it shows in its place, not after their 더보기.
  const waiting = reveal != null && afterGap.some((r) => r.commentSeq === reveal);
  const canReadNewer = newerCount > 0 && !newer.isFetchNextPageError;
  const { isFetching: readingNewer, fetchNextPage: readNewer } = newer;
  useEffect(() => {
    if (!waiting || !canReadNewer || readingNewer) return;
    // Opened, the query reads its first page itself; the pages after it are asked for.
    if (!openNewer) setOpenNewer(true);
    else void readNewer();
  }, [waiting, canReadNewer, readingNewer, readNewer, openNewer]);
  const moreNewer = useLoadOlder(
    {
      ...newer,
      hasNextPage: newerCount > 0,
      fetchNextPage: (options) => {
        setOpenNewer(true);
        return newer.fetchNextPage(options);
      },
    },
    replies,
  );
  const more = useLoadOlder(
    {
      ...older,
      hasNextPage: nextCount > 0,
      fetchNextPage: (options) => {
        setOpen(true);
        return older.fetchNextPage(options);
      },
    },
    replies,
  );
  if (!replies.length && !nextCount && !newerCount) return null;
  const label = `${thread.author?.nickname ?? '삭제된 댓글'}에 단 답글`;
  const replyItem = (r: CommunityReply) => (
    <li key={r.commentSeq} id={commentId(r.commentSeq)} tabIndex={-1}>
      <CommentItem
        communitySeq={communitySeq}
        comment={r}
        lit={lit === r.commentSeq}
        reveal={reveal === r.commentSeq && !(waiting && canReadNewer)}
        onRevealed={onRevealed}
        onReply={onReply && (() => onReply(r))}
        onReport={onReport}
        onBlock={onBlock}
        onDeleted={onDeleted}
        onEditing={onEditing}
      />
    </li>
  );
  return (
    <>
      <LoadMore
        query={more}
        label={`이전 답글 ${formatCount(nextCount)}개 더보기`}
        variant="text"
        className={`${styles.older} ${styles.olderReplies}`}
      />
      {upToGap.length ? (
        <ul className={styles.replies} aria-label={label}>
          {upToGap.map(replyItem)}
        </ul>
      ) : null}
      <LoadMore
        query={moreNewer}
        label={`다음 답글 ${formatCount(newerCount)}개 더보기`}
        variant="text"
        className={`${styles.older} ${styles.olderReplies}`}
      />
      {afterGap.length ? (
        <ul className={styles.replies} aria-label={label}>
          {afterGap.map(replyItem)}
        </ul>
      ) : null}
    </>
  );
}
