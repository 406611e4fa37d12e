import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@guardian/shared';
import type { Reservation } from './types';

export interface CreateReservationInput {
  shopId: number;
  productSeq: number;
  petSeqs: number[];
  date: string;
  time?: string;
  endDate?: string;
  memo?: string;
}

export const createReservation = (input: CreateReservationInput) =>
  apiPost<Reservation>('/v2/reservations', input);

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['booking', 'reservations'] }),
  });
}
