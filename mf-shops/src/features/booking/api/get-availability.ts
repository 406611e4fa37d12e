import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@guardian/shared';
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

/** The key prefix of every availability answer of a shop, for refreshing after a 409. */
export const availabilityKey = (shopId: number) => ['booking', 'availability', shopId];

export const availabilityQueryOptions = (p: AvailabilityParams, enabled = true) =>
  queryOptions({
    queryKey: [...availabilityKey(p.shopId), p.productSeq, p.date, p.endDate ?? '', p.petSeqs.join(',')],
    queryFn: () => getAvailability(p),
    enabled,
  });

export const useAvailability = (p: AvailabilityParams, enabled = true) =>
  useQuery(availabilityQueryOptions(p, enabled));
