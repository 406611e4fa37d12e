// POST / DELETE /v2/community/{communitySeq}/like, from the post's page and from its card in a list (feed, search): one
// mutation for both. Optimistic: the heart and the count change at once on the post and in every cached list
// (like-cache.ts, loaded with the first tap: the feed's first load carries only this hook). Taps on one post are sent
// in turn (a mutation scope).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, queryKeys } from '@guardian/shared';

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

export const setLike = (communitySeq: number, liked: boolean) =>
  liked
    ? apiPost<LikeState>(`/v2/community/${communitySeq}/like`)
    : apiDelete<LikeState>(`/v2/community/${communitySeq}/like`);

const likeCache = () => import('./like-cache');

export function useToggleLike(communitySeq: number) {
  const queryClient = useQueryClient();
  const mutationKey = ['community', 'like', communitySeq];
  return useMutation({
    mutationKey,
    // Quick taps go to the API one after another, in the order tapped: sent together, a like and its undo could be
    // applied (and counted) out of order, and the heart ended up liked while the post was not.
    scope: { id: `community-like-${communitySeq}` },
    onMutate: async (liked: boolean) => (await likeCache()).optimistic(queryClient, communitySeq, liked),
    mutationFn: (liked: boolean) => setLike(communitySeq, liked),
    // Only the last tap's answer is shown: an earlier one would flip the heart back while the next is on its way.
    onSuccess: async (state) => {
      if (queryClient.isMutating({ mutationKey }) <= 1)
        (await likeCache()).patch(queryClient, communitySeq, state);
    },
    onError: async (e, _liked, ctx) => (await likeCache()).failed(queryClient, communitySeq, e, ctx?.before),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.mine('likes') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.counts() });
    },
  });
}
