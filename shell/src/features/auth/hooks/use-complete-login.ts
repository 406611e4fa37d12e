// After login or sign-up: session store (which writes the cookie), cached user, then the page that asked for it.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { meQueryKey, useSessionStore, type Session } from '@guardian/shared';
import { safeRedirect } from '../../../config/paths';
import { stepsBackTo } from '../../../lib/history-entries';
import { landAfterLogin } from '../login-pages';

/** /auth and its steps (email, SNS sign-up), with their query. */
const isLoginPath = (path: string) => /^\/auth(\/|\?|$)/.test(path);
/** 비밀번호 변경 shows its form to someone logged in: it could not hand the page over (LeaveLoggedIn). */
const isPasswordChange = (path: string) => /^\/auth\/email\?(.*&)?mode=password(&|$)/.test(path);

/**
 * How many entries back the first page of this visit is, when every entry behind this one is a login page (0 when
 * something else is behind): a link to a page that needs login, opened logged out (a push, a shared link, the app's
 * /check), showed /auth in its place, and the login pages are all there is behind.
 */
function stepsBackToLoginStart(): number {
  let steps = 0;
  let onlyLogin = true;
  // Walks the entries behind, newest first; no entry's path is empty, so the walk ends at the first entry that is not
  // a login page, or at the first of this visit.
  stepsBackTo('', (path) => {
    if (!isLoginPath(path) || isPasswordChange(path)) onlyLogin = false;
    else steps++;
    return onlyLogin;
  });
  return onlyLogin ? steps : 0;
}

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
      if (steps > 0) {
        navigate(-steps);
        return;
      }
      // Opened at a login-only page (logged out, from outside): the login pages back to the first, which hands its
      // entry to the page (LeaveLoggedIn). Put in the login's place instead, the page left /auth behind it, which
      // showed the page again on 뒤로 (nothing of this app was behind to go back to), and a second 뒤로 was needed.
      const toStart = stepsBackToLoginStart();
      if (toStart > 0) {
        landAfterLogin(target);
        navigate(-toStart);
      } else navigate(target, { replace: true });
    },
    [queryClient, navigate],
  );
  return { completeLogin, completing };
}
