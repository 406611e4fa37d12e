import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { AlbumPage } from './types';

export const getAlbums = (shopId: number, page: number) =>
  apiGet<AlbumPage>('/v2/albums', { shopId, page, size: 20 });

export const albumsQueryOptions = (shopId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.albums.list(shopId),
    queryFn: ({ pageParam }) => getAlbums(shopId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    // An album the shop posts while the app is away is on the list when it is back.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useAlbums = (shopId: number) => useInfiniteQuery(albumsQueryOptions(shopId));
