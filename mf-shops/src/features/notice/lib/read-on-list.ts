// Opening a notice reads it on the server (its "N" goes, on every device). The list the owner goes back to shows it at
// once, without waiting for the list to be asked again.
import type { InfiniteData } from '@tanstack/react-query';
import type { NoticePage } from '../api/types';

/**
 * The list's pages with the notice read: no longer new, and one fewer new on every page's count. The same pages when
 * the notice is not among them as new (already read, or on a page not loaded: the next read of the list tells).
 */
export function readOnList(
  data: InfiniteData<NoticePage> | undefined,
  noticeSeq: number,
): InfiniteData<NoticePage> | undefined {
  if (!data?.pages.some((p) => p.items.some((n) => n.noticeSeq === noticeSeq && n.unread))) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      unread: Math.max(0, p.unread - 1),
      items: p.items.map((n) => (n.noticeSeq === noticeSeq ? { ...n, unread: false } : n)),
    })),
  };
}
