// Logged out, an action that needs an account explains it and offers the login page, which brings
// the person back to this page afterwards (`/auth?redirectUrl=…`), or to the page the action opens.
import { authHref, dialog, useIsLoggedIn } from '@guardian/shared';
import { useLocation, useNavigate } from 'react-router-dom';

export function useRequireLogin() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const here = useLocation();
  /**
   * True when logged in; otherwise asks and (on yes) runs `beforeLogin` (e.g. remember what to finish on
   * return) and goes to the login page, and answers false. The login comes back to the page `beforeLogin`
   * answers (글쓰기: the editor, not the feed it was tapped on), or else to this one.
   */
  return async (why: string, beforeLogin?: () => string | void): Promise<boolean> => {
    if (loggedIn) return true;
    const go = await dialog.confirm({ text: '로그인이 필요해요', subText: why, confirmText: '로그인하기' });
    if (go) navigate(authHref(beforeLogin?.() || here.pathname + here.search));
    return false;
  };
}
