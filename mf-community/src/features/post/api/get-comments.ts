// GET /v2/community/{communitySeq}/comment-threads: the newest comments first, each with its newest replies, and
// older ones page by page (이전 댓글 더보기); GET /v2/community/comments/{commentSeq}/replies: a comment's older
// replies, the same way (이전 답글 더보기). Each page lists its comments oldest first.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet } from '@guardian/shared';
import type { CommunityComment, CommunityReply } from '../../../api/types';

type ThreadPage = ApiGet<'/v2/community/{communitySeq}/comment-threads'>;
type ReplyPage = ApiGet<'/v2/community/comments/{commentSeq}/replies'>;
type Threads = InfiniteData<ThreadPage, string | null>;
type Replies = InfiniteData<ReplyPage, string>;

const THREAD_PAGE_SIZE = 20;
export const REPLY_PAGE_SIZE = 20;

const page = (cursor: string | null, size: number) => ({ size, ...(cursor ? { cursor } : {}) });

export const getThreads = (communitySeq: number, cursor: string | null, signal?: AbortSignal) =>
  apiGet<ThreadPage>(`/v2/community/${communitySeq}/comment-threads`, page(cursor, THREAD_PAGE_SIZE), {
    signal,
  });

export const getReplies = (commentSeq: number, cursor: string, signal?: AbortSignal) =>
  apiGet<ReplyPage>(`/v2/community/comments/${commentSeq}/replies`, page(cursor, REPLY_PAGE_SIZE), {
    signal,
  });

export const threadsQueryOptions = (communitySeq: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.community.comments(communitySeq),
    queryFn: ({ pageParam, signal }) => getThreads(communitySeq, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ThreadPage) => last.nextCursor ?? undefined,
  });

export const useThreads = (communitySeq: number) => useInfiniteQuery(threadsQueryOptions(communitySeq));

/** Under the thread's key, so that reading the thread again reads these again too. */
const repliesKey = (communitySeq: number, commentSeq: number) =>
  [...queryKeys.community.comments(communitySeq), 'replies', commentSeq] as const;

/** A comment's replies older than `before` (the oldest its thread shows), asked for once `open`. */
export const useOlderReplies = (communitySeq: number, commentSeq: number, before: string, open: boolean) =>
  useInfiniteQuery({
    queryKey: repliesKey(communitySeq, commentSeq),
    queryFn: ({ pageParam, signal }) => getReplies(commentSeq, pageParam, signal),
    initialPageParam: before,
    getNextPageParam: (last: ReplyPage) => last.nextCursor ?? undefined,
    enabled: open,
  });

/** The pages' comments in reading order: the oldest page first, each oldest first. */
export const oldestFirst = <C>(pages: { items: C[] }[]) => [...pages].reverse().flatMap((p) => p.items);

/** Changes one comment or reply wherever the post's cached threads and reply pages hold it. */
export function patchComment(
  queryClient: QueryClient,
  communitySeq: number,
  commentSeq: number,
  patch: (c: CommunityReply) => CommunityReply,
) {
  const one = <C extends CommunityReply>(c: C): C =>
    c.commentSeq === commentSeq ? { ...c, ...patch(c) } : c;
  queryClient.setQueryData<Threads>(
    queryKeys.community.comments(communitySeq),
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
 * comment after the newest, a reply after its comment's newest reply.
 */
export function addWritten(queryClient: QueryClient, communitySeq: number, comment: CommunityReply): boolean {
  const key = queryKeys.community.comments(communitySeq);
  const threads = queryClient.getQueryData<Threads>(key);
  if (!threads) return false;
  const { parentSeq } = comment;
  const pages =
    parentSeq == null
      ? threads.pages.map((p, i) =>
          i === 0 ? { ...p, items: [...p.items, { ...comment, replies: [], replyCount: 0 }] } : p,
        )
      : threads.pages.map((p) => ({
          ...p,
          items: p.items.map((t: CommunityComment) =>
            t.commentSeq === parentSeq
              ? { ...t, replies: [...t.replies, comment], replyCount: t.replyCount + 1 }
              : t,
          ),
        }));
  queryClient.setQueryData<Threads>(key, { ...threads, pages });
  return true;
}
