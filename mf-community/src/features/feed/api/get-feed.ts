// GET /v2/community: the feed, newest first or most liked, page by page with the API's cursor.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { FeedPage } from '../../../api/types';

export type FeedSort = 'NEWEST' | 'POPULAR';
const PAGE_SIZE = 20;

export const getFeedPage = (sort: FeedSort, cursor: string | null, signal?: AbortSignal) =>
  apiGet<FeedPage>('/v2/community', { sort, size: PAGE_SIZE, ...(cursor ? { cursor } : {}) }, { signal });

export const feedQueryOptions = (sort: FeedSort) =>
  infiniteQueryOptions({
    queryKey: queryKeys.community.feed({ sort }),
    queryFn: ({ pageParam, signal }) => getFeedPage(sort, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FeedPage) => last.nextCursor ?? undefined,
  });

export const useFeed = (sort: FeedSort) => useInfiniteQuery(feedQueryOptions(sort));
