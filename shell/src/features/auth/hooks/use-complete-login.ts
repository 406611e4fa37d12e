// After login or sign-up: session store (which writes the cookie), cached user, then the page that asked for it.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { meQueryKey, useSessionStore, type Session } from '@guardian/shared';
import { safeRedirect } from '../../../config/paths';
import { stepsBackTo } from '../../../lib/history-entries';

/** /auth and its steps (email, SNS sign-up), with their query. */
const isLoginPath = (path: string) => /^\/auth(\/|\?|$)/.test(path);

/**
 * `completeLogin(session, redirectUrl)`, and `completing`: true from then on. The next page's code may still be on its
 * way (a tab's remote on a slow connection: the router keeps this page until it arrives), and the form's button,
 * free again once its request had answered, sent the login or sign-up a second time; a second sign-up was refused
 * as a taken e-mail, or as a spent SNS token, under someone already logged in. A form keeps its button busy with it.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [completing, setCompleting] = useState(false);
  const completeLogin = useCallback(
    (session: Session, redirectUrl?: string | null) => {
      setCompleting(true);
      const store = useSessionStore.getState();
      store.setToken(session.token);
      store.setUser(session.user);
      queryClient.setQueryData(meQueryKey, session.user);
      const target = safeRedirect(redirectUrl);
      // Sent here by the page right behind the login pages (로그인하고 쿠폰 받기): back to it, rather than that page
      // again in the login's place, which left it twice in history and made the first 뒤로 stay on it.
      const steps = stepsBackTo(target, isLoginPath);
      if (steps > 0) navigate(-steps);
      else navigate(target, { replace: true });
    },
    [queryClient, navigate],
  );
  return { completeLogin, completing };
}
