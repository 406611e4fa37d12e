// GET /v2/curation/breeds: which breeds have an editor's guide, so the list can mark them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet, queryKeys, type ApiGet } from '@guardian/shared';

type GuidedBreeds = ApiGet<'/v2/curation/breeds'>;

export const getGuidedBreeds = (signal?: AbortSignal) =>
  publicGet<GuidedBreeds>('/v2/curation/breeds', undefined, { signal });

export const guidedBreedsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.curation.guidedBreeds(),
    queryFn: ({ signal }) => getGuidedBreeds(signal),
  });

export const useGuidedBreeds = () => useQuery(guidedBreedsQueryOptions());
