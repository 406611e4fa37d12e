// GET /v2/chatting/prepare?shopId=: is the shop answering now, its inquiry form, my room with it if any.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet } from '@guardian/shared';

export type Prepare = ApiGet<'/v2/chatting/prepare'>;

export const getPrepare = (shopId: number) => apiGet<Prepare>('/v2/chatting/prepare', { shopId });

export const prepareQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: queryKeys.chatting.prepare(shopId),
    queryFn: () => getPrepare(shopId),
    staleTime: 0,
  });

export const usePrepare = (shopId: number, enabled = true) =>
  useQuery({ ...prepareQueryOptions(shopId), enabled: enabled && shopId > 0 });
