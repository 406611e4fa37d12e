import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Reservation } from './types';

export const getSchedule = (month: string) => apiGet<Reservation[]>('/v2/schedule', { month });

export const scheduleQueryOptions = (month: string) =>
  queryOptions({
    queryKey: queryKeys.schedule.month(month),
    queryFn: () => getSchedule(month),
    placeholderData: keepPreviousData,
  });

export const useSchedule = (month: string) => useQuery(scheduleQueryOptions(month));
