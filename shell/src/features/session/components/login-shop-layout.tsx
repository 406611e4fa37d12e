// The login-and-shop layout (spec §2): wraps every page except the public ones. It resolves
// the session and the current shop but does not force login; only login tabs (§6) do.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { authHref, requiresLoginTab, useIsLoggedIn } from '@guardian/shared';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useSessionUser } from '../hooks/use-session-user';

export function LoginShopLayout() {
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const { isLoading } = useSessionUser();
  if (!loggedIn && requiresLoginTab(pathname)) {
    return <Navigate to={authHref(pathname + search)} replace />;
  }
  if (isLoading) return <PageSkeleton />;
  return <Outlet />;
}
