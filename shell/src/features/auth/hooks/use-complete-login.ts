// After login or sign-up: session store (which writes the cookie), cached user, then the page that asked for it.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { meQueryKey, useSessionStore, type Session } from '@guardian/shared';
import { safeRedirect } from '../../../config/paths';

export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (session: Session, redirectUrl?: string | null) => {
      const store = useSessionStore.getState();
      store.setToken(session.token);
      store.setUser(session.user);
      queryClient.setQueryData(meQueryKey, session.user);
      navigate(safeRedirect(redirectUrl), { replace: true });
    },
    [queryClient, navigate],
  );
}
