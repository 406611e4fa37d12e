import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { MonthAvailability } from './types';

export interface MonthAvailabilityParams {
  shopId: number;
  productSeq: number;
  month: string;
  petSeqs: number[];
}

export const getMonthAvailability = ({ shopId, productSeq, month, petSeqs }: MonthAvailabilityParams) =>
  apiGet<MonthAvailability>(`/v2/online-reservation/shops/${shopId}/availability/month`, {
    productSeq,
    month,
    ...(petSeqs.length ? { petSeqs } : {}),
  });

export const monthAvailabilityQueryOptions = (p: MonthAvailabilityParams) =>
  queryOptions({
    queryKey: queryKeys.booking.monthAvailability(p),
    queryFn: () => getMonthAvailability(p),
    placeholderData: keepPreviousData,
    // As the day's times: a day that filled up (or ended) while the app was away is asked for again on return.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useMonthAvailability = (p: MonthAvailabilityParams) =>
  useQuery(monthAvailabilityQueryOptions(p));
