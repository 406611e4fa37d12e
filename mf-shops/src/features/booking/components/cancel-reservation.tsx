// 예약 취소: ask the server what cancelling costs today, show it, and cancel only after a confirm.
import { useState } from 'react';
import { Button, ConfirmDialog, errorMessage, toast } from '@guardian/shared';
import { useCancelReservation } from '../api/cancel-reservation';
import { getCancelQuote } from '../api/get-cancel-quote';
import type { CancelQuote } from '../api/types';
import { formatWon } from '../lib/format';

export function CancelReservation({ reservationSeq }: { reservationSeq: number }) {
  const [quote, setQuote] = useState<CancelQuote | null>(null);
  const [loading, setLoading] = useState(false);
  const cancel = useCancelReservation();

  const ask = async () => {
    setLoading(true);
    try {
      setQuote(await getCancelQuote(reservationSeq));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setLoading(false);
    }
  };

  const confirm = async () => {
    setQuote(null);
    try {
      await cancel.mutateAsync(reservationSeq);
      toast.success('예약을 취소했어요');
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <>
      <Button variant="secondary" loading={loading || cancel.isPending} onClick={() => void ask()}>
        예약 취소
      </Button>
      <ConfirmDialog
        open={quote !== null}
        text={quote ? feeLines(quote) : ''}
        subText={quote ? `지금 취소하면 ${quote.refundRate}% 환불 규정이 적용돼요.` : undefined}
        cancelText="닫기"
        confirmText="예약 취소"
        onConfirm={() => void confirm()}
        onCancel={() => setQuote(null)}
      />
    </>
  );
}

function feeLines(q: CancelQuote): string[] {
  const fee =
    q.fee > 0 ? `취소 수수료 ${formatWon(q.fee)}이 발생해요.` : '취소 수수료 없이 취소할 수 있어요.';
  const lines = ['예약을 취소할까요?', fee];
  if (q.base === 'DEPOSIT')
    lines.push(`예약금 ${formatWon(q.baseAmount)} 중 ${formatWon(q.refundAmount)}을 환불해 드려요.`);
  return lines;
}
