import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, queryKeys } from '@guardian/shared';
import type { AlimPaper } from './types';

/** Opening the card marks it read on the server. */
export const getAlimPaper = (id: number) => apiGet<AlimPaper>(`/v2/alim-papers/${id}`);

export const alimPaperQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.alimPaper.detail(id), queryFn: () => getAlimPaper(id) });

/** The card; once it has loaded, the lists' unread dots are refreshed (the read happened server-side). */
export function useAlimPaper(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery(alimPaperQueryOptions(id));
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: queryKeys.alimPaper.lists() });
  }, [loaded, queryClient]);
  return query;
}
