// Whether the page was opened by someone already logged in: a saved or shared
// /auth?redirectUrl=… link, the landing's 로그인 after 둘러보기, the native app's login entry, or
// 뒤로 through a login finished since. Read once, when the page mounts: logging in on the page itself
// must not count, or its own navigation after the login would race a second redirect.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSessionStore } from '@guardian/shared';
import { rememberLoginPage } from '../login-pages';

export function useArrivedLoggedIn(): boolean {
  const { key } = useLocation();
  const [arrived] = useState(() => useSessionStore.getState().token !== null);
  useEffect(() => {
    if (!arrived) rememberLoginPage(key);
  }, [arrived, key]);
  return arrived;
}
