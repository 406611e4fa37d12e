import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet, queryKeys } from '@guardian/shared';
import type { SharedAlimPaper } from './types';

/** No login: the share token is the only credential; `id` (from /alarmpaper/{id}) must be its card. */
export const getSharedAlimPaper = (token: string, id: number | null) =>
  publicGet<SharedAlimPaper>('/v2/alim-papers/shared', { token, id: id ?? undefined });

export const sharedAlimPaperQueryOptions = (token: string, id: number | null) =>
  queryOptions({
    queryKey: queryKeys.alimPaper.shared(token, id),
    queryFn: () => getSharedAlimPaper(token, id),
    enabled: token.length > 0,
  });

export const useSharedAlimPaper = (token: string, id: number | null) =>
  useQuery(sharedAlimPaperQueryOptions(token, id));
