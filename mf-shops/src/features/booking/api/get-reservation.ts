import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { Reservation } from './types';

export const getReservation = (id: number) => apiGet<Reservation>(`/v2/reservations/${id}`);

export const reservationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.reservations.detail(id),
    queryFn: () => getReservation(id),
    // The shop confirms, moves or cancels it while the app is away: back in the app, the page says so.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useReservation = (id: number) => useQuery(reservationQueryOptions(id));
