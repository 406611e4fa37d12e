import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet, queryKeys } from '@guardian/shared';
import type { Reservation } from './types';

/** No login: the token from the notification link is the only credential. */
export const getAlimtalkVisit = (token: string) => publicGet<Reservation>('/v2/schedule/alimtalk', { token });

export const alimtalkVisitQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.schedule.alimtalk(token),
    queryFn: () => getAlimtalkVisit(token),
    enabled: token.length > 0,
  });

export const useAlimtalkVisit = (token: string) => useQuery(alimtalkVisitQueryOptions(token));
