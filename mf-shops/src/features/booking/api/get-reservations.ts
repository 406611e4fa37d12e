import { useInfiniteQuery } from '@tanstack/react-query';
import { reservationsQueryOptions, type ReservationScope } from '../../../api/reservations';

export { reservationsQueryOptions, type ReservationScope };

export const useReservations = (scope: ReservationScope) => useInfiniteQuery(reservationsQueryOptions(scope));
