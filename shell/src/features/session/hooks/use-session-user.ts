// Spec §4 session: useMe fetches the user only with a token and, when the call fails, clears
// the user and the current shop and invalidates the cached query. Here the current shop
// follows the stored choice (shopId, customerSeq) through selectCurrentShop; a stored shop that is
// not the user's (unlinked since) gives way to their first. A link's shop_id never gets that far
// unchecked once logged in: /check stores only one of the user's shops.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  meQueryOptions,
  selectCurrentShop,
  useCurrentShopStore,
  useMe,
  useSessionStore,
} from '@guardian/shared';

export function useSessionUser(): { isLoading: boolean } {
  const me = useMe();
  // The same account on another phone links and unlinks shops (the current one too): back in the app, the user
  // is read again, so 내 매장 and every screen of the current shop follow what is linked now.
  useQuery({ ...meQueryOptions(useSessionStore((s) => s.token)), refetchOnWindowFocus: 'always' });
  const user = me.data ?? null;
  const shopId = useCurrentShopStore((s) => s.shopId);
  const customerSeq = useCurrentShopStore((s) => s.customerSeq);

  useEffect(() => {
    if (!user) return;
    const selected = selectCurrentShop(user.userShops, shopId, customerSeq);
    if (selected && (selected.shopId !== shopId || selected.customerSeq !== customerSeq)) {
      useCurrentShopStore.getState().setCurrentShop(selected.shopId, selected.customerSeq);
    }
  }, [user, shopId, customerSeq]);

  return { isLoading: me.isLoading };
}
