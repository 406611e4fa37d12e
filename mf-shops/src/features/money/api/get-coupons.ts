import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import { usableCouponsQueryOptions } from '../../../api/usable-coupons';
import type { CouponPage } from './types';

export { usableCouponsQueryOptions };

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
