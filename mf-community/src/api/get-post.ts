// GET /v2/community/{communitySeq}: one post (public; with a login, `liked` and `mine` are filled in).
// The post screen and the edit screen read the same cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { CommunityPost } from './types';

export const getPost = (communitySeq: number, signal?: AbortSignal) =>
  apiGet<CommunityPost>(`/v2/community/${communitySeq}`, undefined, { signal });

export const postQueryOptions = (communitySeq: number) =>
  queryOptions({
    queryKey: queryKeys.community.post(communitySeq),
    queryFn: ({ signal }) => getPost(communitySeq, signal),
  });

/** `null`: the address names no post (/community/abc), so nothing is asked. */
export const usePost = (communitySeq: number | null) =>
  useQuery({ ...postQueryOptions(communitySeq ?? 0), enabled: communitySeq !== null });
