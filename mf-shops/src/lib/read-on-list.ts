// Opening a notice or an album reads it on the server (its "N" goes, on every device). The list the owner goes back to
// shows it at once, without waiting for the list to be asked again.
import type { InfiniteData } from '@tanstack/react-query';

/** A list page with new items: each marked `unread`, and the page's count of them. */
interface UnreadPage<T> {
  unread: number;
  items: (T & { unread: boolean })[];
}

/**
 * The list's pages with the item whose `key` is `seq` read: no longer new, and one fewer new on every page's count.
 * The same pages when it is not among them as new (already read, or on a page not loaded: the next read of the list
 * tells).
 */
export function readOnList<T, P extends UnreadPage<T>>(
  data: InfiniteData<P> | undefined,
  key: keyof T,
  seq: number,
): InfiniteData<P> | undefined {
  const isIt = (item: T) => item[key] === seq;
  if (!data?.pages.some((p) => p.items.some((item) => isIt(item) && item.unread))) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      unread: Math.max(0, p.unread - 1),
      items: p.items.map((item) => (isIt(item) ? { ...item, unread: false } : item)),
    })),
  };
}
