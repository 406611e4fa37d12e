import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Voucher, VoucherPage } from './types';

/** Every pass that can still pay (few at a time; the screen shows them all). */
export const getMyVouchers = () => apiGet<Voucher[]>('/v2/vouchers', { scope: 'active' });

export const myVouchersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.vouchers.mine(), queryFn: getMyVouchers });

export const useMyVouchers = () => useQuery(myVouchersQueryOptions());

/** Refunded, expired and used-up passes, newest bought first, a page at a time. */
export const getPastVouchers = (cursor: string | null) =>
  apiGet<VoucherPage>('/v2/vouchers/past', { size: 10, ...(cursor ? { cursor } : {}) });

export const pastVouchersQueryOptions = () =>
  infiniteQueryOptions({
    // Under vouchers.all: a refund or a purchase (which invalidate it) reads this list again too.
    queryKey: [...queryKeys.vouchers.mine(), 'past'] as const,
    queryFn: ({ pageParam }) => getPastVouchers(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const usePastVouchers = () => useInfiniteQuery(pastVouchersQueryOptions());
