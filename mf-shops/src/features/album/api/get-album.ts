import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import { useRefreshAfterRead } from '../../../lib/refresh-after-read';
import type { Album } from './types';

export const getAlbum = (albumSeq: number) => apiGet<Album>(`/v2/albums/${albumSeq}`);

/**
 * The photo links are signed for an hour from when the album was fetched. Before saving a photo the album is
 * asked again once it is older than this, so a page left open (a phone put down and picked up) still saves.
 */
export const PHOTO_LINKS_FRESH_MS = 50 * 60_000;

/**
 * Photo links expire (about an hour): refetched when the screen comes back after a while, and when the phone
 * comes back to the page (the app or tab was in the background) with links older than that, since a photo not
 * loaded yet (one further down, or opened full size for the first time) would otherwise ask an expired link.
 * Within the 10 minutes an album opened again shows at once, with the links it had; one the shop deleted meanwhile
 * does not: the list's read takes it out of the cache (gone-albums.ts).
 */
export const albumQueryOptions = (albumSeq: number) =>
  queryOptions({
    queryKey: queryKeys.albums.detail(albumSeq),
    queryFn: () => getAlbum(albumSeq),
    staleTime: 10 * 60_000,
    refetchOnWindowFocus: true,
  });

/**
 * null: the address names no album (nothing is asked). Once it has loaded, 소식 is refreshed: the album's entry there
 * was read with it (server-side), as a 알림장's is.
 */
export function useAlbum(albumSeq: number | null) {
  const query = useQuery({ ...albumQueryOptions(albumSeq ?? 0), enabled: albumSeq !== null });
  useRefreshAfterRead(query.isSuccess);
  return query;
}
