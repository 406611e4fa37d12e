// GET /v2/curation/picks: contents for the breeds of the signed-in user's pets (우리 아이 맞춤).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Picks } from '../../../api/types';

export const getPicks = (signal?: AbortSignal) => apiGet<Picks>('/v2/curation/picks', undefined, { signal });

export const picksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.curation.picks(), queryFn: ({ signal }) => getPicks(signal) });

export const usePicks = (enabled: boolean) => useQuery({ ...picksQueryOptions(), enabled });
