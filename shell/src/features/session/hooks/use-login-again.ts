// A save refused because the session had ended under this person (the session store's `end(true)`: they read
// §8's alert and chose 로그인하기): to the login page, which brings them back to this page, where what they
// had typed waits as a draft.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authHref, paths, requiresLoginTab, useSessionStore } from '@guardian/shared';

export function useLoginAgain(): void {
  const loginAgain = useSessionStore((s) => s.loginAgain);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loginAgain) return;
    useSessionStore.setState({ loginAgain: false });
    // A login tab sends a logged-out person to log in by itself, with the same way back (LoginShopLayout).
    if (requiresLoginTab(pathname) || pathname.startsWith(paths.auth)) return;
    // Pushed, not replacing: 뒤로 from the login page is this page, and the login itself returns by stepping back.
    navigate(authHref(pathname + search));
  }, [loginAgain, pathname, search, navigate]);
}
