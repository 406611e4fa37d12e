// Spec §2/§4: shop_id, customer_seq and targetUrl select the current shop and customer, then
// redirect to targetUrl (replace). Without targetUrl the params are dropped from the address.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentShopStore } from '@guardian/shared';
import { safeRedirect } from '../../../config/paths';

export const SHOP_PARAMS = ['shop_id', 'customer_seq', 'targetUrl'] as const;

export interface ShopQueryParams {
  shopId: number | null;
  customerSeq: number | null;
  targetUrl: string | null;
  present: boolean;
}

function toNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function readShopQueryParams(search: string): ShopQueryParams {
  const q = new URLSearchParams(search);
  return {
    shopId: toNumber(q.get('shop_id')),
    customerSeq: toNumber(q.get('customer_seq')),
    targetUrl: q.get('targetUrl'),
    present: SHOP_PARAMS.some((k) => q.has(k)),
  };
}

/** Stores the selection; the session hook reconciles it with the user's shops once loaded. */
export function applyShopSelection({ shopId, customerSeq }: ShopQueryParams): void {
  if (shopId === null) return;
  useCurrentShopStore.getState().setCurrentShop(shopId, customerSeq);
}

export function stripShopParams(pathname: string, search: string): string {
  const q = new URLSearchParams(search);
  SHOP_PARAMS.forEach((k) => q.delete(k));
  const rest = q.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

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
