// GET /v2/reservations?scope=: my reservations, upcoming or over, latest first, a page at a time. 예약 내역 lists them;
// the home with no linked shop asks whether there is a past one, so 내 기록 still leads to them. One read for both:
// the same key and pages, so each fills the other's cache.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet, whenOlderThan } from '@guardian/shared';

export type ReservationScope = 'upcoming' | 'past';
type ReservationPage = ApiGet<'/v2/reservations'>;

export const getReservations = (scope: ReservationScope, page: number) =>
  apiGet<ReservationPage>('/v2/reservations', { scope, page, size: 20 });

export const reservationsQueryOptions = (scope: ReservationScope) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reservations.list(scope),
    queryFn: ({ pageParam }) => getReservations(scope, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    // The shop answers a request while the app is behind KakaoTalk: back in the app, 요청 becomes 확정 (or 취소).
    refetchOnWindowFocus: whenOlderThan(60_000),
  });
