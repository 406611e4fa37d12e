// GET /v2/community/my/counts: how many posts I wrote, liked and commented on (the 마이페이지 summary).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet } from '@guardian/shared';

type Counts = ApiGet<'/v2/community/my/counts'>;

export const getCommunityCounts = (signal?: AbortSignal) =>
  apiGet<Counts>('/v2/community/my/counts', undefined, { signal });

export const communityCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.community.counts(),
    queryFn: ({ signal }) => getCommunityCounts(signal),
  });

export const useCommunityCounts = () => useQuery(communityCountsQueryOptions());
