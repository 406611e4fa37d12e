import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, meQueryOptions, type Pet } from '@guardian/shared';
import { petsQueryOptions } from './get-pets';

export interface CreatePetInput {
  name: string;
  kind: 'DOG' | 'CAT';
  breedSeq: number;
  birthDate: string;
  weightKg: number;
  sex: 'MALE' | 'FEMALE';
  neutered: boolean;
}

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
