// GET /v2/shop/filter/region/config: a flat list, grouped by 시·도 here. Cached forever (§9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, apiGet, queryKeys, type Region } from '@guardian/shared';

export const getRegionConfig = (): Promise<Region[]> => apiGet<Region[]>('/v2/shop/filter/region/config');

export const regionConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.shops.regionConfig(), queryFn: getRegionConfig, ...CACHE.forever });

export const useRegionConfig = () => useQuery(regionConfigQueryOptions());
