// A post this person can no longer see (deleted, or reported by them): it leaves the cached feeds and search
// pages at once, its own entry goes, and the lists paged by number or counting it (search, my lists) are read
// again, since they move up by one.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@guardian/shared';

type PostPages = InfiniteData<{ items: { communitySeq: number }[] }>;

export function forgetPost(queryClient: QueryClient, communitySeq: number): void {
  const without = (data: PostPages | undefined) =>
    data && {
      ...data,
      pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.communitySeq !== communitySeq) })),
    };
  queryClient.setQueriesData<PostPages>({ queryKey: queryKeys.community.feeds() }, without);
  queryClient.setQueriesData<PostPages>({ queryKey: ['community', 'search'] }, without);
  forgetEntry(queryClient, queryKeys.community.post(communitySeq));
  void queryClient.invalidateQueries({ queryKey: ['community', 'search'] });
  void queryClient.invalidateQueries({ queryKey: ['community', 'my'] });
}

/**
 * The post's own entry goes once no screen shows it. Removed under the post's page (which is on its way back), the
 * page's next render made a new entry and read the post again: a 404 while it left, and its "삭제되었거나 볼 수 없는
 * 글이에요." for a moment.
 */
function forgetEntry(queryClient: QueryClient, queryKey: readonly unknown[]): void {
  const cache = queryClient.getQueryCache();
  const entry = cache.find({ queryKey, exact: true });
  if (!entry) return;
  void entry.cancel();
  if (entry.getObserversCount() === 0) {
    cache.remove(entry);
    return;
  }
  const stop = cache.subscribe((event) => {
    if (event.query !== entry || event.type !== 'observerRemoved' || entry.getObserversCount() > 0) return;
    stop();
    cache.remove(entry);
  });
}
