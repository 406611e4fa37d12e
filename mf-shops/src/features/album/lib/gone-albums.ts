// An album kept in the cache (its detail is fresh for 10 minutes, get-album.ts) that a page of the list, just read,
// no longer holds where it would stand: the shop deleted it, or it is no longer the owner's (the list and the detail
// show the same albums, api's AlbumRepository). Opened again, it must not come back from the cache.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@guardian/shared';
import type { Album, AlbumPage } from '../api/types';

type Ranked = Pick<Album, 'albumSeq' | 'date'>;

/** The list's order (api: newest day first, then the newest album): whether `a` comes before `b`. */
const before = (a: Ranked, b: Ranked) => a.date > b.date || (a.date === b.date && a.albumSeq > b.albumSeq);

/**
 * `page` (the `pageParam`-th page, as read just now) is a run of the list with nothing left out: an album ranked
 * inside it (from the top, for the first page; to the end, for the last) that it does not hold is gone. An album
 * ranked outside it is on a page not read: left alone. Gone and not on screen, its detail leaves the cache (opened
 * again, it is asked and says it is gone, instead of showing from the cache); on screen, it is asked again now, and
 * its 404 puts the screen's "gone" state in its place (QueryState).
 */
export function forgetGoneAlbums(client: QueryClient, pageParam: number, page: AlbumPage) {
  const held = new Set(page.items.map((a) => a.albumSeq));
  const first: Ranked | undefined = page.items[0];
  const last: Ranked | undefined = page.items[page.items.length - 1];
  // An empty page past the first (the list shrank since) says nothing about where it ends.
  const inRun = (album: Ranked) =>
    (pageParam === 0 || (first !== undefined && !before(album, first))) &&
    (!page.hasNext || (last !== undefined && !before(last, album)));
  for (const query of client.getQueryCache().findAll({ queryKey: queryKeys.albums.all })) {
    const album = query.state.data as Partial<Album> | undefined;
    // The albums' details only (not the list), each under its own key.
    // (Compared as JSON, as the cache hashes keys of plain values: the apps' shared React Query exports no hashKey.)
    if (
      album?.albumSeq === undefined ||
      JSON.stringify(query.queryKey) !== JSON.stringify(queryKeys.albums.detail(album.albumSeq))
    )
      continue;
    if (held.has(album.albumSeq) || !inRun(album as Album)) continue;
    if (query.isActive()) void client.refetchQueries({ queryKey: query.queryKey, exact: true });
    else client.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}
