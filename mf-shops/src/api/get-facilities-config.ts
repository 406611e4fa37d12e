// GET /v2/shop/filter/facilities/config: the facility filters. Cached forever (§9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, apiGet, queryKeys, type Facility } from '@guardian/shared';

export const getFacilitiesConfig = (): Promise<Facility[]> =>
  apiGet<Facility[]>('/v2/shop/filter/facilities/config');

export const facilitiesConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shops.facilitiesConfig(),
    queryFn: getFacilitiesConfig,
    ...CACHE.forever,
  });

export const useFacilitiesConfig = () => useQuery(facilitiesConfigQueryOptions());
