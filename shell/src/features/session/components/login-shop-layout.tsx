// The login-and-shop layout (spec §2): wraps every page except the public ones. It resolves
// the session and the current shop but does not force login; only login tabs (§6) do.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { authHref, requiresLoginTab, useIsLoggedIn, useSessionStore } from '@guardian/shared';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useSessionUser } from '../hooks/use-session-user';

const forgetLeaving = () => useSessionStore.setState({ leavingFrom: null });

export function LoginShopLayout() {
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const leavingFrom = useSessionStore((s) => s.leavingFrom);
  const { isLoading } = useSessionUser();
  // A logout leaves its page once the next one shows; back to it later is an ordinary visit.
  useEffect(() => {
    if (leavingFrom !== null && leavingFrom !== pathname) forgetLeaving();
  }, [leavingFrom, pathname]);
  useEffect(() => forgetLeaving, []);
  if (!loggedIn && requiresLoginTab(pathname)) {
    // Logged out here on the way to 홈 or /bye: the frame until that page has loaded, not the login page.
    if (leavingFrom === pathname) return <PageSkeleton />;
    return <Navigate to={authHref(pathname + search)} replace />;
  }
  if (isLoading) return <PageSkeleton />;
  return <Outlet />;
}
