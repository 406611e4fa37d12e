// GET /v2/marketing/banner: the home's banners. Cached forever (§9); a failure is swallowed
// by the screen (no section), never reported to the person.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, apiGet, type Banner } from '@guardian/shared';

export const getBanners = (): Promise<Banner[]> => apiGet<Banner[]>('/v2/marketing/banner');

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['marketing', 'banner'], queryFn: getBanners, ...CACHE.forever });

export const useBanners = () => useQuery(bannersQueryOptions());
