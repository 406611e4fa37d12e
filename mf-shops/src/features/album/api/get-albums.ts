import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { AlbumPage } from './types';

/** Every album of my pets at the shops I am linked to, newest day first (no shopId: all of them, each named). */
export const getAlbums = (page: number) => apiGet<AlbumPage>('/v2/albums', { page, size: 20 });

export const albumsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.albums.list(),
    queryFn: ({ pageParam }) => getAlbums(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    // An album the shop posts while the app is away is on the list when it is back.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useAlbums = () => useInfiniteQuery(albumsQueryOptions());
