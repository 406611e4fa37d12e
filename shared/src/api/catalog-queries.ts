// GET /v2/breeds?kind=, used by the breed guide (mf-curation) and the add-pet sheet (mf-shops):
// one fetcher and one cache entry for both. The list is fixed, so it is cached for the whole visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '../query/cache';
import { queryKeys, type PetKind } from './query-keys';
import type { ApiGet } from './openapi-types';
import { apiGet } from './requests';

export type Breed = ApiGet<'/v2/breeds'>[number];

export const getBreeds = (kind: PetKind, signal?: AbortSignal): Promise<Breed[]> =>
  apiGet<Breed[]>('/v2/breeds', { kind }, { signal });

export const breedsQueryOptions = (kind: PetKind) =>
  queryOptions({
    queryKey: queryKeys.catalog.breeds(kind),
    queryFn: ({ signal }) => getBreeds(kind, signal),
    ...CACHE.forever,
  });

export const useBreeds = (kind: PetKind) => useQuery(breedsQueryOptions(kind));
