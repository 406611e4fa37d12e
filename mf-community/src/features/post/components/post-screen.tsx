// `/community/{communitySeq}`: the post (photos open full screen), like, comments with replies,
// edit or delete my own, report someone else's or block its author (⋯, and 신고 and 차단 on each comment). Reading needs
// no account; acting asks for one.
// `?comment={commentSeq}` (a link from 내가 쓴 댓글 or a 소식 notification) opens it at that comment. #tags open their
// search. The post and its thread are read again when the page is shown again after a while (usePost's `live`).
// A post by someone I blocked (opened by a link: the lists leave it out) is held back, its comments with it, until I
// ask to see it or unblock them (blocked-post.tsx).
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  PageHeader,
  PageHeaderMenuButton,
  QueryState,
  ShareButton,
  Skeleton,
  dialog,
  firstChars,
  formatCount,
  isNotFound,
  toast,
  toastError,
  BottomSheet,
  routeId,
  useGoBack,
  useIsLoggedIn,
} from '@guardian/shared';
import { LinkedText } from '@guardian/shared/forms';
import { usePost } from '../../../api/get-post';
import { useToggleLike } from '../../../api/toggle-like';
import type { CommunityPost } from '../../../api/types';
import { AuthorLine } from '../../../components/author-line';
import { Bubble, Heart } from '../../../components/post-card';
import { paths } from '../../../config/paths';
import { FROM_POST } from '../../../lib/edit-entry';
import { tagHref } from '../../../lib/tag-href';
import { useRequireLogin } from '../../../lib/use-require-login';
import { isBlockedPost, useBlockUser, useUnblockUser } from '../api/block-user';
import { useDeletePost } from '../api/delete-post';
import { readReportDraft } from '../lib/report-draft';
import { forgetPost } from '../api/forget-post';
import { BlockedPost } from './blocked-post';
import { Comments } from './comments';
import { PostPhotos } from './post-photos';
import { ReportSheet } from './report-sheet';
import type { ReportTarget } from '../api/report';
import styles from './post.module.css';

export function PostScreen() {
  const param = routeId(useParams().communitySeq);
  const communitySeq = param ?? 0;
  const post = usePost(param, { live: true });
  const anchor = commentParam(useSearchParams()[0].get('comment'));
  const goBack = useGoBack();
  const [report, setReport] = useState<ReportTarget | null>(null);
  const [menu, setMenu] = useState(false);
  const [othersMenu, setOthersMenu] = useState(false);
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const remove = useDeletePost();

  // The address names no post, or the API says it is gone (deleted, or hidden from me) even when it was read before.
  const gone = param === null || isNotFound(post.error);
  const data = gone ? undefined : post.data;
  // Gone since the list it was opened from was read (its author deleted it): that list forgets it too, as after my
  // own delete. Kept, back there it still offered the post, one tap from this page again.
  const queryClient = useQueryClient();
  const answeredGone = param !== null && isNotFound(post.error);
  useEffect(() => {
    if (answeredGone) forgetPost(queryClient, communitySeq);
  }, [answeredGone, communitySeq, queryClient]);
  // A report refused because the session had ended waits on the post (report-draft.ts): back here logged in (from
  // the login page §8's alert led to), its sheet opens again by itself, as it was left.
  const loggedIn = useIsLoggedIn();
  const shown = data !== undefined;
  useEffect(() => {
    if (!loggedIn || !shown) return;
    const kept = readReportDraft(communitySeq);
    if (kept) setReport((open) => open ?? kept.target);
  }, [loggedIn, shown, communitySeq]);
  const askReport = async (target: ReportTarget) => {
    if (await requireLogin('신고는 로그인한 뒤에 할 수 있어요.')) setReport(target);
  };
  const block = useBlockUser(communitySeq);
  /** 차단하기: asked first (what it does), then their posts and comments go from my screens. */
  const askBlock = async (author: { userSeq: number; nickname: string }, then?: () => void) => {
    if (!(await requireLogin('차단은 로그인한 뒤에 할 수 있어요.'))) return;
    const ok = await dialog.confirm({
      text: `${author.nickname}님을 차단할까요?`,
      subText: `${author.nickname}님의 글과 댓글이 보이지 않아요. 상대에게는 알리지 않아요.`,
      confirmText: '차단하기',
    });
    if (!ok) return;
    block.mutate(author.userSeq, {
      onSuccess: () => {
        toast.success(`${author.nickname}님을 차단했어요`);
        then?.();
      },
      onError: (e) => toastError(e),
    });
  };
  const onDelete = async () => {
    setMenu(false);
    const ok = await dialog.confirm({
      text: '글을 삭제할까요?',
      subText: '삭제한 글은 되돌릴 수 없어요.',
      confirmText: '삭제',
    });
    if (!ok) return;
    remove.mutate(communitySeq, {
      onSuccess: () => {
        toast.success('글을 삭제했어요');
        // Back to the list it was opened from (refreshed without it), or the feed in its place for a post opened by
        // a link: replacing it with a new feed left the old list behind it, one back away.
        goBack();
      },
      onError: (e) => toastError(e),
    });
  };

  // By someone I blocked: held back (its text, photos and comments) until 이 글 보기 (this post, this visit) or 차단 해제.
  const [seenAnyway, setSeenAnyway] = useState<number | null>(null);
  const heldBack = data !== undefined && isBlockedPost(data) && seenAnyway !== communitySeq;
  const unblock = useUnblockUser();
  const onUnblock = (author: { userSeq: number; nickname: string }) =>
    unblock.mutate(author.userSeq, {
      // The post shows at once (its cached entry says so), its comments are read again.
      onSuccess: () => toast.success(`${author.nickname}님 차단을 해제했어요`),
      onError: (e) => toastError(e),
    });

  // The comment box from the first paint (under the post's skeleton), where it stays; the thread, asked for beside the
  // post (not after it: a second round trip), shows once the post is there. Not under a post that is gone or could not
  // be read (nothing to comment on; 다시 시도 brings both back), nor under one held back (its thread not shown).
  const withComments = !gone && !(post.isError && data === undefined) && !heldBack;

  return (
    <div className={styles.page}>
      <PageHeader
        title="게시글"
        back
        right={
          data ? (
            data.mine ? (
              <PageHeaderMenuButton label="내 글 관리" onClick={() => setMenu(true)} />
            ) : (
              <PageHeaderMenuButton label="글 메뉴" onClick={() => setOthersMenu(true)} />
            )
          ) : null
        }
      />
      {/* A read that fails with the post on screen (a refetch after commenting, offline) keeps it there. */}
      <QueryState
        query={post}
        notFound={gone ? '삭제되었거나 볼 수 없는 글이에요.' : undefined}
        // In place of the page that is gone: on top of it, the phone's back returned to it.
        errorAction={{ label: '커뮤니티로', onClick: () => navigate(paths.feed, { replace: true }) }}
        skeleton={<PostSkeleton />}
      >
        {(shown) =>
          heldBack ? (
            <BlockedPost
              nickname={shown.author.nickname}
              onShow={() => setSeenAnyway(communitySeq)}
              onUnblock={() => onUnblock(shown.author)}
              unblocking={unblock.isPending}
            />
          ) : (
            <PostBody post={shown} readHere={post.isFetchedAfterMount && !post.isFetching} />
          )
        }
      </QueryState>
      {withComments ? (
        <Comments
          communitySeq={communitySeq}
          anchor={anchor}
          postShown={shown}
          onReport={(seq) => void askReport({ type: 'COMMENT', seq })}
          onBlock={(author) => void askBlock(author)}
        />
      ) : null}
      <BottomSheet open={menu} onClose={() => setMenu(false)} title="내 글" closeOnBack>
        <div className={styles.menu}>
          <Button
            variant="secondary"
            onClick={() => navigate(paths.edit(communitySeq), { state: FROM_POST })}
          >
            수정하기
          </Button>
          <Button variant="tertiary" loading={remove.isPending} onClick={() => void onDelete()}>
            삭제하기
          </Button>
        </div>
      </BottomSheet>
      <BottomSheet
        open={othersMenu && !!data}
        onClose={() => setOthersMenu(false)}
        title="게시글"
        closeOnBack
      >
        <div className={styles.menu}>
          <Button
            variant="secondary"
            onClick={() => {
              setOthersMenu(false);
              void askReport({ type: 'POST', seq: communitySeq });
            }}
          >
            신고하기
          </Button>
          {data && isBlockedPost(data) ? (
            <Button
              variant="tertiary"
              loading={unblock.isPending}
              onClick={() => {
                setOthersMenu(false);
                onUnblock(data.author);
              }}
            >
              차단 해제
            </Button>
          ) : (
            <Button
              variant="tertiary"
              loading={block.isPending}
              onClick={() => {
                setOthersMenu(false);
                // Blocked, the post is no longer in my lists: back to the one it was opened from.
                if (data) void askBlock(data.author, goBack);
              }}
            >
              차단하기
            </Button>
          )}
        </div>
      </BottomSheet>
      <ReportSheet
        communitySeq={communitySeq}
        target={report}
        onClose={() => setReport(null)}
        // Reported, the post is no longer there for this person (their feed and search leave it out; hidden by
        // enough reports, reading it again answers 404): back to the list it was opened from, which no longer holds it.
        onPostReported={goBack}
      />
    </div>
  );
}

/** `?comment=`: a comment's seq, or none (a value that is not one opens the post as usual). */
function commentParam(value: string | null) {
  const seq = routeId(value ?? undefined);
  return seq != null && seq <= 2_147_483_647 ? seq : null;
}

/** A like tapped while logged out, finished when the person comes back from the login page. */
const PENDING_LIKE = 'guardian:community-pending-like';

/**
 * `readHere`: the post has been read since this screen opened and no read is under way. A pending like waits
 * for it: back from the login page the cache still holds the post as read logged out (never liked), and the
 * read this screen starts could answer after the like and put the heart back.
 */
function PostBody({ post, readHere }: { post: CommunityPost; readHere: boolean }) {
  const like = useToggleLike(post.communitySeq);
  const requireLogin = useRequireLogin();
  const loggedIn = useIsLoggedIn();
  const { mutate } = like;
  useEffect(() => {
    if (!loggedIn || !readHere || sessionStorage.getItem(PENDING_LIKE) !== String(post.communitySeq)) return;
    sessionStorage.removeItem(PENDING_LIKE);
    if (!post.liked) mutate(true);
  }, [loggedIn, readHere, post.communitySeq, post.liked, mutate]);
  const onLike = async () => {
    const ok = await requireLogin('좋아요는 로그인한 뒤에 누를 수 있어요.', () =>
      sessionStorage.setItem(PENDING_LIKE, String(post.communitySeq)),
    );
    if (ok) like.mutate(!post.liked);
  };
  return (
    <article className={styles.post}>
      {post.hidden ? (
        <p className={styles.notice} role="note">
          신고가 여러 번 접수되어 검토 중인 글이에요. 검토가 끝날 때까지 다른 사람에게 보이지 않아요.
        </p>
      ) : null}
      <AuthorLine author={post.author} at={post.createdAt} edited={post.edited} />
      {post.breedName ? <span className={styles.tag}>#{post.breedName}</span> : null}
      <p className={styles.text}>
        <LinkedText text={post.content} tagHref={tagHref} />
      </p>
      {post.photos.length ? <PostPhotos photos={post.photos} /> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.like}
          aria-pressed={post.liked}
          aria-label={`좋아요 ${formatCount(post.likeCount)}개${post.liked ? ', 취소하기' : ', 누르기'}`}
          onClick={() => void onLike()}
        >
          <Heart filled={post.liked} size={22} /> {formatCount(post.likeCount)}
        </button>
        <span className={styles.count} role="img" aria-label={`댓글 ${formatCount(post.commentCount)}개`}>
          <Bubble size={22} /> {formatCount(post.commentCount)}
        </span>
        {/* A post under review is seen by no one else: nothing to share. */}
        {post.hidden ? null : (
          <span className={styles.share}>
            <ShareButton title={`${post.author.nickname}님의 글`} text={firstChars(post.content, 60)} />
          </span>
        )}
      </div>
    </article>
  );
}

function PostSkeleton() {
  return (
    <div className={styles.post} role="status" aria-busy="true" aria-label="글을 불러오는 중">
      <Skeleton width={160} height={36} />
      <Skeleton height={16} />
      <Skeleton height={16} width="70%" />
      <Skeleton height={200} radius={12} />
    </div>
  );
}
