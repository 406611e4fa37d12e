// The comment thread: comments in order, their replies indented under them (one level), a composer
// at the bottom. The newest comments (and each one's newest replies) come first; older ones open above them. Replying names whom; my own comments can be edited or deleted; others' reported.
// Opened at one comment (`anchor`, a link from 내가 쓴 댓글), the thread is the page around it, scrolled to it below
// the header, lit for a moment and focused; older comments open above, newer ones below. A comment written there
// jumps to the newest comments, where it belongs; a reply written in a thread whose newer replies are not open
// opens them. Either way the one just written is scrolled into sight above the comment box.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Button,
  LIMITS as SHARED_LIMITS,
  LoadMore,
  QueryState,
  Skeleton,
  charCount,
  dialog,
  errorMessage,
  formatCount,
  isUnauthorized,
  type LoadMoreProps,
  toastError,
  useAutoGrow,
  useIsLoggedIn,
} from '@guardian/shared';
import { LinkedText, tooLongMessage, useOneAtATime, useWhyBlocked } from '@guardian/shared/forms';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authHref } from '@guardian/shared';
import { LIMITS, type CommunityComment, type CommunityReply } from '../../../api/types';
import { AuthorLine } from '../../../components/author-line';
import { scrollParentOf } from '../../../lib/scroll-parent';
import {
  REPLY_PAGE_SIZE,
  type ThreadPage,
  oldestFirst,
  splitAtGap,
  threadsQueryOptions,
  useNewerReplies,
  useOlderReplies,
  useThreads,
} from '../api/get-comments';
import { useDeleteComment, useEditComment, useWriteComment } from '../api/comment-mutations';
import { isParentGone } from '../api/post-gone';
import { clientIdFor, forgetClientId } from '../../../lib/client-id';
import { keepCommentDraft, keepCommentEdit, readCommentDraft, readCommentEdit } from '../lib/comment-draft';
import styles from './post.module.css';

export function Comments({
  communitySeq,
  anchor = null,
  postShown = true,
  onReport,
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
}) {
  const threads = useThreads(communitySeq, anchor);
  // A reply typed and not posted (the session ended on 등록, say) comes back a reply.
  const [replyTo, setReplyTo] = useState<{ commentSeq: number; nickname: string } | null>(
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

  const startReply = (c: CommunityComment) => {
    setReplyTo({ commentSeq: c.commentSeq, nickname: c.author?.nickname ?? '' });
    inputRef.current?.focus();
  };
  const threadItem = (c: CommunityComment) => (
    <li key={c.commentSeq} id={commentId(c.commentSeq)} tabIndex={-1}>
      <CommentItem
        communitySeq={communitySeq}
        comment={c}
        lit={lit === c.commentSeq}
        reveal={reveal === c.commentSeq}
        onRevealed={onRevealed}
        onReply={() => startReply(c)}
        onReport={onReport}
        onDeleted={() => sectionRef.current?.focus()}
        onEditing={onEditing}
      />
      <Replies
        communitySeq={communitySeq}
        thread={c}
        lit={lit}
        reveal={reveal}
        onRevealed={onRevealed}
        onReport={onReport}
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
        onClearReply={() => setReplyTo(null)}
        onWritten={onWritten}
        inputRef={inputRef}
        docked={editing === 0}
      />
    </div>
  );
}

const commentId = (commentSeq: number) => `comment-${commentSeq}`;
const GONE_NOTE = 'comment-anchor-gone';
/** The comment box (the form), held at the bottom of the screen. */
const COMPOSER = 'comment-composer';
/** A reply refused because its comment was deleted meanwhile: the box now holds a comment. */
const PARENT_GONE = '답글을 달 댓글이 삭제됐어요. 등록하면 새 댓글로 올라가요.';
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

/**
 * What `element`'s scroller shows, in the screen's coordinates: its scroller, where the scroller's view ends, and
 * the line just below the sticky page header (the top of what is in sight).
 */
function viewOf(element: HTMLElement) {
  const scroller = scrollParentOf(element);
  const isPage = scroller === document.scrollingElement || scroller === document.documentElement;
  const view = isPage ? { top: 0, bottom: window.innerHeight } : scroller.getBoundingClientRect();
  const header =
    parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 56;
  return { scroller, top: view.top + header, bottom: view.bottom };
}

/**
 * Scrolls `element` into the part of the screen between the sticky header and the comment box held at the bottom,
 * when it is not all there already: its end just above the box (its start below the header, if it is taller).
 */
function scrollIntoSight(element: HTMLElement) {
  const { scroller, top, bottom: viewBottom } = viewOf(element);
  const box = document.getElementById(COMPOSER);
  const bottom = Math.min(viewBottom, box?.getBoundingClientRect().top || viewBottom);
  const r = element.getBoundingClientRect();
  if (r.top >= top && r.bottom <= bottom) return;
  const by = r.height > bottom - top ? r.top - top - 8 : r.bottom - bottom + 8;
  scroller.scrollTo?.({ top: scroller.scrollTop + by });
}

/** Scrolls `element`'s scroller so that it starts just below the sticky page header (at once: no long glide). */
function scrollBelowHeader(element: HTMLElement) {
  const { scroller, top } = viewOf(element);
  scroller.scrollTo?.({ top: scroller.scrollTop + element.getBoundingClientRect().top - top - 8 });
}

/** Each comment once, oldest first (a page read again after a comment was written may repeat one). */
const uniqueComments = <C extends { commentSeq: number }>(list: C[]) =>
  [...new Map(list.map((c) => [c.commentSeq, c])).values()].sort((a, b) => a.commentSeq - b.commentSeq);

type PagedQuery = LoadMoreProps['query'];

/**
 * 더보기 for comments that open above the ones shown: once they are there the focus goes to the first of them (the
 * button may be gone, at the oldest), so reading goes on from where they start. A page that fails keeps it on 더보기.
 */
function useLoadOlder(query: PagedQuery, shown: { commentSeq: number }[]): PagedQuery {
  const before = useRef<Set<number> | null>(null);
  const failed = query.isFetchNextPageError;
  useEffect(() => {
    if (failed) before.current = null;
  }, [failed]);
  useEffect(() => {
    const had = before.current;
    const first = had && shown.find((c) => !had.has(c.commentSeq));
    if (!first) return;
    before.current = null;
    document.getElementById(commentId(first.commentSeq))?.focus();
  }, [shown]);
  return {
    ...query,
    fetchNextPage: (options) => {
      before.current = new Set(shown.map((c) => c.commentSeq));
      return query.fetchNextPage(options);
    },
  };
}

/** A comment's replies: the newest shown with it, older ones on demand above them. */
function Replies({
  communitySeq,
  thread,
  lit,
  reveal,
  onRevealed,
  onReport,
  onDeleted,
  onEditing,
}: {
  communitySeq: number;
  thread: CommunityComment;
  lit: number | null;
  /** A reply just written, to scroll into sight once in its place. */
  reveal: number | null;
  onRevealed: () => void;
  onReport: (commentSeq: number) => void;
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
        onReport={onReport}
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

function CommentItem({
  communitySeq,
  comment,
  lit = false,
  reveal = false,
  onRevealed,
  onReply,
  onReport,
  onDeleted,
  onEditing,
}: {
  communitySeq: number;
  comment: CommunityComment | CommunityReply;
  /** Opened at by a link: lit for a moment. */
  lit?: boolean;
  /** Just written, in its place: scrolled into sight (then `onRevealed`). */
  reveal?: boolean;
  onRevealed?: () => void;
  onReply?: () => void;
  onReport: (commentSeq: number) => void;
  onDeleted: () => void;
  /** The edit box opened (true) or went (false; also when the comment goes while it is open). */
  onEditing: (open: boolean) => void;
}) {
  const loggedIn = useIsLoggedIn();
  // An edit not saved before (its 저장 refused as the session ended, then the login back here) opens again as it was.
  const [unsaved] = useState(() => (comment.mine ? readCommentEdit(communitySeq, comment.commentSeq) : null));
  const [editing, setEditing] = useState(unsaved !== null && loggedIn);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reveal || !root.current) return;
    scrollIntoSight(root.current);
    onRevealed?.();
  }, [reveal, onRevealed]);
  // Saved or cancelled, the edit box and its buttons go: the focus returns to 수정, where the edit began.
  const editButton = useRef<HTMLButtonElement>(null);
  const editOpened = useRef(false);
  useEffect(() => {
    if (editing) editOpened.current = true;
    else if (editOpened.current) {
      editOpened.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const [text, setText] = useState(unsaved ?? comment.content ?? '');
  // Kept as typed while the box is open and someone is logged in (as the comment box's draft); closing it forgets it.
  useEffect(() => {
    if (editing && loggedIn)
      keepCommentEdit(communitySeq, comment.commentSeq, text === comment.content ? null : text);
  }, [editing, loggedIn, text, communitySeq, comment.commentSeq, comment.content]);
  const closeEdit = () => {
    keepCommentEdit(communitySeq, comment.commentSeq, null);
    setEditing(false);
  };
  const editRef = useRef<HTMLTextAreaElement>(null);
  // Sized as the box opens (it is there only while editing) and as it is typed in.
  useAutoGrow(editRef, editing ? text : '');
  // 수정 goes as the box opens: the focus goes into the box, after the last word (the phone's keyboard comes up),
  // where it fell to the page's top and the box had to be tapped again.
  useEffect(() => {
    const box = editRef.current;
    if (!editing || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [editing]);
  useEffect(() => {
    if (!editing) return;
    onEditing(true);
    return () => onEditing(false);
  }, [editing, onEditing]);
  const edit = useEditComment(communitySeq);
  const remove = useDeleteComment(communitySeq);
  const editTooLong = editing ? tooLongMessage('댓글은', text, LIMITS.comment) : null;
  const editTooLongId = `comment-${comment.commentSeq}-too-long`;
  const whySaveWaits = useWhyBlocked(
    !editing
      ? null
      : !text.trim()
        ? { hint: '댓글을 입력해 주세요.', field: () => editRef.current }
        : editTooLong
          ? { hint: editTooLong, field: () => editRef.current, describedBy: editTooLongId }
          : null,
  );

  const litClass = lit ? ` ${styles.lit}` : '';
  if (comment.deleted) return <p className={`${styles.gone}${litClass}`}>삭제된 댓글이에요</p>;
  if (comment.hidden) return <p className={`${styles.gone}${litClass}`}>신고가 접수되어 가려진 댓글입니다</p>;

  const onDelete = async () => {
    if (!(await dialog.confirm({ text: '댓글을 삭제할까요?', confirmText: '삭제' }))) return;
    remove.mutate(comment.commentSeq, { onSuccess: onDeleted, onError: (e) => toastError(e) });
  };
  const onSave = () =>
    !whySaveWaits.stopped() &&
    edit.mutate(
      { commentSeq: comment.commentSeq, content: text },
      { onSuccess: closeEdit, onError: (e) => toastError(e) },
    );

  return (
    <div ref={root} className={`${styles.comment}${litClass}`}>
      <AuthorLine small author={comment.author} at={comment.createdAt} edited={comment.edited} />
      {editing ? (
        <div className={styles.editBox}>
          <textarea
            ref={editRef}
            className={styles.input}
            aria-label="댓글 수정"
            rows={1}
            value={text}
            aria-invalid={editTooLong ? true : undefined}
            aria-describedby={editTooLong ? editTooLongId : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {editTooLong ? (
            <p id={editTooLongId} role="alert" className={styles.error}>
              {editTooLong}
            </p>
          ) : null}
          <div className={styles.commentActions}>
            <button type="button" className={styles.textButton} onClick={closeEdit}>
              취소
            </button>
            <button
              type="button"
              className={styles.textButton}
              disabled={edit.isPending}
              {...whySaveWaits.buttonProps}
              onClick={onSave}
            >
              저장
            </button>
            {whySaveWaits.hiddenHint}
          </div>
        </div>
      ) : (
        <p className={styles.commentText}>
          <LinkedText text={comment.content ?? ''} />
        </p>
      )}
      {!editing ? (
        <div className={styles.commentActions}>
          {onReply ? (
            <button type="button" className={styles.textButton} onClick={onReply}>
              답글 달기
            </button>
          ) : null}
          {comment.mine ? (
            <>
              <button
                type="button"
                ref={editButton}
                className={styles.textButton}
                onClick={() => {
                  // What was typed in an edit that was cancelled is not the comment: start from the comment itself.
                  setText(comment.content ?? '');
                  setEditing(true);
                }}
              >
                수정
              </button>
              <button type="button" className={styles.textButton} onClick={() => void onDelete()}>
                삭제
              </button>
            </>
          ) : (
            <button type="button" className={styles.textButton} onClick={() => onReport(comment.commentSeq)}>
              신고
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}

function Composer({
  communitySeq,
  replyTo,
  onClearReply,
  onWritten,
  inputRef,
  docked,
}: {
  communitySeq: number;
  replyTo: { commentSeq: number; nickname: string } | null;
  onClearReply: () => void;
  /** Posted: the comment as the thread shows it (already in its place in the cached thread). */
  onWritten: (comment: CommunityReply) => Promise<void>;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
  /** Held at the bottom of the screen; false: in its place at the thread's end (a comment is being edited). */
  docked: boolean;
}) {
  const loggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  // What was typed here before (the login that ended on 등록 and came back, or another visit) is in the box again.
  const [text, setText] = useState(() => readCommentDraft(communitySeq)?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const write = useWriteComment(communitySeq);
  // Kept only while someone is logged in: the box is theirs (a guest has no box, and a logout forgets drafts).
  useEffect(() => {
    if (loggedIn) keepCommentDraft(communitySeq, { text, replyTo });
  }, [loggedIn, communitySeq, text, replyTo]);
  // One comment per tap (useOneAtATime: a double tap comes before the busy state): otherwise
  // each POST adds a comment.
  const [sending, once] = useOneAtATime();
  const form = useRef<HTMLFormElement>(null);
  useAutoGrow(inputRef, text);
  const tooLong = tooLongMessage('댓글은', text, LIMITS.comment);
  // 등록 says what it waits for, and a tap on it while the box is empty (or too long) takes the focus into the box.
  const why = useWhyBlocked(
    !text.trim()
      ? { hint: replyTo ? '답글을 입력해 주세요.' : '댓글을 입력해 주세요.', field: () => inputRef.current }
      : tooLong
        ? { hint: tooLong, field: () => inputRef.current, describedBy: 'comment-too-long' }
        : null,
  );

  if (!loggedIn)
    return (
      <div className={styles.composer}>
        <Link className={styles.loginLink} to={authHref(pathname + search)}>
          로그인하고 댓글 쓰기
        </Link>
      </div>
    );

  const submit = () =>
    once(async () => {
      if (why.stopped()) return;
      setError(null);
      // Posted or not, the focus stays in the box (등록, busy meanwhile and then disabled when empty, dropped it to the
      // page's top): the next comment, or the retry with the text kept, is typed at once.
      const keepFocus = form.current?.contains(document.activeElement);
      const body = { content: text, parentSeq: replyTo?.commentSeq ?? null };
      // The same comment sent again (등록 after a network error, its answer lost) goes with the same clientId, so
      // the API answers the comment it wrote instead of writing it twice; another text or reply gets a new one.
      const written = `comment.${communitySeq}`;
      const clientId = clientIdFor(written, JSON.stringify(body));
      try {
        const { comment } = await write.mutateAsync({ ...body, clientId });
        forgetClientId(written);
        setText('');
        onClearReply();
        await onWritten(comment);
      } catch (e) {
        // The comment replied to was deleted meanwhile (the thread is read again, useWriteComment): the text, kept,
        // is no longer a reply to it, and 등록 posts it as a comment of its own (it was refused forever).
        if (isParentGone(e, body.parentSeq)) {
          onClearReply();
          setError(PARENT_GONE);
        }
        // A session that ended says so in its own alert (the shared 401 rule), and the text waits as a draft.
        else if (!isUnauthorized(e)) setError(errorMessage(e));
      }
      if (keepFocus) inputRef.current?.focus();
    });

  return (
    <form
      ref={form}
      id={COMPOSER}
      className={docked ? styles.composer : `${styles.composer} ${styles.undocked}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {replyTo ? (
        <p className={styles.replyTo}>
          <span>{replyTo.nickname ? `${replyTo.nickname}님에게 답글` : '답글'}</span>
          <button type="button" className={styles.textButton} onClick={onClearReply}>
            취소
          </button>
        </p>
      ) : null}
      <div className={styles.composerRow}>
        <textarea
          ref={inputRef}
          className={styles.input}
          aria-label={replyTo ? '답글' : '댓글'}
          placeholder={replyTo ? '답글을 남겨 주세요' : '댓글을 남겨 주세요'}
          value={text}
          rows={1}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={tooLong ? 'comment-too-long' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <Button
          type="submit"
          fullWidth={false}
          loading={sending}
          {...why.buttonProps}
          // A tap keeps the focus (and the phone's keyboard) in the box.
          onMouseDown={(e) => e.preventDefault()}
        >
          등록
        </Button>
        {/* The button's description only: on screen, the box's placeholder says the same. */}
        {why.hiddenHint}
      </div>
      <p className={styles.composerMeta}>
        {tooLong ? (
          <span id="comment-too-long" role="alert" className={styles.error}>
            {tooLong}
          </span>
        ) : error ? (
          <span role="alert" className={styles.error}>
            {error}
          </span>
        ) : (
          <span />
        )}
        <span aria-hidden="true" className={`${styles.composerCount} ${tooLong ? styles.over : ''}`}>
          {charCount(text)}/{LIMITS.comment}
        </span>
      </p>
    </form>
  );
}
