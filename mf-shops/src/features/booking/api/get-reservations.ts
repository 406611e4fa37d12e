import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type Page, whenOlderThan } from '@guardian/shared';
import type { Reservation } from './types';

export type ReservationScope = 'upcoming' | 'past';

export const getReservations = (scope: ReservationScope, page: number) =>
  apiGet<Page<Reservation>>('/v2/reservations', { scope, page, size: 20 });

export const reservationsQueryOptions = (scope: ReservationScope) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reservations.list(scope),
    queryFn: ({ pageParam }) => getReservations(scope, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    // The shop answers a request while the app is behind KakaoTalk: back in the app, 요청 becomes 확정 (or 취소).
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useReservations = (scope: ReservationScope) => useInfiniteQuery(reservationsQueryOptions(scope));
