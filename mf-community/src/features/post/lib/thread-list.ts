// What the thread and each comment's replies share: each comment once in order, its element's id, and 더보기 that
// takes the focus to the first comment it opened.
import { useEffect, useRef } from 'react';
import type { LoadMoreProps } from '@guardian/shared';

/** The element of a comment or reply in the thread (a link to it, 더보기's focus). */
export const commentId = (commentSeq: number) => `comment-${commentSeq}`;

/** Each comment once, oldest first (a page read again after a comment was written may repeat one). */
export const uniqueComments = <C extends { commentSeq: number }>(list: C[]) =>
  [...new Map(list.map((c) => [c.commentSeq, c])).values()].sort((a, b) => a.commentSeq - b.commentSeq);

export type PagedQuery = LoadMoreProps['query'];

/**
 * 더보기 for comments that open above the ones shown: once they are there the focus goes to the first of them (the
 * button may be gone, at the oldest), so reading goes on from where they start. A page that fails keeps it on 더보기.
 */
export function useLoadOlder(query: PagedQuery, shown: { commentSeq: number }[]): PagedQuery {
  const before = useRef<Set<number> | null>(null);
  const failed = query.isFetchNextPageError;
  useEffect(() => {
    if (failed) before.current = null;
  }, [failed]);
  useEffect(() => {
    const had = before.current;
    const first = had && shown.find((c) => !had.has(c.commentSeq));
    if (!first) return;
    before.current = null;
    document.getElementById(commentId(first.commentSeq))?.focus();
  }, [shown]);
  return {
    ...query,
    fetchNextPage: (options) => {
      before.current = new Set(shown.map((c) => c.commentSeq));
      return query.fetchNextPage(options);
    },
  };
}
