// GET /v2/breeds?kind=: the fixed breed list, so it is cached for the whole visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, apiGet } from '@guardian/shared';

export type PetKind = 'DOG' | 'CAT';
export interface Breed {
  breedSeq: number;
  kind: PetKind;
  name: string;
}

export function getBreeds(kind: PetKind, signal?: AbortSignal): Promise<Breed[]> {
  return apiGet<Breed[]>('/v2/breeds', { kind }, { signal });
}

export const breedsQueryOptions = (kind: PetKind) =>
  queryOptions({
    queryKey: ['breeds', kind],
    queryFn: ({ signal }) => getBreeds(kind, signal),
    ...CACHE.forever,
  });

export const useBreeds = (kind: PetKind) => useQuery(breedsQueryOptions(kind));
