// GET /v2/curation/breeds/{breedSeq}: a breed's care notes (null until an editor writes them) and contents.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet, queryKeys } from '@guardian/shared';
import type { BreedGuide } from '../../../api/types';

export const getBreedGuide = (breedSeq: number, signal?: AbortSignal) =>
  publicGet<BreedGuide>(`/v2/curation/breeds/${breedSeq}`, undefined, { signal });

export const breedGuideQueryOptions = (breedSeq: number) =>
  queryOptions({
    queryKey: queryKeys.curation.breed(breedSeq),
    queryFn: ({ signal }) => getBreedGuide(breedSeq, signal),
  });

export const useBreedGuide = (breedSeq: number) => useQuery(breedGuideQueryOptions(breedSeq));
