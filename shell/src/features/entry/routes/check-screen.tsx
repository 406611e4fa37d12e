// /check: the entry the native app opens. Applies shop_id/customer_seq, checks the session
// (GET /v2/me), then goes to targetUrl, or /, or /auth?redirectUrl=targetUrl.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authHref, useIsLoggedIn, useMe } from '@guardian/shared';
import { paths, safeRedirect } from '../../../config/paths';
import { PageSkeleton } from '../../../components/page-skeleton';
import { applyShopSelection, readShopQueryParams } from '../../../lib/shop-query-params';

export function CheckScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const me = useMe();
  const params = readShopQueryParams(search);
  const target = safeRedirect(params.targetUrl, paths.home);

  useEffect(() => {
    applyShopSelection(readShopQueryParams(search));
  }, [search]);

  useEffect(() => {
    if (!loggedIn || me.isError) {
      navigate(authHref(target), { replace: true });
    } else if (me.isSuccess) {
      navigate(target, { replace: true });
    }
  }, [loggedIn, me.isError, me.isSuccess, target, navigate]);

  return <PageSkeleton />;
}
