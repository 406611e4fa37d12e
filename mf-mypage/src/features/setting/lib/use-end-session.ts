// Forgets everything this browser knows about the signed-in person: the token cookie, the
// session and current-shop stores, and every cached query (so the next person sees none of it).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { removeAccessToken, useCurrentShopStore, useSessionStore } from '@guardian/shared';

export function useEndSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    removeAccessToken();
    useSessionStore.getState().clear();
    useCurrentShopStore.getState().clear();
    queryClient.clear();
  }, [queryClient]);
}
