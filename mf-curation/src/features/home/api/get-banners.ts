// GET /v2/marketing/banner: cached for the whole visit (§9); a failure is an empty list (§7-8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, apiGet, type Banner } from '@guardian/shared';

export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  try {
    return await apiGet<Banner[]>('/v2/marketing/banner', undefined, { signal });
  } catch {
    return [];
  }
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['marketing', 'banners'],
    queryFn: ({ signal }) => getBanners(signal),
    ...CACHE.forever,
  });

export const useBanners = () => useQuery(bannersQueryOptions());
