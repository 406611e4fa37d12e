// /ai-profile/success: the payment window approved; confirm it (the server queues the job), then go to progress.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, PageHeader, Skeleton, href, routeId } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useConfirmPayment } from '../api/confirm-payment';
import { useDraft } from '../lib/draft';
import styles from './ai-profile.module.css';
import { GoButton } from './go-button';

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
  const run = () => {
    if (confirming.current) return;
    confirming.current = true;
    confirm.mutate(input, {
      onSuccess: () => useDraft.getState().reset(),
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

  const detail = orderSeq > 0 ? href('aiProfileById', { id: orderSeq }) : paths.aiProfileHistory.path;
  return (
    <>
      <PageHeader title={paths.aiProfileSuccess.title} />
      <div className={styles.page}>
        {!valid ? (
          <ErrorState message="결제 정보를 확인할 수 없어요. 주문 내역에서 상태를 확인해 주세요." />
        ) : confirm.isError ? (
          <ErrorState error={confirm.error} fallback="결제를 확인하지 못했어요." onRetry={run} />
        ) : confirm.isSuccess ? (
          <div className={styles.center}>
            <span className={styles.emoji} aria-hidden="true">
              🎉
            </span>
            <h2 className={styles.title}>결제가 완료됐어요</h2>
            <p className={styles.lead}>
              지금 바로 프로필 사진을 만들기 시작해요. 다 되면 결과 화면에서 볼 수 있어요.
            </p>
          </div>
        ) : (
          <div className={styles.center} role="status" aria-busy="true" aria-label="결제를 확인하는 중">
            <Skeleton height={48} width={48} radius={24} />
            <Skeleton height={24} width={200} />
            <p className={styles.muted}>결제를 확인하고 있어요…</p>
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        {confirm.isSuccess ? (
          <GoButton to={detail} replace>
            만드는 과정 보기
          </GoButton>
        ) : (
          <GoButton to={paths.aiProfileHistory.path} variant="secondary">
            주문 내역 보기
          </GoButton>
        )}
      </div>
    </>
  );
}
