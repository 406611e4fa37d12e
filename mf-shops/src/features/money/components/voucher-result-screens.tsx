// /voucher/success (the payment window came back approved: confirm, then show the new pass) and /voucher/fail.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ErrorState, PageHeader, Skeleton, paths as app } from '@guardian/shared';
import { paymentFailureText } from '@guardian/shared/forms';
import { useVoucherByOrder } from '../api/get-voucher-by-order';
import { useConfirmOnce } from '../lib/use-confirm-once';
import { Purchased, PurchasedFooter } from './purchased-voucher';
import styles from './money.module.css';

export function VoucherSuccessScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmOnce(params);
  const voucher = useVoucherByOrder(confirm.orderId, confirm.isSuccess);
  return (
    <>
      <PageHeader title="이용권 구매" back={() => navigate(app.voucher, { replace: true })} />
      <div className={styles.page}>
        {!confirm.valid ? (
          <ErrorState message="결제 정보가 없어요. 이용권 화면에서 다시 확인해 주세요." />
        ) : confirm.isError ? (
          <ErrorState error={confirm.error} onRetry={confirm.retry} />
        ) : confirm.isSuccess && voucher.data ? (
          <Purchased voucher={voucher.data} />
        ) : voucher.isError ? (
          <ErrorState error={voucher.error} onRetry={() => void voucher.refetch()} />
        ) : (
          <div className={styles.stack} aria-busy="true">
            <p className={styles.text}>결제를 확인하고 있어요…</p>
            <Skeleton height={180} radius={16} />
          </div>
        )}
      </div>
      <PurchasedFooter />
    </>
  );
}

export function VoucherFailScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const productSeq = params.get('voucherProductSeq');
  const couponSeq = params.get('couponSeq');
  const reason = paymentFailureText(params.get('code'));
  return (
    <>
      <PageHeader title="이용권 구매" back={() => navigate(app.voucher, { replace: true })} />
      <div className={styles.page}>
        <div className={styles.hero}>
          <span className={`${styles.icon} ${styles.failIcon}`} aria-hidden="true">
            !
          </span>
          <h2 className={styles.sectionTitle}>결제하지 못했어요</h2>
          <p className={styles.text} data-testid="fail-reason">
            {reason}
          </p>
          <p className={styles.meta}>결제된 금액은 없어요.</p>
        </div>
      </div>
      <div className={styles.footer}>
        <Button variant="secondary" onClick={() => navigate(app.voucher, { replace: true })}>
          이용권 보러 가기
        </Button>
        {productSeq ? (
          <Button
            onClick={() =>
              navigate(
                `${app.voucherPurchaseConfirm}?voucherProductSeq=${productSeq}${couponSeq ? `&couponSeq=${couponSeq}` : ''}`,
                { replace: true },
              )
            }
          >
            다시 결제하기
          </Button>
        ) : null}
      </div>
    </>
  );
}
