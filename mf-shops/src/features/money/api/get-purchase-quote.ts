import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { PurchaseQuote } from './types';

export const getPurchaseQuote = (voucherProductSeq: number, couponSeq: number | null) =>
  apiGet<PurchaseQuote>(`/v2/vouchers/products/${voucherProductSeq}/quote`, couponSeq ? { couponSeq } : {});

export const purchaseQuoteQueryOptions = (voucherProductSeq: number, couponSeq: number | null) =>
  queryOptions({
    queryKey: queryKeys.vouchers.quote(voucherProductSeq, couponSeq),
    queryFn: () => getPurchaseQuote(voucherProductSeq, couponSeq),
    // Coupons change what is paid: never show a figure older than the screen.
    staleTime: 0,
  });

export const usePurchaseQuote = (voucherProductSeq: number, couponSeq: number | null) =>
  useQuery({ ...purchaseQuoteQueryOptions(voucherProductSeq, couponSeq), placeholderData: keepPreviousData });
