import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Reservation } from './types';

export const getScheduleVisit = (id: number) => apiGet<Reservation>(`/v2/schedule/${id}`);

export const scheduleVisitQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.schedule.visit(id), queryFn: () => getScheduleVisit(id) });

/** null: the address names no visit (nothing is asked). */
export const useScheduleVisit = (id: number | null) =>
  useQuery({ ...scheduleVisitQueryOptions(id ?? 0), enabled: id !== null });
