// GET /v2/reservations/next: the first upcoming reservation, or null, for the home card.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan, type ShopCategory } from '@guardian/shared';

/** The fields of the contract's Reservation that the home card shows. */
export interface NextReservation {
  reservationSeq: number;
  status: string;
  statusLabel: string;
  category: ShopCategory;
  date: string;
  endDate: string;
  time: string | null;
  nights: number | null;
  startAt: string;
  endAt: string;
  shop: { shopId: number; name: string; thumbnailUrl: string | null };
  product: { productSeq: number; name: string };
}

export const getNextReservation = (): Promise<NextReservation | null> =>
  apiGet<NextReservation | null>('/v2/reservations/next');

/** The home's card is read again when the app is shown again after this long (see below). */
const NEXT_RESERVATION_REFRESH_MS = 60_000;

export const nextReservationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reservations.next(),
    queryFn: getNextReservation,
    // The home left open in the morning and looked at again in the evening still showed that noon's visit as
    // 다가오는 예약 (or missed one the shop booked meanwhile): back in the app, it is asked again; the card stays
    // on screen while it is.
    refetchOnWindowFocus: whenOlderThan(NEXT_RESERVATION_REFRESH_MS),
  });

export const useNextReservation = (enabled: boolean) =>
  useQuery({ ...nextReservationQueryOptions(), enabled });
