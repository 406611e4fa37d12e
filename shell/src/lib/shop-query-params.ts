// Spec §2/§4: the shop_id, customer_seq and targetUrl query params, read and applied. Used by
// the session's redirect hook and by /check, so they live at the app level.
import { routeId, useCurrentShopStore } from '@guardian/shared';

export const SHOP_PARAMS = ['shop_id', 'customer_seq', 'targetUrl'] as const;

export interface ShopQueryParams {
  shopId: number | null;
  customerSeq: number | null;
  targetUrl: string | null;
  present: boolean;
}

export function readShopQueryParams(search: string): ShopQueryParams {
  const q = new URLSearchParams(search);
  return {
    // Plain digits only, as the API reads them: shop_id=0x14 names no shop (not shop 20) and is left out.
    shopId: routeId(q.get('shop_id')),
    customerSeq: routeId(q.get('customer_seq')),
    targetUrl: q.get('targetUrl'),
    present: SHOP_PARAMS.some((k) => q.has(k)),
  };
}

/**
 * Stores the selection unchecked, for a guest only: there are no shops to check it against until they log in, and the
 * session hook then reconciles it with theirs. Logged in, /check applies it, and only when it is one of their shops.
 */
export function storeShopSelection({ shopId, customerSeq }: ShopQueryParams): void {
  if (shopId === null) return;
  useCurrentShopStore.getState().setCurrentShop(shopId, customerSeq);
}

export function stripShopParams(pathname: string, search: string): string {
  const q = new URLSearchParams(search);
  SHOP_PARAMS.forEach((k) => q.delete(k));
  const rest = q.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
