// GET /v2/coupons?tab=usable: how many coupons I can use, for 마이페이지's 쿠폰 row. The same read under the same key
// as 쿠폰함's list (mf-shops), so each fills the other's cache, and a coupon taken at an event (which refreshes every
// ['coupons'] query) is counted here too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet, whenOlderThan } from '@guardian/shared';

type Coupons = ApiGet<'/v2/coupons'>;

const getUsableCoupons = (signal?: AbortSignal) =>
  apiGet<Coupons>('/v2/coupons', { tab: 'usable' }, { signal });

const usableCouponsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.coupons.list('usable'),
    queryFn: ({ signal }) => getUsableCoupons(signal),
    // As 쿠폰함: a coupon that ran out at midnight while the app was away is no longer counted when it is back.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

/** The number of usable coupons (undefined until it is known). */
export const useUsableCouponCount = () =>
  useQuery({ ...usableCouponsQueryOptions(), select: (coupons) => coupons.length }).data;
