// GET /v2/vouchers?scope=active: every pass I can still pay with. 이용권's 내 이용권 lists them; the home with no linked
// shop asks whether there is one (a pass outlives the shop's link). One read under one key, which 마이페이지's 이용권
// row shares too, so each fills the others' cache, and a purchase or a refund (which refresh every ['vouchers'] query)
// shows everywhere.
import { queryOptions } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet, whenOlderThan } from '@guardian/shared';

/** Every pass that can still pay (few at a time; 내 이용권 shows them all). */
const getMyVouchers = () => apiGet<ApiGet<'/v2/vouchers'>>('/v2/vouchers', { scope: 'active' });

export const myVouchersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.vouchers.mine(),
    queryFn: getMyVouchers,
    // A visit paid with a pass while the app is away (the shop marks it) shows its count of visits left when it is back.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });
