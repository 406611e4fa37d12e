import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, CACHE } from '@guardian/shared';
import type { Breed } from './types';

export const getBreeds = (kind: 'DOG' | 'CAT') => apiGet<Breed[]>('/v2/breeds', { kind });

export const breedsQueryOptions = (kind: 'DOG' | 'CAT') =>
  queryOptions({ queryKey: ['booking', 'breeds', kind], queryFn: () => getBreeds(kind), ...CACHE.forever });

export const useBreeds = (kind: 'DOG' | 'CAT') => useQuery(breedsQueryOptions(kind));
