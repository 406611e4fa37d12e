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

/** `null`: the address names no breed (?breedSeq=0x10), so nothing is asked. */
export const useBreedGuide = (breedSeq: number | null) =>
  useQuery({ ...breedGuideQueryOptions(breedSeq ?? 0), enabled: breedSeq !== null });
