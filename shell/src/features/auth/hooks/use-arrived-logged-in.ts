// Whether the page's history entry was reached by someone already logged in: a saved or shared
// /auth?redirectUrl=… link, the landing's 로그인 after 둘러보기, the native app's login entry, or
// 뒤로 through a login finished since. Read once per entry (location key), when the page first shows it: logging in
// on the page itself must not count, or its own navigation after the login would race a second redirect.
// Per entry, not per mount: React Router keeps the page mounted across entries of the same route, and a login
// finished on /auth/email goes back to the visit's first entry, which may be /auth/email too (a visit that began
// there, then 비밀번호를 잊으셨나요? and back to the form): read at mount only, that entry kept the login form with a
// spinning button instead of handing itself to redirectUrl (LeaveLoggedIn).
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSessionStore } from '@guardian/shared';
import { rememberLoginPage } from '../login-pages';

const loggedInNow = () => useSessionStore.getState().token !== null;

export function useArrivedLoggedIn(): boolean {
  const { key } = useLocation();
  const [read, setRead] = useState(() => ({ key, arrived: loggedInNow() }));
  let { arrived } = read;
  if (read.key !== key) {
    // A new entry under the same page: read it now (React's "state from the previous render" pattern).
    arrived = loggedInNow();
    setRead({ key, arrived });
  }
  useEffect(() => {
    if (!arrived) rememberLoginPage(key);
  }, [arrived, key]);
  return arrived;
}
