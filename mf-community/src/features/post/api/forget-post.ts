// A post this person can no longer see (deleted, or hidden by their report): it leaves the cached feeds and search
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
  queryClient.removeQueries({ queryKey: queryKeys.community.post(communitySeq) });
  void queryClient.invalidateQueries({ queryKey: ['community', 'search'] });
  void queryClient.invalidateQueries({ queryKey: ['community', 'my'] });
}
