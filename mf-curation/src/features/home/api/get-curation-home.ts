// GET /v2/curation: the published series, each with its contents (홈's rows).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet, queryKeys } from '@guardian/shared';
import type { CurationHome } from '../../../api/types';

export const getCurationHome = (signal?: AbortSignal) =>
  publicGet<CurationHome>('/v2/curation', undefined, { signal });

export const curationHomeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.curation.home(), queryFn: ({ signal }) => getCurationHome(signal) });

export const useCurationHome = () => useQuery(curationHomeQueryOptions());
