import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import { forgetGoneAlbums } from '../lib/gone-albums';
import type { AlbumPage } from './types';

/** Every album of my pets at the shops I am linked to, newest day first (no shopId: all of them, each named). */
export const getAlbums = (page: number) => apiGet<AlbumPage>('/v2/albums', { page, size: 20 });

export const albumsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.albums.list(),
    // Each page read tells which albums kept in the cache are gone (gone-albums.ts): the detail, fresh for 10
    // minutes, would otherwise show an album the shop has deleted since. Not the `signal` (read, it would cancel the
    // read when the list closes, e.g. on a tap on an album, and that page would tell nothing).
    queryFn: async ({ pageParam, client }) => {
      const page = await getAlbums(pageParam);
      forgetGoneAlbums(client, pageParam, page);
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    // An album the shop posts while the app is away is on the list when it is back.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useAlbums = () => useInfiniteQuery(albumsQueryOptions());
