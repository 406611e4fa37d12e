// A shop that stops taking online bookings while its booking is open: the API refuses its times and the request
// with 409 ONLINE_RESERVATION_UNAVAILABLE. The shop is then read again, and the request screen, seeing
// `onlineReservation` off, says so with the shop's phone (NoOnlineBooking) in place of a calendar that does nothing.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError, queryKeys } from '@guardian/shared';

export const isOnlineClosed = (e: unknown) =>
  isApiError(e) && e.resultCode === 'ONLINE_RESERVATION_UNAVAILABLE';

export const reloadShop = (queryClient: QueryClient, shopId: number) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.booking.onlineShop(shopId) });

/** Reads the shop again once `error` (an availability query's) says it stopped taking online bookings. */
export function useReloadShopWhenClosed(shopId: number, error: unknown) {
  const queryClient = useQueryClient();
  const closed = isOnlineClosed(error);
  useEffect(() => {
    if (closed) void reloadShop(queryClient, shopId);
  }, [closed, queryClient, shopId]);
}
