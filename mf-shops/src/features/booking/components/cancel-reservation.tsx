// 예약 취소: ask the server what cancelling costs today, show it, and cancel only after a confirm, on those terms: when
// they changed meanwhile (the shop confirmed, recorded the deposit, or the day turned), say so, show the new quote and
// ask again.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ConfirmDialog, formatWon, toast, toastError } from '@guardian/shared';
import { useOneAtATime } from '@guardian/shared/forms';
import { refreshIfStale, termsChanged, useCancelOnTerms } from '../api/cancel-reservation';
import { getCancelQuote } from '../api/get-cancel-quote';
import type { CancelQuote } from '../api/types';
import { Row } from './visit-details';
import styles from './booking.module.css';

/** The question on screen: the quote it shows, and `before`, the one the owner agreed to when the terms changed since. */
interface Question {
  quote: CancelQuote;
  before: CancelQuote | null;
}

export function CancelReservation({
  reservationSeq,
  onCancelled,
  fullWidth = true,
}: {
  reservationSeq: number;
  onCancelled?: () => void;
  /** false beside another footer action (예약 변경): the two share the row. */
  fullWidth?: boolean;
}) {
  const [question, setQuestion] = useState<Question | null>(null);
  const quote = question?.quote ?? null;
  const cancel = useCancelOnTerms();
  const queryClient = useQueryClient();
  // One call at a time, the quote's or the cancel's (useOneAtATime: a double tap lands before the button is busy): a
  // second 예약 취소 in the question sent the cancel again, and its refusal (already cancelled) said 처리할 수 없어요
  // over the cancelled reservation.
  const [busy, once] = useOneAtATime();

  /** Asks what cancelling costs now; `before`: the terms the owner agreed to, which the server found changed. */
  const ask = async (before: CancelQuote | null = null) => {
    try {
      setQuestion({ quote: await getCancelQuote(reservationSeq), before });
    } catch (e) {
      toastError(e);
      void refreshIfStale(queryClient, reservationSeq, e);
    }
  };

  const confirm = async () => {
    if (!quote) return;
    setQuestion(null);
    try {
      await cancel.mutateAsync({ id: reservationSeq, quote });
      onCancelled?.();
      toast.success('예약을 취소했어요');
    } catch (e) {
      // Nothing was cancelled: the owner decides again, on what cancelling costs now.
      if (termsChanged(e)) await ask(quote);
      else toastError(e);
    }
  };

  return (
    <>
      <Button variant="secondary" fullWidth={fullWidth} loading={busy} onClick={() => void once(() => ask())}>
        예약 취소
      </Button>
      <ConfirmDialog
        open={quote !== null}
        text={
          question?.before ? ['취소 조건이 바뀌었어요.', '바뀐 조건으로 취소할까요?'] : '예약을 취소할까요?'
        }
        subText={question ? subTextOf(question) : undefined}
        cancelText="닫기"
        confirmText="예약 취소"
        onConfirm={() => void once(confirm)}
        onCancel={() => setQuestion(null)}
      >
        {quote ? <QuoteRows quote={quote} /> : null}
      </ConfirmDialog>
    </>
  );
}

/** The rule cancelling now falls under, after what changed when the terms the owner saw no longer hold. */
function subTextOf({ quote, before }: Question) {
  const rule = ruleLine(quote);
  return before ? `${whatChanged(before, quote)} ${rule}` : rule;
}

/** Why the terms changed between two quotes, as the owner would put it. */
function whatChanged(before: CancelQuote, now: CancelQuote) {
  if (before.unconfirmed && !now.unconfirmed) return '그사이 매장이 예약을 확정했어요.';
  if (!before.depositPaid && now.depositPaid)
    return now.depositMethod === 'ONLINE'
      ? '그사이 예약금 결제가 완료되었어요.'
      : '그사이 매장이 예약금 입금을 확인했어요.';
  if (before.daysBefore !== now.daysBefore) return '날짜가 바뀌어 적용되는 환불 규정이 달라졌어요.';
  return '그사이 취소 조건이 바뀌었어요.';
}

/**
 * Which rule cancelling now falls under: '지금 취소하면 2일 전 취소라 50% 환불 규정이 적용돼요.' (0 %: '환불 불가',
 * as the policy list says it). A request the shop has not confirmed is under none: it is withdrawn free. A booking
 * paid with a pass pays no fee: what happens to its uses, back while cancelling is free, else spent.
 */
function ruleLine(q: CancelQuote) {
  const pass = q.voucher;
  if (pass) {
    if (q.unconfirmed) return `매장이 아직 확정하지 않은 요청이라 이용권 ${pass.uses}회를 돌려 드려요.`;
    if (!pass.spent) return `무료 취소 기간이라 지금 취소하면 이용권 ${pass.uses}회를 돌려 드려요.`;
    const day = q.daysBefore === 0 ? '당일' : `${q.daysBefore}일 전`;
    return `${day} 취소라 무료 취소 기간이 지났어요. 지금 취소하면 이용권 ${pass.uses}회가 차감돼요.`;
  }
  if (q.unconfirmed) return '매장이 아직 확정하지 않은 요청이라 수수료 없이 취소돼요.';
  const when = q.daysBefore === 0 ? '당일' : `${q.daysBefore}일 전`;
  const rule = q.refundRate === 0 ? '환불 불가' : `${q.refundRate}% 환불`;
  return `지금 취소하면 ${when} 취소라 ${rule} 규정이 적용돼요.`;
}

/**
 * What cancelling costs now: the fee, and what comes back of a paid deposit (said plainly when nothing does); for a
 * booking paid with a pass, its uses (back or spent) and no fee.
 */
function QuoteRows({ quote: q }: { quote: CancelQuote }) {
  const pass = q.voucher;
  if (pass)
    return (
      <div className={styles.quote}>
        <Row label="이용권" value={`${pass.uses}회 ${pass.spent ? '차감' : '복구'}`} />
        <p className={styles.meta}>이용권으로 결제한 예약이라 취소 수수료는 없어요.</p>
      </div>
    );
  // Unconfirmed and nothing paid: the question's line (수수료 없이 취소돼요) says all there is.
  if (q.unconfirmed && !q.depositPaid) return null;
  if (q.base === 'DEPOSIT' && !q.depositPaid)
    return <p className={styles.notice}>예약금을 보내기 전이라 수수료 없이 취소돼요.</p>;
  return (
    <div className={styles.quote}>
      <Row label="취소 수수료" value={q.fee > 0 ? formatWon(q.fee) : '없음'} />
      {q.base === 'DEPOSIT' ? (
        <>
          <Row label="환불 금액" value={q.refundAmount > 0 ? formatWon(q.refundAmount) : '없음'} />
          <p className={styles.meta}>{depositLine(q)}</p>
        </>
      ) : q.fee > 0 ? (
        <p className={styles.meta}>
          이용 금액 {formatWon(q.baseAmount)} 기준이며, 매장에서 따로 청구할 수 있어요.
        </p>
      ) : null}
    </div>
  );
}

/**
 * What becomes of the deposit paid: all of it back, the rest after the fee, or nothing (never "돌려 드려요" over 0원),
 * and by the one route that applies: a card payment is refunded to the card at once, a transfer the shop sends back
 * to the account. Both routes only when the API does not say which (an API from before `depositMethod`).
 */
function depositLine(q: CancelQuote) {
  const sent = formatWon(q.baseAmount);
  const back = formatWon(q.refundAmount);
  const all = q.fee <= 0;
  if (q.depositMethod === 'ONLINE') {
    if (q.refundAmount <= 0) return `규정에 따라 결제한 예약금 ${sent}은 돌려받을 수 없어요.`;
    const what = all
      ? `결제한 예약금 ${sent}을 모두 돌려 드려요.`
      : `결제한 예약금 ${sent} 중 수수료를 뺀 ${back}을 돌려 드려요.`;
    return `${what} 결제한 카드로 바로 환불돼요.`;
  }
  if (q.refundAmount <= 0) return `규정에 따라 보낸 예약금 ${sent}은 돌려받을 수 없어요.`;
  if (q.depositMethod === 'TRANSFER')
    return all
      ? `보낸 예약금 ${sent}은 매장에서 계좌로 모두 돌려 드려요.`
      : `보낸 예약금 ${sent} 중 수수료를 뺀 ${back}을 매장에서 계좌로 돌려 드려요.`;
  const what = all
    ? `보낸 예약금 ${sent}을 모두 돌려 드려요.`
    : `보낸 예약금 ${sent} 중 수수료를 뺀 ${back}을 돌려 드려요.`;
  return `${what} 카드로 낸 예약금은 결제가 바로 취소되고, 계좌로 보낸 예약금은 매장에서 돌려 드려요.`;
}
