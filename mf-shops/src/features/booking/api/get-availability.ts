import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { Availability } from './types';

export interface AvailabilityParams {
  shopId: number;
  productSeq: number;
  date: string;
  endDate?: string;
  petSeqs: number[];
}

export const getAvailability = ({ shopId, productSeq, date, endDate, petSeqs }: AvailabilityParams) =>
  apiGet<Availability>(`/v2/online-reservation/shops/${shopId}/availability`, {
    productSeq,
    date,
    ...(endDate ? { endDate } : {}),
    ...(petSeqs.length ? { petSeqs } : {}),
  });

export const availabilityQueryOptions = (p: AvailabilityParams, enabled = true) =>
  queryOptions({
    queryKey: queryKeys.booking.dayAvailability(p),
    queryFn: () => getAvailability(p),
    enabled,
    // Back from another app after a while: today's times that have passed meanwhile (and slots taken since) are
    // asked for again, not offered until 예약 요청 is refused with "이미 지난 시간이에요".
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useAvailability = (p: AvailabilityParams, enabled = true) =>
  useQuery(availabilityQueryOptions(p, enabled));
