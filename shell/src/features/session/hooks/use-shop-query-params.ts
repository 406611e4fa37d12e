// Spec §2/§4: shop_id, customer_seq and targetUrl select the current shop and customer, then
// redirect to targetUrl (replace). Without targetUrl the params are dropped from the address.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useIsLoggedIn } from '@guardian/shared';
import { paths, safeRedirect } from '../../../config/paths';
import { readShopQueryParams, storeShopSelection, stripShopParams } from '../../../lib/shop-query-params';

/** Returns true while a redirect is pending, so the caller can avoid flashing the old page. */
export function useShopQueryParams(enabled = true): boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const params = readShopQueryParams(search);
  const active = enabled && params.present;

  useEffect(() => {
    if (!active) return;
    const current = readShopQueryParams(search);
    const target = safeRedirect(current.targetUrl, stripShopParams(pathname, search));
    // Logged in, /check applies the shop once it knows the owner's shops, and only when it is one of theirs: stored
    // here unchecked, a shop not theirs stood for none, the session put their first shop in its place, and the shop
    // they had chosen was lost. A guest's is kept for after login, when the session reconciles it with theirs.
    const q = new URLSearchParams(search);
    q.set('targetUrl', target);
    if (!loggedIn) storeShopSelection(current);
    navigate(loggedIn ? `${paths.check}?${q}` : target, { replace: true });
  }, [active, loggedIn, pathname, search, navigate]);

  return active;
}
