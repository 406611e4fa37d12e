import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { MonthAvailability } from './types';

export interface MonthAvailabilityParams {
  shopId: number;
  productSeq: number;
  month: string;
  petSeqs: number[];
  /** 예약 변경: the owner's reservation being moved (its own place not counted, its own pets asked for). */
  reservationSeq?: number;
}

export const getMonthAvailability = ({
  shopId,
  productSeq,
  month,
  petSeqs,
  reservationSeq,
}: MonthAvailabilityParams) =>
  apiGet<MonthAvailability>(`/v2/online-reservation/shops/${shopId}/availability/month`, {
    productSeq,
    month,
    ...(petSeqs.length ? { petSeqs } : {}),
    ...(reservationSeq ? { reservationSeq } : {}),
  });

export const monthAvailabilityQueryOptions = (p: MonthAvailabilityParams) =>
  queryOptions({
    queryKey: p.reservationSeq
      ? ([...queryKeys.booking.monthAvailability(p), 'moving', p.reservationSeq] as const)
      : queryKeys.booking.monthAvailability(p),
    queryFn: () => getMonthAvailability(p),
    placeholderData: keepPreviousData,
    // As the day's times: a day that filled up (or ended) while the app was away is asked for again on return.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useMonthAvailability = (p: MonthAvailabilityParams) =>
  useQuery(monthAvailabilityQueryOptions(p));
