// The comment thread: comments in order, their replies indented under them (one level), a composer
// at the bottom. The newest comments (and each one's newest replies) come first; older ones open above them. Replying names whom; my own comments can be edited or deleted; others' reported.
// Replying to a reply writes in the same thread (under its comment), addressed to that reply's author.
// Opened at one comment (`anchor`, a link from 내가 쓴 댓글), the thread is the page around it, scrolled to it below
// the header, lit for a moment and focused; older comments open above, newer ones below. A comment written there
// jumps to the newest comments, where it belongs; a reply written in a thread whose newer replies are not open
// opens them. Either way the one just written is scrolled into sight above the comment box.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS as SHARED_LIMITS, LoadMore, QueryState, Skeleton, formatCount } from '@guardian/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CommunityComment, CommunityReply } from '../../../api/types';
import {
  type ThreadPage,
  oldestFirst,
  splitAtGap,
  threadsQueryOptions,
  useThreads,
} from '../api/get-comments';
import { type ReplyTarget, readCommentDraft } from '../lib/comment-draft';
import { scrollBelowHeader } from '../lib/comment-scroll';
import { type PagedQuery, commentId, uniqueComments, useLoadOlder } from '../lib/thread-list';
import { CommentItem } from './comment-item';
import { Composer } from './composer';
import { Replies } from './replies';
import styles from './post.module.css';

export function Comments({
  communitySeq,
  anchor = null,
  postShown = true,
  onReport,
  onBlock,
}: {
  communitySeq: number;
  /** The comment the screen was opened at (`?comment=`), if any. */
  anchor?: number | null;
  /**
   * False while the post above is its skeleton: the box is there already; the thread shows once the post is. It is
   * asked for at once, beside the post (one round trip for both, not the thread's after the post's).
   */
  postShown?: boolean;
  onReport: (commentSeq: number) => void;
  /** 차단 on someone else's comment: its author. */
  onBlock?: (author: { userSeq: number; nickname: string }) => void;
}) {
  const threads = useThreads(communitySeq, anchor);
  // A reply typed and not posted (the session ended on 등록, say) comes back a reply.
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(
    () => readCommentDraft(communitySeq)?.replyTo ?? null,
  );
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // How many comments are being edited: meanwhile the box for a new one stays at the thread's end, not over the
  // edit box, its 저장 and the lines being typed just above the phone's keyboard.
  const [editing, setEditing] = useState(0);
  const onEditing = useCallback((open: boolean) => setEditing((n) => n + (open ? 1 : -1)), []);
  const pages = (postShown && threads.data?.pages) || [];
  const shown = uniqueComments(oldestFirst(pages));
  const older = useLoadOlder(threads, shown);
  const newer = useLoadOlder(newerPages(threads), shown);
  const nextCount = pages[pages.length - 1]?.nextCount ?? 0;
  const newerCount = pages[0]?.newerCount ?? 0;
  // Opened at an older comment, one I write before the newer ones are open goes after them (their 더보기), not before.
  const [upToGap, afterGap] = splitAtGap(shown, pages[0]?.newerCursor);
  const { lit, gone } = useJumpToAnchor(anchor, pages, useScrollRestored(anchor != null));
  const { reveal, onWritten, onRevealed } = useRevealWritten(communitySeq, anchor);

  const startReply = (to: ReplyTarget) => {
    setReplyTo(to);
    inputRef.current?.focus();
  };
  const threadOf = (c: CommunityComment) => ({
    commentSeq: c.commentSeq,
    nickname: c.author?.nickname ?? '',
  });
  // A reply answered: the thread's, addressed to its author; my own continues the thread, addressed to no one (the
  // box names the thread's comment's author, as 답글 달기 on that comment does).
  const replyTarget = (r: CommunityReply, c: CommunityComment): ReplyTarget => {
    const thread = threadOf(c);
    return {
      commentSeq: r.commentSeq,
      nickname: r.mine ? thread.nickname : (r.author?.nickname ?? ''),
      thread,
    };
  };
  const threadItem = (c: CommunityComment) => (
    <li key={c.commentSeq} id={commentId(c.commentSeq)} tabIndex={-1}>
      <CommentItem
        communitySeq={communitySeq}
        comment={c}
        lit={lit === c.commentSeq}
        reveal={reveal === c.commentSeq}
        onRevealed={onRevealed}
        onReply={() => startReply(threadOf(c))}
        onReport={onReport}
        onBlock={onBlock}
        onDeleted={() => sectionRef.current?.focus()}
        onEditing={onEditing}
      />
      <Replies
        communitySeq={communitySeq}
        thread={c}
        lit={lit}
        reveal={reveal}
        onRevealed={onRevealed}
        onReply={(r) => startReply(replyTarget(r, c))}
        onReport={onReport}
        onBlock={onBlock}
        onDeleted={() => sectionRef.current?.focus()}
        onEditing={onEditing}
      />
    </li>
  );

  return (
    <div className={styles.commentsArea}>
      {/* Only once the post is on screen: drawn under the post's skeleton, the thread (and its own skeleton) moved when
          the post came. */}
      {postShown ? (
        // Focusable from the code only: a comment deleted takes its buttons with it, and the focus comes here, not to
        // the page's top.
        <section className={styles.comments} aria-label="댓글" ref={sectionRef} tabIndex={-1}>
          {/* A refetch that fails (after my comment, offline) keeps the thread on screen. */}
          {gone ? (
            <p id={GONE_NOTE} className={styles.anchorGone} role="status" tabIndex={-1}>
              삭제된 댓글이에요
            </p>
          ) : null}
          <QueryState
            query={threads}
            skeleton={
              <div
                role="status"
                aria-busy="true"
                aria-label="댓글을 불러오는 중"
                className={styles.commentSkeleton}
              >
                <Skeleton height={48} />
                <Skeleton height={48} />
              </div>
            }
            errorFallback="댓글을 불러오지 못했어요."
          >
            {() =>
              shown.length === 0 ? (
                <p className={styles.noComments}>첫 댓글을 남겨 보세요.</p>
              ) : (
                <>
                  {/* The newest comments come first, beside the box; older ones open above them, where they belong. */}
                  <LoadMore
                    query={older}
                    label={`이전 댓글 ${formatCount(nextCount)}개 더보기`}
                    variant="text"
                    className={styles.older}
                  />
                  <ul className={styles.thread}>{upToGap.map(threadItem)}</ul>
                  {/* Opened at a comment: the newer ones open below it, where they belong. */}
                  <LoadMore
                    query={newer}
                    label={`다음 댓글 ${formatCount(newerCount)}개 더보기`}
                    variant="text"
                    className={styles.older}
                  />
                  {afterGap.length ? <ul className={styles.thread}>{afterGap.map(threadItem)}</ul> : null}
                </>
              )
            }
          </QueryState>
        </section>
      ) : null}
      {/* From the first paint, at the page's end (the screen's bottom on a short post), where it stays. */}
      <Composer
        communitySeq={communitySeq}
        replyTo={replyTo}
        onReplyTo={setReplyTo}
        onWritten={onWritten}
        inputRef={inputRef}
        docked={editing === 0}
      />
    </div>
  );
}

const GONE_NOTE = 'comment-anchor-gone';
/** How long a comment opened by a link stays lit. */
export const LIT_MS = 2500;

/** The newer pages (before the first of an infinite query's pages) as 더보기 reads a query's next ones. */
const newerPages = (query: ReturnType<typeof useThreads>): PagedQuery => ({
  hasNextPage: query.hasPreviousPage,
  isFetchingNextPage: query.isFetchingPreviousPage,
  isFetchNextPageError: query.isFetchPreviousPageError,
  error: query.error,
  fetchNextPage: query.fetchPreviousPage as PagedQuery['fetchNextPage'],
});

/**
 * A moment after the shell put back the scroll position of the page opened (spec §2: 100 ms after the navigation;
 * the top for a page not seen before), counted from this screen's first render or its path's change: a jump made
 * before it was undone by it (the page back at its top, the comment focused out of sight). The margin covers the
 * shell's timer, started in the same commit (or, for a screen still loading, before it).
 */
const AFTER_RESTORE_MS = SHARED_LIMITS.SCROLL_RESTORE_DELAY_MS + 50;

/**
 * Whether the shell's scroll restoration for the current path has run (AFTER_RESTORE_MS since it was opened); only
 * counted while `wanted` (a screen opened at a comment: nothing else waits for it).
 */
function useScrollRestored(wanted: boolean) {
  const { pathname } = useLocation();
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => setRestoredFor(pathname), AFTER_RESTORE_MS);
    return () => clearTimeout(timer);
  }, [pathname, wanted]);
  return restoredFor === pathname;
}

/**
 * Once the page around the comment a link names is on screen (and the shell's scroll restoration has run: `ready`,
 * else it sent the page back to its top): scrolls it to just below the sticky header, focuses it
 * (a screen reader reads it) and lights it for a moment (`lit`; with reduced motion it shows and goes without
 * fading). One deleted since: `gone`, and the note saying so gets the scroll and the focus instead. Once per comment
 * named: paging on, writing or reading the thread again leaves the screen where the person is.
 */
function useJumpToAnchor(anchor: number | null, pages: ThreadPage[], ready: boolean) {
  const [lit, setLit] = useState<number | null>(null);
  const jumped = useRef<number | null>(null);
  const found = pages.find((p) => p.anchor?.commentSeq === anchor)?.anchor ?? null;
  // Kept once known: the thread read again from elsewhere (after paging on both ways) no longer says it.
  const [goneFor, setGoneFor] = useState<number | null>(null);
  if (found?.deleted && goneFor !== anchor) setGoneFor(anchor);
  const gone = anchor != null && goneFor === anchor;
  useEffect(() => {
    if (anchor == null || !found || !ready || jumped.current === anchor) return;
    jumped.current = anchor;
    const target = gone ? document.getElementById(GONE_NOTE) : document.getElementById(commentId(anchor));
    if (!target) return;
    scrollBelowHeader(target);
    target.focus({ preventScroll: true });
    if (!gone) setLit(anchor);
  }, [anchor, found, gone, ready]);
  useEffect(() => {
    if (lit == null) return;
    const timer = setTimeout(() => setLit(null), LIT_MS);
    return () => clearTimeout(timer);
  }, [lit]);
  return { lit, gone };
}

/**
 * The comment just written, to be scrolled into sight once it is in its place (`reveal`). Written on a screen opened
 * at an older comment, a comment belongs after every newer one, most of them not read: the newest comments are read
 * (they hold it) and the screen becomes the post's own (no `?comment=`), as a chat jumps to its end on sending. If
 * they cannot be read (offline), it stays after the newer ones' 더보기 and is scrolled to there.
 */
function useRevealWritten(communitySeq: number, anchor: number | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [reveal, setReveal] = useState<number | null>(null);
  const onWritten = async (written: CommunityReply) => {
    if (written.parentSeq == null && anchor != null) {
      try {
        await queryClient.fetchInfiniteQuery(threadsQueryOptions(communitySeq));
        const search = new URLSearchParams(location.search);
        search.delete('comment');
        const rest = search.toString();
        navigate(
          { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
          { replace: true, state: location.state as unknown },
        );
      } catch {
        // Kept where addWritten put it.
      }
    }
    setReveal(written.commentSeq);
  };
  const onRevealed = useCallback(() => setReveal(null), []);
  return { reveal, onWritten, onRevealed };
}
