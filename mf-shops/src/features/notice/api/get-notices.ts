import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { NoticePage } from './types';

/**
 * Sent with the owner's session (the list is shown only to an owner): each notice says whether it is new to them
 * (`unread`, the "N"), and the page how many are. Without a session the API answers the same list with none new.
 */
export const getNotices = (shopId: number, page: number) =>
  apiGet<NoticePage>('/v2/notices', { shopId, page, size: 20 });

export const noticesQueryOptions = (shopId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notices.list(shopId),
    queryFn: ({ pageParam }) => getNotices(shopId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    // A notice the shop posts while the app is away is on the list when it is back.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useNotices = (shopId: number) => useInfiniteQuery(noticesQueryOptions(shopId));
