// 이용권 환불: ask the server what comes back (paid − used uses × list price), show it, refund only after a confirm.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ConfirmDialog, formatWon, queryKeys, toast, toastError } from '@guardian/shared';
import { useOneAtATime } from '@guardian/shared/forms';
import { getRefundQuote, useRefundVoucher } from '../api/refund-voucher';
import type { RefundQuote, Voucher } from '../api/types';
import styles from './money.module.css';

const REFUSALS = {
  HELD: '예약에 잡혀 있는 횟수가 있어요. 예약이 끝나거나 취소된 뒤에 환불할 수 있어요.',
  REFUNDED: '이미 환불한 이용권이에요.',
  OFFLINE: '매장에서 직접 구매한 이용권은 매장에 환불을 요청해 주세요.',
} as const;

export function RefundVoucher({ voucher }: { voucher: Voucher }) {
  const [quote, setQuote] = useState<RefundQuote | null>(null);
  const refund = useRefundVoucher();
  // One call at a time, the quote's or the refund's (useOneAtATime: a double tap lands before the button is busy): a
  // second 환불하기 in the question asked for the refund again, and its refusal (refunded already) said 환불할 수 없는
  // 이용권이에요 over the refund just made.
  const [busy, once] = useOneAtATime();
  const queryClient = useQueryClient();
  // Refused, the card may be behind the server (refunded on another phone, a use held by a new booking): load the
  // passes again, so the card shows why instead of a 환불 신청 refused on every tap.
  const reload = () => void queryClient.invalidateQueries({ queryKey: queryKeys.vouchers.all });

  const ask = async () => {
    try {
      const q = await getRefundQuote(voucher.voucherSeq);
      if (!q.refundable && q.reason) {
        toast.error(REFUSALS[q.reason]);
        reload();
      } else setQuote(q);
    } catch (e) {
      toastError(e);
    }
  };

  const confirm = async () => {
    setQuote(null);
    try {
      const refunded = await refund.mutateAsync(voucher.voucherSeq);
      // Done on our side at once (the card shows it 환불 완료 with the amount): only the card company's statement can
      // take days, so not "requested".
      toast.success(
        refunded.refundAmount
          ? `${formatWon(refunded.refundAmount)}을 환불했어요. 카드사에 따라 3~7일 뒤에 보일 수 있어요.`
          : '이용권을 환불했어요.',
      );
    } catch (e) {
      toastError(e);
      reload();
    }
  };

  return (
    <>
      <Button variant="secondary" loading={busy} onClick={() => void once(ask)}>
        환불 신청
      </Button>
      <ConfirmDialog
        open={quote !== null}
        text="이용권을 환불할까요?"
        subText="사용한 횟수는 1회 정가로 계산해 빼고 돌려 드려요."
        cancelText="닫기"
        confirmText="환불하기"
        onConfirm={() => void once(confirm)}
        onCancel={() => setQuote(null)}
      >
        {quote ? (
          <div className={`${styles.stack} ${styles.figures}`}>
            <div className={styles.row}>
              <span>결제 금액</span>
              <span>{formatWon(quote.paidAmount)}</span>
            </div>
            <div className={styles.row}>
              <span>
                사용 {quote.usedUses}회 × {formatWon(quote.unitListPrice)}
              </span>
              <span className={styles.discount}>
                {quote.deduction ? `−${formatWon(quote.deduction)}` : '0원'}
              </span>
            </div>
            <div className={styles.total}>
              <span>환불 금액</span>
              <span data-testid="refund-amount">{formatWon(quote.refundAmount)}</span>
            </div>
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
