// 온라인 예약 where the owner has nothing booked (the home's 다가오는 예약 card, 예약 내역, 일정, 리뷰): the current shop's
// booking page when it takes online bookings, as its 매장 정보 page decides (the shop's `onlineReservation`,
// shop-detail-screens.tsx), else — no shop, one that does not, or its page not read — the list of the shops that do.
// The home card is on the 매장 tab's first load, which has no bytes for this: it reaches it through the home's lazy
// chunk (my-records-menu.tsx), loaded on the tap; the other screens are lazy themselves and import it.
import type { NavigateFunction } from 'react-router-dom';
import { paths as app } from '@guardian/shared';
import { getShop } from '../api/get-shop';

export async function bookOnline(navigate: NavigateFunction, current: { shopId: number } | null) {
  const shop = current ? await getShop(current.shopId).catch(() => null) : null;
  navigate(shop?.onlineReservation ? `${app.onlineReservation}/${shop.shopId}` : app.onlineReservation);
}
