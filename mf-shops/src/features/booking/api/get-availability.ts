import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { Availability } from './types';

export interface AvailabilityParams {
  shopId: number;
  productSeq: number;
  date: string;
  endDate?: string;
  petSeqs: number[];
  /** 예약 변경: the owner's reservation being moved (its own place not counted, its own pets asked for). */
  reservationSeq?: number;
}

export const getAvailability = ({
  shopId,
  productSeq,
  date,
  endDate,
  petSeqs,
  reservationSeq,
}: AvailabilityParams) =>
  apiGet<Availability>(`/v2/online-reservation/shops/${shopId}/availability`, {
    productSeq,
    date,
    ...(endDate ? { endDate } : {}),
    ...(petSeqs.length ? { petSeqs } : {}),
    ...(reservationSeq ? { reservationSeq } : {}),
  });

export const availabilityQueryOptions = (p: AvailabilityParams, enabled = true) =>
  queryOptions({
    // Under the shop's availability key (refreshed with it after a refusal); a move's answer apart from a booking's.
    queryKey: p.reservationSeq
      ? ([...queryKeys.booking.dayAvailability(p), 'moving', p.reservationSeq] as const)
      : queryKeys.booking.dayAvailability(p),
    queryFn: () => getAvailability(p),
    enabled,
    // Back from another app after a while: today's times that have passed meanwhile (and slots taken since) are
    // asked for again, not offered until 예약 요청 is refused with "이미 지난 시간이에요".
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useAvailability = (p: AvailabilityParams, enabled = true) =>
  useQuery(availabilityQueryOptions(p, enabled));
