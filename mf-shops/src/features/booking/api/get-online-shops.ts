// GET /v2/online-reservation/shops: /v2/shop/inquiry restricted to shops that take online
// bookings, so the same filters, location and pages.
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@guardian/shared';
import { shopPagesQueryOptions, type ShopQuery } from '../../../api/shop-search';

const ENDPOINT = '/v2/online-reservation/shops';

export const onlineShopsQueryOptions = (input: ShopQuery) =>
  shopPagesQueryOptions(ENDPOINT, queryKeys.booking.onlineShops(input), input);

/** `enabled` false while 가까운순 still waits for the device location. */
export const useOnlineShops = (input: ShopQuery, enabled: boolean) =>
  useInfiniteQuery({ ...onlineShopsQueryOptions(input), enabled });
