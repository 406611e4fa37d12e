// 예약 취소 on the terms the dialog showed: the cancel carries the quote's fee and refundAmount (and a pass booking's
// uses it spends), and the API applies exactly those or answers 409 CANCEL_TERMS_CHANGED (the shop confirmed the
// request or recorded the deposit in the meantime, or the day turned and with it the refund rate), changing nothing.
// Sent without them, it was charged whatever the terms had become.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost, isApiError, queryKeys } from '@guardian/shared';
import { reservationQueryOptions } from './get-reservation';
import type { CancelQuote, Reservation } from './types';

/** The refusal that means the quote the owner saw is no longer what cancelling costs. */
export const termsChanged = (error: unknown) =>
  isApiError(error) && error.resultCode === 'CANCEL_TERMS_CHANGED';

/** A pass booking's terms add the uses the quote said cancelling spends (0: they come back). */
const cancelOnTerms = ({ id, quote }: { id: number; quote: CancelQuote }) => {
  const pass = quote.voucher;
  return apiPost<Reservation>(`/v2/reservations/${id}/cancel`, {
    fee: quote.fee,
    refundAmount: quote.refundAmount,
    ...(pass ? { voucherUses: pass.spent ? pass.uses : 0 } : {}),
  });
};

/** The lists, the home's next visit and the calendar all show the reservation's status (and its time). */
export async function refreshLists(queryClient: QueryClient) {
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

export function useCancelOnTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOnTerms,
    onSuccess: async (reservation) => {
      queryClient.setQueryData(reservationQueryOptions(reservation.reservationSeq).queryKey, reservation);
      // Not the detail: it was just set from the answer.
      await refreshLists(queryClient);
    },
    onError: async (error, { id }) => {
      // What changed (확정, 예약금 입금 확인) shows on the page behind the question too.
      if (!termsChanged(error)) return refreshIfStale(queryClient, id, error);
      await queryClient.invalidateQueries({ queryKey: reservationQueryOptions(id).queryKey });
      await refreshLists(queryClient);
    },
  });
}
