// GET /v2/community/{communitySeq}: one post (public; with a login, `liked` and `mine` are filled in).
// The post screen and the edit screen read the same cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { CommunityPost } from './types';

export const getPost = (communitySeq: number, signal?: AbortSignal) =>
  apiGet<CommunityPost>(`/v2/community/${communitySeq}`, undefined, { signal });

export const postQueryOptions = (communitySeq: number) =>
  queryOptions({
    queryKey: queryKeys.community.post(communitySeq),
    queryFn: ({ signal }) => getPost(communitySeq, signal),
  });

/**
 * How old the post page's post and thread may be when the page is shown again (back from another app or tab) before
 * they are read again: a post left open showed its likes and comments of when it opened, however long ago.
 */
export const POST_PAGE_FRESH_MS = 30_000;

/**
 * `null`: the address names no post (/community/abc), so nothing is asked. `live` (the post page): read again when
 * the page is shown again after POST_PAGE_FRESH_MS; the edit screen's copy stays as it was opened.
 */
export const usePost = (communitySeq: number | null, { live = false } = {}) =>
  useQuery({
    ...postQueryOptions(communitySeq ?? 0),
    enabled: communitySeq !== null,
    ...(live ? { refetchOnWindowFocus: whenOlderThan(POST_PAGE_FRESH_MS) } : {}),
  });
