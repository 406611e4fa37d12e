// GET /v2/coupons?tab=usable: every coupon I can use (few at a time). 쿠폰's 사용 가능 lists them; the home with no
// linked shop counts them on 내 기록's 쿠폰. One read for both, so each fills the other's cache, and a coupon taken or
// spent (which refreshes every ['coupons'] query) shows on both.
import { queryOptions } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet, whenOlderThan } from '@guardian/shared';

type Coupons = ApiGet<'/v2/coupons'>;

export const getUsableCoupons = () => apiGet<Coupons>('/v2/coupons', { tab: 'usable' });

export const usableCouponsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.coupons.list('usable'),
    queryFn: getUsableCoupons,
    // Left open overnight, 사용 가능 went on listing a coupon that had run out at midnight: back in the app, the list
    // is read again (kept on screen while it is).
    refetchOnWindowFocus: whenOlderThan(60_000),
  });
