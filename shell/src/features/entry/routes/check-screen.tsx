// /check: the entry the native app opens (and the way any page's shop_id goes when logged in). Checks the session
// (GET /v2/me), applies shop_id/customer_seq when the shop is one of the user's, then goes to targetUrl, or /, or
// /auth?redirectUrl=… .
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  authHref,
  selectCurrentShop,
  toast,
  useCurrentShopStore,
  useIsLoggedIn,
  useMe,
  type UserShop,
} from '@guardian/shared';
import { paths, safeRedirect } from '../../../config/paths';
import { PageSkeleton } from '../../../components/page-skeleton';
import { readShopQueryParams, type ShopQueryParams } from '../../../lib/shop-query-params';

/** The pages that show the current shop; the others list all the owner's shops, each item naming its own. */
const CURRENT_SHOP_PAGES: readonly string[] = [
  paths.home,
  paths.notice,
  paths.shopDetail,
  paths.album,
  paths.voucher,
];

const showsCurrentShop = (target: string) =>
  CURRENT_SHOP_PAGES.includes(new URL(target, window.location.href).pathname.replace(/(.)\/+$/, '$1'));

/**
 * Where the link leads once the user's shops are known. One of them is made current. A shop they are not linked to
 * (never, or not since they unlinked it: an old push, a message from before) is not: it would stand for no shop, the
 * session would put their first shop in its place, and the shop they had chosen would be lost. They are told instead,
 * and a page that shows the current shop would show another shop than the link's: that shop's own page opens.
 */
function arrival(
  { shopId, customerSeq }: ShopQueryParams,
  userShops: readonly UserShop[],
  target: string,
): string {
  if (shopId === null) return target;
  const shop = selectCurrentShop(
    userShops.filter((s) => s.shopId === shopId),
    shopId,
    customerSeq,
  );
  if (shop) {
    useCurrentShopStore.getState().setCurrentShop(shop.shopId, shop.customerSeq);
    return target;
  }
  if (showsCurrentShop(target)) {
    toast.success('연결된 매장이 아니라서 매장 정보를 보여 드려요');
    return paths.shopById(shopId);
  }
  toast.success('연결된 매장이 아니라서 매장을 바꾸지 않았어요');
  return target;
}

export function CheckScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const me = useMe();
  const target = safeRedirect(readShopQueryParams(search).targetUrl, paths.home);
  // Once per link: the user read again meanwhile (or React's development double run) would say it twice.
  const followed = useRef<string | null>(null);

  useEffect(() => {
    if (followed.current === search) return;
    const params = readShopQueryParams(search);
    if (!loggedIn || me.isError) {
      followed.current = search;
      // A shop in the link is checked against the shops of whoever logs in: the login comes back here.
      navigate(authHref(params.shopId === null ? target : `${paths.check}${search}`), { replace: true });
    } else if (me.data) {
      followed.current = search;
      navigate(arrival(params, me.data.userShops, target), { replace: true });
    }
  }, [loggedIn, me.isError, me.data, search, target, navigate]);

  return <PageSkeleton />;
}
