// POST /v2/community/blocks/{userSeq} (차단하기). Blocked, someone's posts leave my cached feeds and search pages at once
// and their comments on this post read as 차단한 사용자의 댓글 in place (the API does the same from now on); the lists
// are read again, and so is 설정's 차단한 사용자. They are not told.
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiPost, queryKeys } from '@guardian/shared';
import { patchComments } from './get-comments';

type PostPages = InfiniteData<{ items: { author: { userSeq: number } }[] }>;

/** 설정's 차단한 사용자 (mf-mypage reads the same key). */
const BLOCKS_KEY = ['community', 'blocks'] as const;

const blockUser = (userSeq: number) =>
  apiPost<{ userSeq: number; blocked: boolean }>(`/v2/community/blocks/${userSeq}`);

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
      for (const queryKey of [queryKeys.community.feeds(), ['community', 'search']])
        queryClient.setQueriesData<PostPages>({ queryKey }, without);
      patchComments(
        queryClient,
        communitySeq,
        (c) => !c.deleted && c.author?.userSeq === userSeq,
        (c) => ({ ...c, content: null, blocked: true }),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.feeds() });
      void queryClient.invalidateQueries({ queryKey: ['community', 'search'] });
      void queryClient.invalidateQueries({ queryKey: ['community', 'comments'] });
      void queryClient.invalidateQueries({ queryKey: BLOCKS_KEY });
    },
  });
}
