// GET /v2/me, fetched only while a token exists (§4).
import { queryOptions, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../api/query-keys';
import { apiGet } from '../api/requests';
import type { Me } from '../api/types';
import { useCurrentShopStore } from './current-shop-store';
import { useSessionStore } from './session-store';

export const meQueryKey = queryKeys.user.me();
/** How long a fetched user is reused by screens mounting later (see meQueryOptions). */
export const ME_STALE_MS = 30_000;

export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiGet<Me>('/v2/me', undefined, { signal });
}

export function meQueryOptions(token: string | null = useSessionStore.getState().token) {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
    // The shell and the page's screen both ask for the user as the page opens; with §9's default
    // (stale at once) the screen's mount fetched it a second time. This app's own calls that change
    // the user each invalidate this query; what another phone of the same account changes is read
    // when the app is shown again (the shell's useSessionUser).
    staleTime: ME_STALE_MS,
  });
}

/**
 * The current user. Keeps the session store's `user` in step, and when the call fails clears
 * the user and the current shop and marks the cached query stale (§4) without refetching it
 * (a refetch here would loop on a server that keeps failing).
 */
export function useMe(): UseQueryResult<Me> {
  const token = useSessionStore((s) => s.token);
  const queryClient = useQueryClient();
  const query = useQuery(meQueryOptions(token));
  const { data, isError } = query;

  useEffect(() => {
    if (data) useSessionStore.getState().setUser(data);
  }, [data]);

  useEffect(() => {
    if (!isError) return;
    useSessionStore.getState().setUser(null);
    useCurrentShopStore.getState().clear();
    void queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'none' });
  }, [isError, queryClient]);

  return query;
}
