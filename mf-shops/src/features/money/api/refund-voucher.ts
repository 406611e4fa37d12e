import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, queryKeys } from '@guardian/shared';
import type { RefundQuote, Voucher } from './types';

/** Asked right before the confirm dialog, never cached. */
export const getRefundQuote = (voucherSeq: number) =>
  apiGet<RefundQuote>(`/v2/vouchers/${voucherSeq}/refund-quote`);

export const refundVoucher = (voucherSeq: number) => apiPost<Voucher>(`/v2/vouchers/${voucherSeq}/refund`);

export function useRefundVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundVoucher,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.vouchers.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.coupons.all });
    },
  });
}
