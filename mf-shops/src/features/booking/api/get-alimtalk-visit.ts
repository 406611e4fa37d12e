import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Reservation } from './types';

/**
 * No login needed: the token from the notification link is the only credential. Sent with the owner's session when
 * there is one, so the 소식 entry that carried the link counts as read.
 */
export const getAlimtalkVisit = (token: string) => apiGet<Reservation>('/v2/schedule/alimtalk', { token });

export const alimtalkVisitQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.schedule.alimtalk(token),
    queryFn: () => getAlimtalkVisit(token),
    enabled: token.length > 0,
  });

export const useAlimtalkVisit = (token: string) => useQuery(alimtalkVisitQueryOptions(token));
