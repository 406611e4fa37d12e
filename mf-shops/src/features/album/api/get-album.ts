import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import { useRefreshAfterRead } from '../../../lib/refresh-after-read';
import { readOnList } from '../../../lib/read-on-list';
import type { Album, AlbumPage } from './types';

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

/** Once the album has loaded (read on the server), the list shows it read at once: no "N", one fewer new. */
function useReadOnList(albumSeq: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (albumSeq === undefined) return;
    queryClient.setQueryData<InfiniteData<AlbumPage>>(queryKeys.albums.list(), (data) =>
      readOnList<AlbumPage['items'][number], AlbumPage>(data, 'albumSeq', albumSeq),
    );
  }, [albumSeq, queryClient]);
}

/**
 * null: the address names no album (nothing is asked). Once it has loaded, the album and its 소식 entry were read
 * with it (server-side), as a 알림장's are: the list shows it read at once, and it and 소식 are asked again (a list
 * read while the album was opening would otherwise bring its "N" back).
 */
export function useAlbum(albumSeq: number | null) {
  const query = useQuery({ ...albumQueryOptions(albumSeq ?? 0), enabled: albumSeq !== null });
  useReadOnList(query.data?.albumSeq);
  useRefreshAfterRead(query.isSuccess, queryKeys.albums.list());
  return query;
}
