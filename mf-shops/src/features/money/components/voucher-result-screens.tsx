// /voucher/success (the payment window came back approved: confirm, then show the new pass) and /voucher/fail. Each
// steps back over the payment window to the purchase page, which gives it its entry (payment-window.ts): back from
// the result is 이용권, not the window again.
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  ErrorState,
  PageHeader,
  Skeleton,
  errorMessage,
  formatWon,
  isApiError,
  paths as app,
  routeId,
  useGoBack,
} from '@guardian/shared';
import { paymentFailureText } from '@guardian/shared/forms';
import { voidedOrder } from '../api/confirm-payment';
import { useVoucherByOrder } from '../api/get-voucher-by-order';
import type { PaymentOrder } from '../api/types';
import { useConfirmOnce } from '../lib/use-confirm-once';
import { useReturnOverPaymentWindow } from '../lib/use-return-over-payment-window';
import { Purchased, PurchasedFooter } from './purchased-voucher';
import styles from './money.module.css';

export function VoucherSuccessScreen() {
  const [params] = useSearchParams();
  const confirm = useConfirmOnce(params);
  // Confirmed first, so the pass is bought whatever the step back finds; the purchase page then confirms again.
  const leaving = useReturnOverPaymentWindow(confirm.isSuccess, confirm.orderId);
  const voucher = useVoucherByOrder(confirm.orderId, confirm.isSuccess);
  // Refused after the card was approved (the coupon spent in another tab meanwhile, the pass withdrawn): the server
  // cancelled the approval, so this is a purchase to make again, not a pass to use.
  const voided = confirm.isError ? voidedOrder(confirm.error) : null;
  // 이용권, behind this page in its entry's place; opened straight after the window, 이용권 in this one's.
  const back = useGoBack(app.voucher);
  const checking = (
    <div className={styles.stack} aria-busy="true">
      <p className={styles.text}>결제를 확인하고 있어요…</p>
      <Skeleton height={180} radius={16} />
    </div>
  );
  return (
    <>
      <PageHeader title="이용권 구매" back={back} />
      <div className={styles.page}>
        {leaving ? (
          checking
        ) : !confirm.valid ? (
          <ErrorState message="결제 정보가 없어요. 이용권 화면에서 다시 확인해 주세요." />
        ) : voided ? (
          <Voided reason={errorMessage(confirm.error)} order={voided} />
        ) : confirm.isError ? (
          <ErrorState error={confirm.error} onRetry={confirm.retry} />
        ) : confirm.isSuccess && voucher.data ? (
          <Purchased voucher={voucher.data} />
        ) : voucher.isError ? (
          <ErrorState error={voucher.error} onRetry={() => void voucher.refetch()} />
        ) : (
          checking
        )}
      </div>
      {leaving ? null : voided ? (
        <AgainFooter
          productSeq={
            // A pass no longer for sale has no purchase page to go back to.
            isApiError(confirm.error) && confirm.error.resultCode === 'VOUCHER_PRODUCT_NOT_FOUND'
              ? null
              : routeId(params.get('voucherProductSeq'))
          }
          couponSeq={routeId(params.get('couponSeq'))}
        />
      ) : (
        <PurchasedFooter />
      )}
    </>
  );
}

/** The payment the server cancelled after the card approved it: why, and that the money went back. */
function Voided({ reason, order }: { reason: string; order: PaymentOrder }) {
  return (
    <div className={styles.hero}>
      <span className={`${styles.icon} ${styles.failIcon}`} aria-hidden="true">
        !
      </span>
      <h2 className={styles.sectionTitle}>결제를 취소했어요</h2>
      <p className={styles.text} data-testid="fail-reason">
        {reason}
      </p>
      <p className={styles.meta}>
        승인된 {formatWon(order.refundedAmount || order.amount)}은 환불했어요. 카드사에 따라 3~7일 뒤에 보일
        수 있어요.
      </p>
    </div>
  );
}

/**
 * After a payment that did not go through: 이용권, and paying again on the purchase page of the same pass with the same
 * coupon (the page leaves out a coupon that can no longer be used, says why, and another can be chosen there).
 */
function AgainFooter({ productSeq, couponSeq }: { productSeq: number | null; couponSeq: number | null }) {
  const navigate = useNavigate();
  const toVouchers = () => navigate(app.voucher, { replace: true });
  if (!productSeq)
    return (
      <div className={styles.footer}>
        <Button onClick={toVouchers}>이용권 보러 가기</Button>
      </div>
    );
  return (
    <div className={styles.footer}>
      <Button variant="secondary" onClick={toVouchers}>
        이용권 보러 가기
      </Button>
      <Button onClick={() => navigate(purchasePage(productSeq, couponSeq), { replace: true })}>
        다시 결제하기
      </Button>
    </div>
  );
}

/** The purchase page of a pass, with the coupon it was being bought with. */
const purchasePage = (productSeq: number | string, couponSeq: number | string | null) =>
  `${app.voucherPurchaseConfirm}?voucherProductSeq=${productSeq}${couponSeq ? `&couponSeq=${couponSeq}` : ''}`;

export function VoucherFailScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const productSeq = params.get('voucherProductSeq');
  const couponSeq = params.get('couponSeq');
  const reason = paymentFailureText(params.get('code'));
  // Nothing to confirm: at once (the page looks the same in the purchase page's entry).
  useReturnOverPaymentWindow(true, params.get('orderId') ?? '');
  const back = useGoBack(app.voucher);
  return (
    <>
      <PageHeader title="이용권 구매" back={back} />
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
          <Button onClick={() => navigate(purchasePage(productSeq, couponSeq), { replace: true })}>
            다시 결제하기
          </Button>
        ) : null}
      </div>
    </>
  );
}
