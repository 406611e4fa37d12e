// GET /v2/reservations/next: the first upcoming reservation, or null, for the home card.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ShopCategory } from '@guardian/shared';

/** The fields of the contract's Reservation that the home card shows. */
export interface NextReservation {
  reservationSeq: number;
  status: string;
  statusLabel: string;
  category: ShopCategory;
  date: string;
  endDate: string;
  time: string | null;
  shop: { shopId: number; name: string; thumbnailUrl: string | null };
  product: { productSeq: number; name: string };
}

export const getNextReservation = (): Promise<NextReservation | null> =>
  apiGet<NextReservation | null>('/v2/reservations/next');

export const nextReservationQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.reservations.next(), queryFn: getNextReservation });

export const useNextReservation = (enabled: boolean) =>
  useQuery({ ...nextReservationQueryOptions(), enabled });
