// POST /v2/community/blocks/{userSeq} (차단하기). Blocked, someone's posts leave my cached feeds, search pages and
// 좋아요한 글 at once, a post of theirs I open again says it is by someone I blocked, and their comments on this post
// read as 차단한 사용자의 댓글 in place (the API does the same from now on); the lists are read again, and so are my
// page's lists and 설정's 차단한 사용자. They are not told.
// DELETE /v2/community/blocks/{userSeq} (차단 해제, from the post they wrote): the post shows at once, and everything that
// left them out is read again (as 설정's 해제 does, mf-mypage features/setting/api/blocked-users.ts).
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, queryKeys } from '@guardian/shared';
import type { CommunityPost } from '../../../api/types';
import { patchComments } from './get-comments';

type PostPages = InfiniteData<{ items: { author: { userSeq: number } }[] }>;

/** 설정's 차단한 사용자 (mf-mypage reads the same key). */
const BLOCKS_KEY = ['community', 'blocks'] as const;
/** Every post's own entry (GET /v2/community/{communitySeq}). */
const POSTS_KEY = ['community', 'post'] as const;

const blockUser = (userSeq: number) =>
  apiPost<{ userSeq: number; blocked: boolean }>(`/v2/community/blocks/${userSeq}`);
const unblockUser = (userSeq: number) =>
  apiDelete<{ userSeq: number; blocked: boolean }>(`/v2/community/blocks/${userSeq}`);

/**
 * The API's `blocked` on a post (the viewer blocked its author). An answer without it (an API from before) is a post
 * shown as before.
 */
export const isBlockedPost = (post: CommunityPost): boolean => post.blocked === true;

/** The cached posts (their own entries) by `userSeq` marked blocked or not, as the API now answers them. */
function markPosts(queryClient: QueryClient, userSeq: number, blocked: boolean) {
  queryClient.setQueriesData<CommunityPost>({ queryKey: POSTS_KEY }, (old) =>
    old && old.author.userSeq === userSeq ? { ...old, blocked } : old,
  );
}

/** `communitySeq`: the post whose page blocks (its author, or the author of one of its comments). */
export function useBlockUser(communitySeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userSeq: number) => blockUser(userSeq),
    onSuccess: (_state, userSeq) => {
      const without = (data: PostPages | undefined) =>
        data && {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            items: p.items.filter((i) => i.author.userSeq !== userSeq),
          })),
        };
      for (const queryKey of [
        queryKeys.community.feeds(),
        ['community', 'search'],
        queryKeys.community.mine('likes'),
      ])
        queryClient.setQueriesData<PostPages>({ queryKey }, without);
      markPosts(queryClient, userSeq, true);
      patchComments(
        queryClient,
        communitySeq,
        (c) => !c.deleted && c.author?.userSeq === userSeq,
        (c) => ({ ...c, content: null, blocked: true }),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.feeds() });
      void queryClient.invalidateQueries({ queryKey: ['community', 'search'] });
      void queryClient.invalidateQueries({ queryKey: ['community', 'comments'] });
      // 좋아요한 글 leaves them out too (and its count, which is `counts`).
      void queryClient.invalidateQueries({ queryKey: ['community', 'my'] });
      void queryClient.invalidateQueries({ queryKey: BLOCKS_KEY });
    },
  });
}

/**
 * 차단 해제 from a post by someone I blocked: their posts (this one at once) and comments show again; the feeds, search,
 * threads, my page's lists and 설정's list that left them out are read again. Nothing is told to them.
 */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userSeq: number) => unblockUser(userSeq),
    onSuccess: (_state, userSeq) => {
      markPosts(queryClient, userSeq, false);
      // Their comments' text is not in the cache (the API left it out): the threads are read again, like the rest.
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.all });
    },
  });
}
