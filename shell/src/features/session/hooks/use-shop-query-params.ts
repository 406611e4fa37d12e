// Spec §2/§4: shop_id, customer_seq and targetUrl select the current shop and customer, then
// redirect to targetUrl (replace). Without targetUrl the params are dropped from the address.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { safeRedirect } from '../../../config/paths';
import { applyShopSelection, readShopQueryParams, stripShopParams } from '../../../lib/shop-query-params';

/** Returns true while a redirect is pending, so the caller can avoid flashing the old page. */
export function useShopQueryParams(enabled = true): boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = readShopQueryParams(search);
  const active = enabled && params.present;

  useEffect(() => {
    if (!active) return;
    const current = readShopQueryParams(search);
    applyShopSelection(current);
    navigate(safeRedirect(current.targetUrl, stripShopParams(pathname, search)), { replace: true });
  }, [active, pathname, search, navigate]);

  return active;
}
