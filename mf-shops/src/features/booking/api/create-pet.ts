import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, meQueryOptions, type ApiBody, type Pet } from '@guardian/shared';
import { petsQueryOptions } from './get-pets';

export type CreatePetInput = ApiBody<'/v2/pets', 'post'>;

export const createPet = (input: CreatePetInput) => apiPost<Pet>('/v2/pets', input);

export function useCreatePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPet,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: petsQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
}
