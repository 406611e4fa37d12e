import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { publicGet, queryKeys, type Page, whenOlderThan } from '@guardian/shared';
import type { Notice } from './types';

export const getNotices = (shopId: number, page: number) =>
  publicGet<Page<Notice>>('/v2/notices', { shopId, page, size: 20 });

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
