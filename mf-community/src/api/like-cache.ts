// What a like does to the cached screens (loaded with the first tap on a heart, so the feed's first load does not carry
// it): the heart and the count change at once on the post and in every cached feed and search page, so the card and
// the page agree whichever was tapped; an error puts them back and says why (a post gone meanwhile: it is read again,
// and its page says it is gone).
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys, toastError } from '@guardian/shared';
import { rereadIfPostGone } from '../features/post/api/post-gone';
import type { LikeState } from './toggle-like';
import type { CommunityPost } from './types';

type PostPages = InfiniteData<{ items: CommunityPost[] }>;

/** The lists a post's card is in: the feeds (newest, popular, by breed) and search results. */
const LISTS = [queryKeys.community.feeds(), ['community', 'search']] as const;

/** The post's heart and count as the screens show them: its page's entry, or else its card in a cached list. */
function likeStateOf(queryClient: QueryClient, communitySeq: number): LikeState | undefined {
  const post = queryClient.getQueryData<CommunityPost>(queryKeys.community.post(communitySeq));
  if (post) return post;
  for (const queryKey of LISTS)
    for (const [, data] of queryClient.getQueriesData<PostPages>({ queryKey }))
      for (const page of data?.pages ?? [])
        for (const item of page.items) if (item.communitySeq === communitySeq) return item;
  return undefined;
}

/** Shows `state` on the post's page and on its card in every cached list. */
export function patch(queryClient: QueryClient, communitySeq: number, state: LikeState) {
  queryClient.setQueryData<CommunityPost>(queryKeys.community.post(communitySeq), (old) =>
    old ? { ...old, ...state } : old,
  );
  for (const queryKey of LISTS)
    queryClient.setQueriesData<PostPages>({ queryKey }, (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((p) => ({
              ...p,
              items: p.items.map((i) => (i.communitySeq === communitySeq ? { ...i, ...state } : i)),
            })),
          }
        : old,
    );
}

/** The tap shown at once; returns what was shown before, to put back on an error. */
export async function optimistic(queryClient: QueryClient, communitySeq: number, liked: boolean) {
  await queryClient.cancelQueries({ queryKey: queryKeys.community.post(communitySeq) });
  const found = likeStateOf(queryClient, communitySeq);
  const before = found && { liked: found.liked, likeCount: found.likeCount };
  if (before && before.liked !== liked)
    patch(queryClient, communitySeq, { liked, likeCount: Math.max(0, before.likeCount + (liked ? 1 : -1)) });
  return { before };
}

/** A like the API refused or that did not arrive: the heart as before, and why. */
export function failed(queryClient: QueryClient, communitySeq: number, e: unknown, before?: LikeState) {
  if (before) patch(queryClient, communitySeq, before);
  // Gone since it was opened (its author deleted it): the page turns into "삭제되었거나 볼 수 없는 글이에요.", which
  // says it in place of a toast.
  if (rereadIfPostGone(queryClient, communitySeq, e)) return;
  // A session that ended says so once, in the shared 401 rule's alert (§8, with 로그인하기): toastError adds none.
  toastError(e);
}
