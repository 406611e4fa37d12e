// 예약 변경: POST /v2/reservations/{id}/reschedule moves the owner's reservation to another day or time (the slot
// fields of a new booking). Moved, it is 요청 again until the shop confirms the new time; refused, nothing changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, isApiError, queryKeys } from '@guardian/shared';
import { refreshIfStale, refreshLists } from './cancel-reservation';
import { reservationQueryOptions } from './get-reservation';
import type { Reservation } from './types';

/** The new visit: a day, and the time (grooming) or the check-out (a stay, the same number of nights). */
export interface NewVisit {
  date: string;
  time?: string;
  endDate?: string;
}

interface RescheduleInput {
  id: number;
  /** The reservation's shop: its times are read again after the move or a refusal. */
  shopId: number;
  visit: NewVisit;
}

const reschedule = ({ id, visit }: RescheduleInput) =>
  apiPost<Reservation>(`/v2/reservations/${id}/reschedule`, visit);

/** Refusals that mean the times shown are no longer the shop's (taken meanwhile, a pet booked then, a time passed). */
const TIMES_CHANGED = new Set(['SLOT_UNAVAILABLE', 'PET_ALREADY_BOOKED', 'VALIDATION_ERROR']);

/** Whether a refusal of a move means the time chosen is gone (chosen again from the times as they are now). */
export const timeGone = (error: unknown) =>
  isApiError(error) && (error.resultCode === 'SLOT_UNAVAILABLE' || error.resultCode === 'PET_ALREADY_BOOKED');

export function useRescheduleReservation() {
  const queryClient = useQueryClient();
  const refreshTimes = (shopId: number) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.booking.availability(shopId) });
  return useMutation({
    mutationFn: reschedule,
    onSuccess: async (reservation, { shopId }) => {
      queryClient.setQueryData(reservationQueryOptions(reservation.reservationSeq).queryKey, reservation);
      // The lists, the home's next visit and the calendar show the new time; the shop's times have one place moved.
      await Promise.all([refreshLists(queryClient), refreshTimes(shopId)]);
    },
    onError: async (error, { id, shopId }) => {
      if (isApiError(error) && TIMES_CHANGED.has(error.resultCode)) return refreshTimes(shopId);
      // Too close now (the day turned, the shop confirmed it): the page says so, without 예약 변경.
      if (isApiError(error) && error.resultCode === 'RESCHEDULE_TOO_LATE') {
        await queryClient.invalidateQueries({ queryKey: reservationQueryOptions(id).queryKey });
        return;
      }
      return refreshIfStale(queryClient, id, error);
    },
  });
}
