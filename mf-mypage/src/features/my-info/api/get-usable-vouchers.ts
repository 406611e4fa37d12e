// GET /v2/vouchers?scope=active: how many passes I can still pay with, for 마이페이지's 이용권 row. The same read under
// the same key as 이용권's 내 이용권 (mf-shops), so each fills the other's cache, and a purchase or a refund (which
// refresh every ['vouchers'] query) is counted here too. With no linked shop this row is the way back to a pass
// bought earlier: to see it, book with it, or ask for a refund.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet, whenOlderThan } from '@guardian/shared';

type Vouchers = ApiGet<'/v2/vouchers'>;

const getActiveVouchers = () => apiGet<Vouchers>('/v2/vouchers', { scope: 'active' });

const activeVouchersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.vouchers.mine(),
    queryFn: getActiveVouchers,
    // As 내 이용권: a pass used up at the shop while the app is away is no longer counted when it is back.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

/** The number of passes that can still pay (undefined until it is known). */
export const useUsableVoucherCount = () =>
  useQuery({ ...activeVouchersQueryOptions(), select: (vouchers) => vouchers.length }).data;
