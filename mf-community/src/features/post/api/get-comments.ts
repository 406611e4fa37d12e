// GET /v2/community/{communitySeq}/comment-threads: the newest comments first, each with its newest replies, and
// older ones page by page (이전 댓글 더보기); opened at one comment (a link from 내가 쓴 댓글), the page around it, with
// newer ones below it page by page too (다음 댓글 더보기). GET /v2/community/comments/{commentSeq}/replies: a comment's
// older replies the same way (이전 답글 더보기), and in the thread opened at a reply, its newer ones (다음 답글 더보기).
// Each page lists its comments oldest first.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError, apiGet, queryKeys, type ApiGet, whenOlderThan } from '@guardian/shared';
import { POST_PAGE_FRESH_MS } from '../../../api/get-post';
import type { CommunityComment, CommunityReply } from '../../../api/types';

export type ThreadPage = ApiGet<'/v2/community/{communitySeq}/comment-threads'>;
type ReplyPage = ApiGet<'/v2/community/comments/{commentSeq}/replies'>;
/** Which page: the newest (null), before a cursor (older), after one (newer), or around a comment. */
type ThreadParam = { cursor: string } | { after: string } | { around: number } | null;
type Threads = InfiniteData<ThreadPage, ThreadParam>;
type Replies = InfiniteData<ReplyPage, string>;

const THREAD_PAGE_SIZE = 20;
export const REPLY_PAGE_SIZE = 20;

export const getThreads = (communitySeq: number, param: ThreadParam, signal?: AbortSignal) =>
  apiGet<ThreadPage>(
    `/v2/community/${communitySeq}/comment-threads`,
    { size: THREAD_PAGE_SIZE, ...param },
    { signal },
  );

/** A comment's replies before `cursor` (older) or after it (newer). */
export const getReplies = (
  commentSeq: number,
  cursor: string,
  signal?: AbortSignal,
  way: 'cursor' | 'after' = 'cursor',
) =>
  apiGet<ReplyPage>(
    `/v2/community/comments/${commentSeq}/replies`,
    { size: REPLY_PAGE_SIZE, [way]: cursor },
    { signal },
  );

/**
 * The page around a comment; one the post no longer has (or never had) opens the newest page instead, its anchor
 * saying the comment is gone.
 */
async function getAround(communitySeq: number, commentSeq: number, signal?: AbortSignal) {
  try {
    return await getThreads(communitySeq, { around: commentSeq }, signal);
  } catch (e) {
    if (!(e instanceof ApiError) || e.resultCode !== 'COMMUNITY_COMMENT_NOT_FOUND') throw e;
    const newest = await getThreads(communitySeq, null, signal);
    return { ...newest, anchor: { commentSeq, threadSeq: commentSeq, deleted: true } };
  }
}

/** The post's threads; opened at a comment (`around`), a query of its own, paged both ways from there. */
const threadsKey = (communitySeq: number, around: number | null) =>
  around == null
    ? queryKeys.community.comments(communitySeq)
    : ([...queryKeys.community.comments(communitySeq), 'around', around] as const);

export const threadsQueryOptions = (communitySeq: number, around: number | null = null) =>
  infiniteQueryOptions({
    queryKey: threadsKey(communitySeq, around) as QueryKey,
    queryFn: ({ pageParam, signal }) =>
      pageParam && 'around' in pageParam
        ? getAround(communitySeq, pageParam.around, signal)
        : getThreads(communitySeq, pageParam, signal),
    initialPageParam: (around == null ? null : { around }) as ThreadParam,
    // The pages go newest first: older ones are added at the end, newer ones at the start.
    getNextPageParam: (last: ThreadPage): ThreadParam | undefined =>
      last.nextCursor ? { cursor: last.nextCursor } : undefined,
    getPreviousPageParam: (first: ThreadPage): ThreadParam | undefined =>
      first.newerCursor ? { after: first.newerCursor } : undefined,
  });

/**
 * Asked for as the post screen opens, beside the post (it shows the thread once the post is on screen), and again
 * with the post when the page is shown again after a while: comments written meanwhile come in.
 */
export const useThreads = (communitySeq: number, around: number | null = null) =>
  useInfiniteQuery({
    ...threadsQueryOptions(communitySeq, around),
    refetchOnWindowFocus: whenOlderThan(POST_PAGE_FRESH_MS),
  });

/**
 * Under the thread's key, so that reading the thread again reads these again too; each starting point its own (a
 * thread opened at a reply pages from there, not from its newest replies).
 */
const repliesKey = (communitySeq: number, commentSeq: number, way: 'cursor' | 'after', from: string) =>
  [...queryKeys.community.comments(communitySeq), 'replies', commentSeq, way, from] as const;

/** A comment's replies older than `before` (the oldest its thread shows), asked for once `open`. */
export const useOlderReplies = (communitySeq: number, commentSeq: number, before: string, open: boolean) =>
  useInfiniteQuery({
    queryKey: repliesKey(communitySeq, commentSeq, 'cursor', before),
    queryFn: ({ pageParam, signal }) => getReplies(commentSeq, pageParam, signal),
    initialPageParam: before,
    getNextPageParam: (last: ReplyPage) => last.nextCursor ?? undefined,
    enabled: open,
  });

/** A comment's replies newer than `after` (the newest its thread shows, opened at a reply), asked for once `open`. */
export const useNewerReplies = (communitySeq: number, commentSeq: number, after: string, open: boolean) =>
  useInfiniteQuery({
    queryKey: repliesKey(communitySeq, commentSeq, 'after', after),
    queryFn: ({ pageParam, signal }) => getReplies(commentSeq, pageParam, signal, 'after'),
    initialPageParam: after,
    getNextPageParam: (last: ReplyPage) => last.newerCursor ?? undefined,
    enabled: open,
  });

/** The post's cached thread lists: the newest-first one and any opened at a comment (not the reply pages). */
export const isThreadList = (communitySeq: number) => {
  const base = queryKeys.community.comments(communitySeq);
  return (query: { queryKey: QueryKey }) =>
    base.every((part, i) => query.queryKey[i] === part) &&
    (query.queryKey.length === base.length || query.queryKey[base.length] === 'around');
};

/** The pages' comments in reading order: the oldest page first, each oldest first. */
export const oldestFirst = <C>(pages: { items: C[] }[]) => [...pages].reverse().flatMap((p) => p.items);

/**
 * The comments of a list that has newer ones not read yet (`newerCursor`: the newest read before them, as a page
 * gives it), split at that gap: those read up to it, and those after it. After it are only ones written here
 * meanwhile (addWritten): newer than all in the gap, they show below its 더보기, not above comments older than them.
 * No gap (null: the list reaches the newest): all are read up to it.
 */
export function splitAtGap<C extends { commentSeq: number }>(
  list: C[],
  newerCursor: string | null | undefined,
): [upToGap: C[], afterGap: C[]] {
  if (newerCursor == null) return [list, []];
  const newestRead = Number(newerCursor);
  return [list.filter((c) => c.commentSeq <= newestRead), list.filter((c) => c.commentSeq > newestRead)];
}

/** Changes one comment or reply wherever the post's cached threads and reply pages hold it. */
export function patchComment(
  queryClient: QueryClient,
  communitySeq: number,
  commentSeq: number,
  patch: (c: CommunityReply) => CommunityReply,
) {
  patchComments(queryClient, communitySeq, (c) => c.commentSeq === commentSeq, patch);
}

/** `patchComment` for every comment and reply of the post's cached lists that `which` picks. */
export function patchComments(
  queryClient: QueryClient,
  communitySeq: number,
  which: (c: CommunityReply) => boolean,
  patch: (c: CommunityReply) => CommunityReply,
) {
  const one = <C extends CommunityReply>(c: C): C => (which(c) ? { ...c, ...patch(c) } : c);
  queryClient.setQueriesData<Threads>(
    { predicate: isThreadList(communitySeq) },
    (old) =>
      old && {
        ...old,
        pages: old.pages.map((p) => ({
          ...p,
          items: p.items.map((t) => ({ ...one(t), replies: t.replies.map(one) })),
        })),
      },
  );
  queryClient.setQueriesData<Replies>(
    { queryKey: [...queryKeys.community.comments(communitySeq), 'replies'] },
    (old) => old && { ...old, pages: old.pages.map((p) => ({ ...p, items: p.items.map(one) })) },
  );
}

/**
 * A comment just written, in its place without reading the list again (which would move what is on screen): a
 * comment after the newest, a reply after its comment's newest reply; in every list of the post's threads that is
 * cached (the newest-first one, one opened at a comment). False when none is. In a list opened at a comment with
 * newer ones not read yet, it shows after their 더보기 (splitAtGap), where it belongs.
 */
export function addWritten(queryClient: QueryClient, communitySeq: number, comment: CommunityReply): boolean {
  const { parentSeq } = comment;
  const add = (threads: Threads): Threads => ({
    ...threads,
    pages:
      parentSeq == null
        ? threads.pages.map((p, i) =>
            i === 0
              ? { ...p, items: [...p.items, { ...comment, replies: [], replyCount: 0, newerReplyCount: 0 }] }
              : p,
          )
        : threads.pages.map((p) => ({
            ...p,
            items: p.items.map((t: CommunityComment) =>
              t.commentSeq === parentSeq
                ? { ...t, replies: [...t.replies, comment], replyCount: t.replyCount + 1 }
                : t,
            ),
          })),
  });
  const lists = queryClient.getQueriesData<Threads>({ predicate: isThreadList(communitySeq) });
  let placed = false;
  for (const [key, threads] of lists)
    if (threads) {
      queryClient.setQueryData<Threads>(key, add(threads));
      placed = true;
    }
  return placed;
}
