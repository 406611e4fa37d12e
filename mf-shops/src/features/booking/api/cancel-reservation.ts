import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, queryKeys } from '@guardian/shared';
import { reservationQueryOptions } from './get-reservation';
import type { Reservation } from './types';

export const cancelReservation = (id: number) => apiPost<Reservation>(`/v2/reservations/${id}/cancel`);

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSuccess: async (reservation) => {
      queryClient.setQueryData(reservationQueryOptions(reservation.reservationSeq).queryKey, reservation);
      // Not the detail: it was just set from the answer.
      await queryClient.invalidateQueries({ queryKey: queryKeys.reservations.lists() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.reservations.next() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });
    },
  });
}
