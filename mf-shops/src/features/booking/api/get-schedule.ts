import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { Reservation } from './types';

export const getSchedule = (month: string) => apiGet<Reservation[]>('/v2/schedule', { month });

export const scheduleQueryOptions = (month: string) =>
  queryOptions({
    queryKey: queryKeys.schedule.month(month),
    queryFn: () => getSchedule(month),
    placeholderData: keepPreviousData,
    // A booking the shop confirmed or cancelled, or made for me, while the app was away shows when it is back.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useSchedule = (month: string) => useQuery(scheduleQueryOptions(month));
