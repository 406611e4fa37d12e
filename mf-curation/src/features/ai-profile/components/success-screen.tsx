// /ai-profile/success: the payment window approved; confirm it (the server queues the job), then step back over the
// window's pages to the payment step, which shows the paid order (checkout-history.ts); here only when that step is
// not known (another tab, a history too long to count).
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, PageHeader, Skeleton, routeId } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useConfirmPayment } from '../api/confirm-payment';
import { stepsBackToCheckout } from '../lib/checkout-history';
import { useDraft } from '../lib/draft';
import styles from './ai-profile.module.css';
import { GoButton } from './go-button';
import { PaidNotice, PaidOrderActions } from './paid-order';

/**
 * The draft remembers the paid order; back over the payment window to the step it was opened from, when known.
 * Whether the page is leaving for it.
 */
function afterPaid(orderSeq: number): boolean {
  const { checkout, paid } = useDraft.getState();
  paid(orderSeq);
  const steps = checkout?.orderSeq === orderSeq ? stepsBackToCheckout(checkout.historyLength) : 0;
  if (steps > 0) window.history.go(-steps);
  return steps > 0;
}

export function SuccessScreen() {
  const [params] = useSearchParams();
  // Our own return address names the order; one that names none (?orderSeq=0x10) is not order 16.
  const orderSeq = routeId(params.get('orderSeq')) ?? 0;
  const input = {
    paymentKey: params.get('paymentKey') ?? '',
    orderId: params.get('orderId') ?? '',
    amount: Number(params.get('amount')),
  };
  const confirm = useConfirmPayment();
  const valid = Boolean(input.paymentKey && input.orderId && input.amount > 0 && orderSeq > 0);
  // One confirmation on its way at a time, held in a ref: 다시 시도 tapped twice (both taps land before it is
  // drawn again) sent two, and the second, refused as already confirmed, said 결제를 확인하지 못했어요 over the
  // payment the first had just confirmed. Also what keeps the opening confirmation to one (StrictMode's effect).
  const confirming = useRef(false);
  // On its way back to the payment step, which shows the same: no button here, whose page would replace this one
  // and be left at once.
  const [leaving, setLeaving] = useState(false);
  const run = () => {
    if (confirming.current) return;
    confirming.current = true;
    confirm.mutate(input, {
      onSuccess: () => setLeaving(afterPaid(orderSeq)),
      onError: () => {
        confirming.current = false;
      },
    });
  };

  useEffect(() => {
    if (valid) run();
    // Runs once for the URL it was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valid]);

  return (
    <>
      <PageHeader title={paths.aiProfileSuccess.title} />
      <div className={styles.page}>
        {!valid ? (
          <ErrorState message="결제 정보를 확인할 수 없어요. 주문 내역에서 상태를 확인해 주세요." />
        ) : confirm.isError ? (
          <ErrorState error={confirm.error} fallback="결제를 확인하지 못했어요." onRetry={run} />
        ) : confirm.isSuccess ? (
          <PaidNotice />
        ) : (
          <div className={styles.center} role="status" aria-busy="true" aria-label="결제를 확인하는 중">
            <Skeleton height={48} width={48} radius={24} />
            <Skeleton height={24} width={200} />
            <p className={styles.muted}>결제를 확인하고 있어요…</p>
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        {leaving ? null : confirm.isSuccess ? (
          <PaidOrderActions orderSeq={orderSeq} />
        ) : (
          <GoButton to={paths.aiProfileHistory.path} variant="secondary">
            주문 내역 보기
          </GoButton>
        )}
      </div>
    </>
  );
}
