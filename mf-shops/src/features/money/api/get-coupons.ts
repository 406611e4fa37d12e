import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Coupon } from './types';

export const getCoupons = (tab: 'usable' | 'past') => apiGet<Coupon[]>('/v2/coupons', { tab });

export const couponsQueryOptions = (tab: 'usable' | 'past') =>
  queryOptions({ queryKey: queryKeys.coupons.list(tab), queryFn: () => getCoupons(tab) });

export const useCoupons = (tab: 'usable' | 'past') => useQuery(couponsQueryOptions(tab));
