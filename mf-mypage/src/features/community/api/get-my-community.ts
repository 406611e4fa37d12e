// GET /v2/community/my/posts, /my/likes and /my/comments: my page's community lists, page by page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet } from '@guardian/shared';

export type MyList = 'posts' | 'likes' | 'comments';
export type PostPage = ApiGet<'/v2/community/my/posts'>;
export type CommentPage = ApiGet<'/v2/community/my/comments'>;
type PageOf<L extends MyList> = L extends 'comments' ? CommentPage : PostPage;

const PAGE_SIZE = 20;

export const getMyCommunity = <L extends MyList>(list: L, page: number, signal?: AbortSignal) =>
  apiGet<PageOf<L>>(`/v2/community/my/${list}`, { page, size: PAGE_SIZE }, { signal });

export const myCommunityQueryOptions = <L extends MyList>(list: L) =>
  infiniteQueryOptions({
    queryKey: queryKeys.community.mine(list),
    queryFn: ({ pageParam, signal }) => getMyCommunity(list, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: PageOf<L>) => (last.hasNext ? last.page + 1 : undefined),
  });

export const useMyCommunity = <L extends MyList>(list: L) => useInfiniteQuery(myCommunityQueryOptions(list));
