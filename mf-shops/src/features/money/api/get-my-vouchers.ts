import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import { myVouchersQueryOptions } from '../../../api/my-vouchers';
import type { VoucherPage } from './types';

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
