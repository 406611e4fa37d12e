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

/** null: the address names no album (nothing is asked). */
export const useAlbum = (albumSeq: number | null) =>
  useQuery({ ...albumQueryOptions(albumSeq ?? 0), enabled: albumSeq !== null });
