// POST / DELETE /v2/community/{communitySeq}/like, from the post's page and from its card in a list (feed, search): one
// mutation for both. Optimistic: the heart and the count change at once on the post and in every cached feed and
// search page, so the card and the page agree whichever was tapped; an error puts them back and says why (a post gone
// meanwhile: it is read again, and its page says it is gone). Taps on one post are sent in turn (a mutation scope).
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, queryKeys, toastError } from '@guardian/shared';
import { rereadIfPostGone } from '../features/post/api/post-gone';
import type { CommunityPost } from './types';

interface LikeState {
  liked: boolean;
  likeCount: number;
}

export const setLike = (communitySeq: number, liked: boolean) =>
  liked
    ? apiPost<LikeState>(`/v2/community/${communitySeq}/like`)
    : apiDelete<LikeState>(`/v2/community/${communitySeq}/like`);

type PostPages = InfiniteData<{ items: CommunityPost[] }>;

/** The lists a post's card is in: the feeds (newest, popular, by breed) and search results. */
const LISTS = [queryKeys.community.feeds(), ['community', 'search']] as const;

/** The post's heart and count as the screens show them: its page's entry, or else its card in a cached list. */
function likeStateOf(queryClient: QueryClient, communitySeq: number): LikeState | undefined {
  const post = queryClient.getQueryData<CommunityPost>(queryKeys.community.post(communitySeq));
  if (post) return post;
  for (const queryKey of LISTS)
    for (const [, data] of queryClient.getQueriesData<PostPages>({ queryKey }))
      for (const page of data?.pages ?? [])
        for (const item of page.items) if (item.communitySeq === communitySeq) return item;
  return undefined;
}

export function useToggleLike(communitySeq: number) {
  const queryClient = useQueryClient();
  const postKey = queryKeys.community.post(communitySeq);

  const patch = (state: LikeState) => {
    queryClient.setQueryData<CommunityPost>(postKey, (old) => (old ? { ...old, ...state } : old));
    for (const queryKey of LISTS)
      queryClient.setQueriesData<PostPages>({ queryKey }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((p) => ({
                ...p,
                items: p.items.map((i) => (i.communitySeq === communitySeq ? { ...i, ...state } : i)),
              })),
            }
          : old,
      );
  };

  const mutationKey = ['community', 'like', communitySeq];
  return useMutation({
    mutationKey,
    // Quick taps go to the API one after another, in the order tapped: sent together, a like and its undo could be
    // applied (and counted) out of order, and the heart ended up liked while the post was not.
    scope: { id: `community-like-${communitySeq}` },
    mutationFn: (liked: boolean) => setLike(communitySeq, liked),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: postKey });
      const found = likeStateOf(queryClient, communitySeq);
      const before = found && { liked: found.liked, likeCount: found.likeCount };
      if (before && before.liked !== liked)
        patch({ liked, likeCount: Math.max(0, before.likeCount + (liked ? 1 : -1)) });
      return { before };
    },
    // Only the last tap's answer is shown: an earlier one would flip the heart back while the next is on its way.
    onSuccess: (state) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) patch(state);
    },
    onError: (e, _liked, ctx) => {
      if (ctx?.before) patch({ liked: ctx.before.liked, likeCount: ctx.before.likeCount });
      // Gone since it was opened (its author deleted it): the page turns into "삭제되었거나 볼 수 없는 글이에요.", which
      // says it in place of a toast.
      if (rereadIfPostGone(queryClient, communitySeq, e)) return;
      // A session that ended says so once, in the shared 401 rule's alert (§8, with 로그인하기): toastError adds none.
      toastError(e);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.mine('likes') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.counts() });
    },
  });
}
