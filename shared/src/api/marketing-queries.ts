// GET /v2/marketing/banner, shown by the home tab (mf-curation) and the shops tab (mf-shops):
// one fetcher and one cache entry for both. Cached for the whole visit (§9). A failure stays an
// error (not an empty list cached forever) so the next screen that needs banners asks again;
// the screens leave the section out while there is no data.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '../query/cache';
import { queryKeys } from './query-keys';
import { apiGet } from './requests';
import type { Banner } from './types';

export const getBanners = (signal?: AbortSignal): Promise<Banner[]> =>
  apiGet<Banner[]>('/v2/marketing/banner', undefined, { signal });

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.marketing.banners(),
    queryFn: ({ signal }) => getBanners(signal),
    ...CACHE.forever,
  });

export const useBanners = () => useQuery(bannersQueryOptions());
