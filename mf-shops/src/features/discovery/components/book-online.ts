// 온라인 예약 on the home's 다가오는 예약 card with no visit ahead: the current shop's booking page when it takes online
// bookings, as its 매장 정보 page decides (the shop's `onlineReservation`, shop-detail-screens.tsx), else — no shop, one
// that does not, or its page not read — the list of the shops that do. The card is on the 매장 tab's first load, which
// has no bytes for this: it is in the home's lazy chunk (my-records-menu.tsx), loaded on the tap.
import type { NavigateFunction } from 'react-router-dom';
import { paths as app } from '@guardian/shared';
import { getShop } from '../../../api/get-shop';

export async function bookOnline(navigate: NavigateFunction, current: { shopId: number } | null) {
  const shop = current ? await getShop(current.shopId).catch(() => null) : null;
  navigate(shop?.onlineReservation ? `${app.onlineReservation}/${shop.shopId}` : app.onlineReservation);
}
