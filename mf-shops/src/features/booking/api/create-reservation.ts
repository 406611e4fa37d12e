import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, queryKeys, type ApiBody } from '@guardian/shared';
import type { Reservation } from './types';

export type CreateReservationInput = ApiBody<'/v2/reservations', 'post'>;

export const createReservation = (input: CreateReservationInput) =>
  apiPost<Reservation>('/v2/reservations', input);

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
  });
}
