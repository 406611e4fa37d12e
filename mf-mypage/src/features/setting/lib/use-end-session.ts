// Forgets everything this browser knows about the signed-in person: the token cookie, the
// session and current-shop stores, and every cached query (so the next person sees none of it).
// `from` is the page being left: the shell's layout shows the frame there until the next page loads.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentShopStore, useSessionStore } from '@guardian/shared';

export function useEndSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (from: string) => {
      useSessionStore.getState().leave(from);
      useCurrentShopStore.getState().clear();
      queryClient.clear();
    },
    [queryClient],
  );
}
