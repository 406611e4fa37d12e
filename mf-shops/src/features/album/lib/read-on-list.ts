// Opening an album reads it on the server (its "N" goes, on every device). The list the owner goes back to shows it at
// once, without waiting for the list to be asked again.
import type { InfiniteData } from '@tanstack/react-query';
import type { AlbumPage } from '../api/types';

/**
 * The list's pages with the album read: no longer new, and one fewer new on every page's count. The same pages when
 * the album is not among them as new (already read, or on a page not loaded: the next read of the list tells).
 */
export function readOnList(
  data: InfiniteData<AlbumPage> | undefined,
  albumSeq: number,
): InfiniteData<AlbumPage> | undefined {
  if (!data?.pages.some((p) => p.items.some((a) => a.albumSeq === albumSeq && a.unread))) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      unread: Math.max(0, p.unread - 1),
      items: p.items.map((a) => (a.albumSeq === albumSeq ? { ...a, unread: false } : a)),
    })),
  };
}
