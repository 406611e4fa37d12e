import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Coupon } from './types';

export const getCoupon = (couponSeq: number) => apiGet<Coupon>(`/v2/coupons/${couponSeq}`);

export const couponQueryOptions = (couponSeq: number) =>
  queryOptions({ queryKey: queryKeys.coupons.detail(couponSeq), queryFn: () => getCoupon(couponSeq) });

export const useCoupon = (couponSeq: number, enabled: boolean) =>
  useQuery({ ...couponQueryOptions(couponSeq), enabled });
