import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost, isApiError, queryKeys } from '@guardian/shared';
import { reservationQueryOptions } from './get-reservation';
import type { Reservation } from './types';

export const cancelReservation = (id: number) => apiPost<Reservation>(`/v2/reservations/${id}/cancel`);

/** The lists, the home's next visit and the calendar all show the reservation's status. */
async function refreshLists(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: queryKeys.reservations.lists() });
  await queryClient.invalidateQueries({ queryKey: queryKeys.reservations.next() });
  await queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });
}

/** Refusals that mean the page shows an old state of the reservation. */
const STALE_PAGE = new Set(['INVALID_STATUS_TRANSITION', 'RESERVATION_NOT_FOUND']);

/**
 * After a refused quote or cancel: when the page is behind the server (the shop rejected, cancelled or started the
 * visit, or it was cancelled on another phone), load the reservation again, so the page shows what it is now
 * instead of a 예약 취소 that is refused on every tap.
 */
export async function refreshIfStale(queryClient: QueryClient, id: number, error: unknown) {
  if (!isApiError(error) || !STALE_PAGE.has(error.resultCode)) return;
  await queryClient.invalidateQueries({ queryKey: reservationQueryOptions(id).queryKey });
  await refreshLists(queryClient);
}

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSuccess: async (reservation) => {
      queryClient.setQueryData(reservationQueryOptions(reservation.reservationSeq).queryKey, reservation);
      // Not the detail: it was just set from the answer.
      await refreshLists(queryClient);
    },
    onError: (error, id) => refreshIfStale(queryClient, id, error),
  });
}
