import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Album } from './types';

export const getAlbum = (albumSeq: number) => apiGet<Album>(`/v2/albums/${albumSeq}`);

/** Photo links expire (about an hour): refetched when the screen comes back after a while. */
export const albumQueryOptions = (albumSeq: number) =>
  queryOptions({
    queryKey: queryKeys.albums.detail(albumSeq),
    queryFn: () => getAlbum(albumSeq),
    staleTime: 10 * 60_000,
  });

export const useAlbum = (albumSeq: number) => useQuery(albumQueryOptions(albumSeq));
