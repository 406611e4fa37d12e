// GET /v2/community/{communitySeq}/comments: comments with their replies (one level).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { CommunityComment } from '../../../api/types';

export const getComments = (communitySeq: number, signal?: AbortSignal) =>
  apiGet<CommunityComment[]>(`/v2/community/${communitySeq}/comments`, undefined, { signal });

export const commentsQueryOptions = (communitySeq: number) =>
  queryOptions({
    queryKey: queryKeys.community.comments(communitySeq),
    queryFn: ({ signal }) => getComments(communitySeq, signal),
  });

export const useComments = (communitySeq: number) => useQuery(commentsQueryOptions(communitySeq));
