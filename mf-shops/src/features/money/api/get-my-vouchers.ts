import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Voucher } from './types';

export const getMyVouchers = () => apiGet<Voucher[]>('/v2/vouchers');

export const myVouchersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.vouchers.mine(), queryFn: getMyVouchers });

export const useMyVouchers = () => useQuery(myVouchersQueryOptions());
