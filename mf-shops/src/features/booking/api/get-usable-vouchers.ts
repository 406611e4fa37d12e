import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet } from '@guardian/shared';

/** A pass of mine that can pay for this product (GET /v2/vouchers/usable). */
export type UsableVoucher = ApiGet<'/v2/vouchers/usable'>[number];

export const getUsableVouchers = (shopId: number, productSeq: number) =>
  apiGet<UsableVoucher[]>('/v2/vouchers/usable', { shopId, productSeq });

export const usableVouchersQueryOptions = (shopId: number, productSeq: number) =>
  queryOptions({
    queryKey: queryKeys.vouchers.usable(shopId, productSeq),
    queryFn: () => getUsableVouchers(shopId, productSeq),
  });

export const useUsableVouchers = (shopId: number, productSeq: number) =>
  useQuery(usableVouchersQueryOptions(shopId, productSeq));
