// GET /v2/community/blocks (차단한 사용자, the latest first, page by page) and DELETE /v2/community/blocks/{userSeq}
// (해제). Unblocked, someone leaves the list at once, and the community's lists are read again: their posts and
// comments show there again.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiDelete, apiGet, queryKeys, type ApiGet } from '@guardian/shared';

type BlockedPage = ApiGet<'/v2/community/blocks'>;
export type BlockedUser = BlockedPage['items'][number];

/** The same key mf-community's 차단하기 reads again (features/post/api/block-user.ts). */
const BLOCKS_KEY = [...queryKeys.community.all, 'blocks'] as const;
const PAGE_SIZE = 20;

const blockedUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: BLOCKS_KEY,
    queryFn: ({ pageParam, signal }) =>
      apiGet<BlockedPage>('/v2/community/blocks', { page: pageParam, size: PAGE_SIZE }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: BlockedPage) => (last.hasNext ? last.page + 1 : undefined),
  });

export const useBlockedUsers = (enabled: boolean) =>
  useInfiniteQuery({ ...blockedUsersQueryOptions(), enabled });

export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userSeq: number) => apiDelete(`/v2/community/blocks/${userSeq}`),
    onSuccess: (_answer, userSeq) => {
      queryClient.setQueryData<InfiniteData<BlockedPage>>(
        BLOCKS_KEY,
        (old) =>
          old && {
            ...old,
            pages: old.pages.map((p) => ({ ...p, items: p.items.filter((u) => u.userSeq !== userSeq) })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.all });
    },
  });
}
