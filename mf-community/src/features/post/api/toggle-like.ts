// POST / DELETE /v2/community/{communitySeq}/like. Optimistic: the heart and the count change at
// once on the post and in every cached feed page; an error puts them back and says why (a post gone meanwhile: it is
// read again, and its page says it is gone). Taps on one post are sent in turn (a mutation scope).
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiDelete, apiPost, queryKeys, toastError } from '@guardian/shared';
import type { CommunityPost, FeedPage } from '../../../api/types';
import { rereadIfPostGone } from './post-gone';

interface LikeState {
  liked: boolean;
  likeCount: number;
}

export const setLike = (communitySeq: number, liked: boolean) =>
  liked
    ? apiPost<LikeState>(`/v2/community/${communitySeq}/like`)
    : apiDelete<LikeState>(`/v2/community/${communitySeq}/like`);

export function useToggleLike(communitySeq: number) {
  const queryClient = useQueryClient();
  const postKey = queryKeys.community.post(communitySeq);

  const patch = (state: LikeState) => {
    queryClient.setQueryData<CommunityPost>(postKey, (old) => (old ? { ...old, ...state } : old));
    queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: queryKeys.community.feeds() }, (old) =>
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
      const before = queryClient.getQueryData<CommunityPost>(postKey);
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
