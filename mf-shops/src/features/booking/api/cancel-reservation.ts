import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@guardian/shared';
import { reservationQueryOptions } from './get-reservation';
import type { Reservation } from './types';

export const cancelReservation = (id: number) => apiPost<Reservation>(`/v2/reservations/${id}/cancel`);

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSuccess: async (reservation) => {
      queryClient.setQueryData(reservationQueryOptions(reservation.reservationSeq).queryKey, reservation);
      await queryClient.invalidateQueries({ queryKey: ['booking', 'reservations', 'list'] });
      await queryClient.invalidateQueries({ queryKey: ['booking', 'schedule'] });
    },
  });
}
