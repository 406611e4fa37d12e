import { useMemo } from 'react';
import type { UserShop } from '../api/types';
import { useCurrentShopStore } from './current-shop-store';
import { selectCurrentShop } from './select-current-shop';
import { useSessionStore } from './session-store';

/** The selected shop of the logged-in user (§4), or null when logged out or without shops. */
export function useCurrentShop(): UserShop | null {
  const user = useSessionStore((s) => s.user);
  const shopId = useCurrentShopStore((s) => s.shopId);
  const customerSeq = useCurrentShopStore((s) => s.customerSeq);
  return useMemo(() => selectCurrentShop(user?.userShops, shopId, customerSeq), [user, shopId, customerSeq]);
}
