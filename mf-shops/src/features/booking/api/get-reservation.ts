import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Reservation } from './types';

export const getReservation = (id: number) => apiGet<Reservation>(`/v2/reservations/${id}`);

export const reservationQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.reservations.detail(id), queryFn: () => getReservation(id) });

export const useReservation = (id: number) => useQuery(reservationQueryOptions(id));
