// /deposit/{id}: the reservation's 예약금 (public layout; the data needs the owner's session): amount, due time,
// status, the shop's account for a transfer, and paying online. The payment window comes back here: with
// paymentKey/orderId/amount it is confirmed, with code/message the failure is shown, each in the place of the deposit
// page that opened the window (payment-window.ts), so back from it is the reservation, not the window again.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  Badge,
  Button,
  ErrorState,
  LoginPrompt,
  type ErrorStateProps,
  PageHeader,
  QueryState,
  Skeleton,
  errorMessage,
  messageUnlessAlerted,
  formatDay,
  formatDayTime,
  formatInstant,
  formatSeoulTime,
  formatWon,
  isApiError,
  isRetryable,
  paths as app,
  queryKeys,
  requestPayment,
  routeId,
  toast,
  useGoBack,
  useIsLoggedIn,
} from '@guardian/shared';
import { FormError, paymentFailureText, useOneAtATime } from '@guardian/shared/forms';
import { AccountText } from '../../../components/account-text';
import { accountNumberIn } from '../../../lib/account-number';
import { formatStayEnd } from '../../../lib/stay-end';
import { isVisitOpen } from '../../../lib/visit-open';
import { voidedOrder } from '../api/confirm-payment';
import { useDeposit } from '../api/get-deposit';
import { useStartDepositPayment } from '../api/start-deposit-payment';
import type { Deposit, PaymentOrder } from '../api/types';
import { useConfirmOnce } from '../lib/use-confirm-once';
import { useReturnOverPaymentWindow } from '../lib/use-return-over-payment-window';
import { useSentOrder } from '../lib/use-sent-order';
import styles from './money.module.css';

export function DepositScreen() {
  const id = routeId(useParams().id);
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const toReservations = { label: '예약 내역 보기', onClick: () => navigate(app.reservation) };
  // Opened from the reservation (or elsewhere in the app): back there, so the phone's back button does not bring
  // the deposit back. Opened by a link, or come back from the payment window (a new page load with the gateway
  // behind it): the reservation takes its place.
  const back = useGoBack(id === null ? app.reservation : `${app.reservationDetail}?id=${id}`);
  return (
    <>
      <PageHeader title="예약금" back={back} />
      {!loggedIn ? (
        <div className={styles.page}>
          <LoginPrompt description="예약금을 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요." />
        </div>
      ) : id === null ? (
        <ErrorState message="예약을 찾을 수 없어요." action={toReservations} />
      ) : (
        <DepositBody id={id} toReservations={toReservations} />
      )}
    </>
  );
}

function DepositBody({ id, toReservations }: { id: number; toReservations: ErrorStateProps['action'] }) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  // Back from the result after paying, the back-forward cache's copy of this page shows the deposit unpaid and offers
  // paying again: read anew (shown as loading until it answers). A new page load reads it anyway.
  const sent = useSentOrder(() => void queryClient.resetQueries({ queryKey: queryKeys.deposits.detail(id) }));
  const confirm = useConfirmOnce(params);
  // Back from the payment window, the deposit is read only once the confirm has answered: a read sent beside
  // it can arrive after it with the state from before the payment, and would then be taken as current.
  const confirming = confirm.valid && (confirm.isIdle || confirm.isPending);
  const deposit = useDeposit(id, !confirming);
  const failed = params.get('code') ? paymentFailureText(params.get('code')) : null;
  // Refused after the card was approved (paid meanwhile in another tab, the booking closed): the approval is cancelled.
  const voided = confirm.isError ? voidedOrder(confirm.error) : null;
  // The outcome in (confirmed, or the window came back without paying): back over the window to the deposit page that
  // opened it, which this page then replaces. Confirmed first, so the payment stands whatever the step back finds.
  const leaving = useReturnOverPaymentWindow(
    confirm.isSuccess || (!confirm.valid && failed !== null),
    params.get('orderId') ?? '',
  );
  const skeleton = (
    <div className={styles.page} aria-busy="true">
      {confirming || (leaving && confirm.isSuccess) ? (
        <p className={styles.text}>결제를 확인하고 있어요…</p>
      ) : null}
      <Skeleton height={160} radius={16} />
      <Skeleton height={120} radius={16} />
    </div>
  );
  if (leaving) return skeleton;
  return (
    <QueryState query={deposit} errorAction={toReservations} skeleton={skeleton}>
      {(d) => (
        <DepositView
          deposit={d}
          notice={
            voided
              ? voidedNotice(confirm.error, voided, d)
              : // The deposit read after a failed confirm may show it paid (the answer, not the payment, was lost).
                confirm.isError && !d.paid
                ? messageUnlessAlerted(confirm.error)
                : failed
                  ? failureNotice(failed, d.payable)
                  : null
          }
          // The card was approved in the payment window and only our confirm failed on the way (network, 5xx):
          // the same confirm again, never a new order, which would send the payer through the card a second time.
          // Not once the server has cancelled that approval: there is nothing left to confirm.
          retryConfirm={
            confirm.isError && !voided && !d.paid && isRetryable(confirm.error)
              ? { run: confirm.retry, pending: confirm.isPending }
              : null
          }
          justPaid={confirm.isSuccess}
          noteSent={sent.noteSent}
        />
      )}
    </QueryState>
  );
}

/**
 * Why the payment window came back without paying, and what to do: a reason that says it already ('다른 카드로
 * 시도해 주세요.') stands alone, for one instruction, not two that disagree; the others say how to pay again, by
 * the button below while there is one (paid meanwhile, or the booking closed, there is nothing to press).
 */
function failureNotice(failed: string, payable: boolean) {
  if (/주세요\.$/.test(failed) || !payable) return failed;
  return `${failed} 다시 결제하려면 아래 버튼을 눌러 주세요.`;
}

/**
 * A confirm refused after the card was approved, whose approval the server cancelled: why (paid already, in the words
 * of how it was paid; else the server's reason) and that the money went back, which the deposit's own state (결제
 * 완료, 예약 취소) does not say.
 */
function voidedNotice(error: unknown, order: PaymentOrder, d: Deposit) {
  const why =
    isApiError(error) && error.resultCode === 'DEPOSIT_ALREADY_PAID' && d.paid
      ? d.method === 'ONLINE'
        ? '이미 결제된 예약금이에요.'
        : '이미 입금이 확인된 예약금이에요.'
      : errorMessage(error);
  return `${why} 방금 승인된 ${formatWon(order.refundedAmount || order.amount)} 결제는 취소하고 환불했어요. 카드사에 따라 3~7일 뒤에 보일 수 있어요.`;
}

/**
 * The deposit's state, named as the reservation screens name it: a transfer the shop confirmed is 입금 완료, a
 * payment in the payment window 결제 완료 (booking/lib/deposit-label.ts, the same words).
 */
function status(d: Deposit) {
  if (d.status === 'CANCELED') {
    // A transfer is the shop's to send back: owed (환불 예정) until the shop records it; a card is refunded at once.
    if (d.refundPending > 0)
      return { label: `${formatWon(d.refundPending)} 환불 예정`, tone: 'warning' as const };
    return {
      label: d.refundedAmount ? `${formatWon(d.refundedAmount)} 환불 완료` : '예약 취소',
      tone: 'neutral' as const,
    };
  }
  if (d.paid) return { label: d.method === 'ONLINE' ? '결제 완료' : '입금 완료', tone: 'success' as const };
  // The visit is over (done or missed) and nothing came in: nothing is owed any more, as the reservation says it.
  if (!isVisitOpen(d.status)) return { label: '입금 없음', tone: 'neutral' as const };
  if (d.overdue) return { label: '기한 지남', tone: 'danger' as const };
  return { label: '입금 전', tone: 'warning' as const };
}

/** When the visit is: a stay's check-in and check-out, grooming's time, a day place's window (drop-off to pick-up). */
function visitText(d: Deposit) {
  if (d.endDate) return `체크인 ${formatDay(d.date)} · 체크아웃 ${formatStayEnd(d.date, d.endDate)}`;
  if (d.time) return `방문 ${formatDayTime(d.date, d.time)}`;
  return `방문 ${formatDay(d.date)} ${formatSeoulTime(d.startAt)} ~ ${formatSeoulTime(d.endAt)}`;
}

function DepositView({
  deposit: d,
  notice,
  retryConfirm,
  justPaid,
  noteSent,
}: {
  deposit: Deposit;
  notice: string | null;
  retryConfirm: { run: () => void; pending: boolean } | null;
  justPaid: boolean;
  /** Keeps the order in this page's history entry before the payment window opens. */
  noteSent: (orderId: string) => Promise<void>;
}) {
  const start = useStartDepositPayment();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const s = status(d);
  const [paying, once] = useOneAtATime();
  const pay = () =>
    once(async () => {
      setError(null);
      try {
        const order = await start.mutateAsync(d.reservationSeq);
        const here = app.deposit(d.reservationSeq);
        await noteSent(order.orderId);
        await requestPayment(order, { successUrl: here, failUrl: here });
        return 'leaving';
      } catch (e) {
        setError(messageUnlessAlerted(e));
        // 409: the deposit changed while this page showed it (the shop marked the transfer received, or the booking
        // was cancelled): read it anew, so the page says 입금 완료 instead of 입금 전 beside the refusal.
        if (isApiError(e) && e.status === 409)
          void queryClient.invalidateQueries({ queryKey: queryKeys.deposits.detail(d.reservationSeq) });
      }
    });
  const copy = async () => {
    if (!d.account) return;
    // Only the number, for the banking app's 계좌번호 field; an account given without one is copied as it is.
    const number = accountNumberIn(d.account);
    try {
      await navigator.clipboard.writeText(number ?? d.account);
      toast.success(number ? `${number} 계좌번호를 복사했어요` : '입금 계좌 정보를 복사했어요');
    } catch {
      toast.error('복사하지 못했어요. 길게 눌러 복사해 주세요.');
    }
  };
  return (
    <>
      <div className={styles.page}>
        <section className={styles.card} aria-label="예약금">
          <div className={styles.cardHead}>
            <span className={styles.meta}>
              {d.shopName} · {d.productName}
            </span>
            <Badge tone={s.tone}>{s.label}</Badge>
          </div>
          <span className={styles.usesLeft} data-testid="deposit-amount">
            {formatWon(d.amount)}
          </span>
          <span className={styles.text}>{visitText(d)}</span>
          {d.paid ? (
            <span className={styles.meta}>
              {d.paidAt ? `${formatInstant(String(d.paidAt))} ` : ''}
              {d.method === 'ONLINE' ? '온라인 결제' : '계좌이체'}
            </span>
          ) : d.payable ? (
            <span className={styles.meta}>{formatInstant(String(d.dueAt))}까지 보내 주세요</span>
          ) : null}
        </section>
        {d.refundPending > 0 ? (
          <p className={styles.notice}>
            계좌로 보낸 예약금이라 매장에서 {formatWon(d.refundPending)}을 직접 돌려보내 드려요. 매장에서
            보내면 ‘환불 완료’로 바뀌어요. 받지 못하셨으면 매장에 문의해 주세요.
          </p>
        ) : null}
        {justPaid ? (
          <p className={styles.notice}>
            {/* A booking the shop confirmed before the deposit came in has nothing left to wait for. */}
            {d.status === 'CONFIRMED'
              ? '예약금을 결제했어요. 예약은 확정되어 있어요.'
              : '예약금을 결제했어요. 매장에서 확인 후 예약을 확정해요.'}
          </p>
        ) : null}
        <FormError message={notice ?? error} boxed />
        {retryConfirm ? (
          <p className={styles.notice}>
            카드 결제는 승인됐을 수 있어요. 새로 결제하지 말고 ‘결제 확인 다시 시도’를 눌러 주세요.
          </p>
        ) : null}
        {/* While an approved card payment waits for its confirm, no account to send the same money to. */}
        {d.payable && !retryConfirm ? (
          <>
            <section className={styles.section} aria-labelledby="transfer-title">
              <h2 id="transfer-title" className={styles.sectionTitle}>
                계좌이체
              </h2>
              {d.account ? (
                <div className={styles.notice}>
                  <span>
                    <AccountText account={d.account} />
                  </span>
                  <span>입금하면 매장에서 확인한 뒤 ‘입금 완료’로 바뀌어요.</span>
                  <Button variant="secondary" onClick={() => void copy()}>
                    계좌번호 복사
                  </Button>
                </div>
              ) : (
                <p className={styles.meta}>매장에 입금 계좌를 문의해 주세요.</p>
              )}
            </section>
            <p className={styles.notice}>
              취소하면 매장의 환불 규정에 따라 돌려 드려요. 매장이 확정하기 전에 취소하면 모두 돌려 드려요.
              온라인으로 낸 예약금은 결제한 카드로 바로 환불되고, 계좌로 보낸 예약금은 매장에서 보내 드려요.
            </p>
          </>
        ) : null}
      </div>
      {retryConfirm ? (
        <div className={styles.footer}>
          <Button loading={retryConfirm.pending} onClick={retryConfirm.run}>
            결제 확인 다시 시도
          </Button>
        </div>
      ) : d.payable ? (
        <div className={styles.footer}>
          <Button loading={paying || start.isPending} onClick={() => void pay()}>
            {formatWon(d.amount)} 온라인 결제
          </Button>
        </div>
      ) : null}
    </>
  );
}
