import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { Coupon, CouponPage } from './types';

/** Every usable coupon (few at a time; the screen shows them all). */
export const getUsableCoupons = () => apiGet<Coupon[]>('/v2/coupons', { tab: 'usable' });

export const usableCouponsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.coupons.list('usable'),
    queryFn: getUsableCoupons,
    // Left open overnight, 사용 가능 went on listing a coupon that had run out at midnight: back in the app, the list
    // is read again (kept on screen while it is).
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useUsableCoupons = () => useQuery(usableCouponsQueryOptions());

/** Used and expired coupons, newest first, a page at a time (they only grow over the years). */
export const getPastCoupons = (cursor: string | null) =>
  apiGet<CouponPage>('/v2/coupons/past', { size: 20, ...(cursor ? { cursor } : {}) });

export const pastCouponsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.coupons.list('past'),
    queryFn: ({ pageParam }) => getPastCoupons(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const usePastCoupons = () => useInfiniteQuery(pastCouponsQueryOptions());
