// /voucher/purchase/confirm?voucherProductSeq=: the summary, a coupon, the price breakdown, then the payment window.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  ErrorState,
  PageHeader,
  Skeleton,
  errorMessage,
  messageUnlessAlerted,
  formatWon,
  isApiError,
  paths as app,
  queryKeys,
  requestPayment,
  useMe,
  routeId,
} from '@guardian/shared';
import { FormError, useOneAtATime } from '@guardian/shared/forms';
import { usePurchaseQuote } from '../api/get-purchase-quote';
import { useVoucherByOrder } from '../api/get-voucher-by-order';
import { useStartPurchase } from '../api/start-purchase';
import type { PurchaseQuote } from '../api/types';
import { untilText } from '../lib/format';
import { useSentOrder } from '../lib/use-sent-order';
import { Purchased, PurchasedFooter } from './purchased-voucher';
import styles from './money.module.css';

export function PurchaseConfirmScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const productSeq = routeId(params.get('voucherProductSeq'));
  if (productSeq !== null) return <PurchaseConfirm productSeq={productSeq} />;
  // Opened without a product (an old or hand-typed link): nothing to quote, and retrying would not help.
  return (
    <>
      <PageHeader title="이용권 구매" back />
      <div className={styles.page}>
        <ErrorState message="구매할 이용권을 알 수 없어요. 이용권 화면에서 다시 골라 주세요." />
        <Button onClick={() => navigate(app.voucher, { replace: true })}>이용권 보러 가기</Button>
      </div>
    </>
  );
}

function PurchaseConfirm({ productSeq }: { productSeq: number }) {
  // Shown again after paying (the phone's back from the result, through the payment window): the pass bought, not
  // the form offering to pay again. An order sent but not paid (the window closed) leaves the form as it was.
  const queryClient = useQueryClient();
  const sent = useSentOrder(
    (orderId) => void queryClient.resetQueries({ queryKey: queryKeys.vouchers.byOrder(orderId) }),
  );
  const bought = useVoucherByOrder(sent.sentOrderId ?? '', sent.sentOrderId !== null);
  if (sent.sentOrderId !== null && bought.isPending)
    return (
      <>
        <PageHeader title="이용권 구매" back />
        {formSkeleton}
      </>
    );
  if (sent.sentOrderId !== null && bought.data)
    return (
      <>
        <PageHeader title="이용권 구매" back />
        <div className={styles.page}>
          <Purchased voucher={bought.data} />
        </div>
        <PurchasedFooter />
      </>
    );
  return <PurchaseForm productSeq={productSeq} noteSent={sent.noteSent} />;
}

const formSkeleton = (
  <div className={styles.page} aria-busy="true">
    <Skeleton height={140} radius={16} />
    <Skeleton height={120} radius={16} />
    <Skeleton height={100} radius={16} />
  </div>
);

function PurchaseForm({
  productSeq,
  noteSent,
}: {
  productSeq: number;
  noteSent: (orderId: string) => Promise<void>;
}) {
  const navigate = useNavigate();
  // The coupon is part of the address: the payment window is a page of its own, and the phone's back from it (or a
  // reload) opens this page anew, which kept the price with the coupon only if the address named it.
  const [params, setParams] = useSearchParams();
  const couponSeq = routeId(params.get('couponSeq'));
  const setCouponSeq = (seq: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (seq === null) next.delete('couponSeq');
        else next.set('couponSeq', String(seq));
        return next;
      },
      { replace: true },
    );
  const quote = usePurchaseQuote(productSeq, couponSeq);
  // A coupon the address names may have been spent since (on this purchase: the phone's back from the payment
  // window after paying; on another phone), have expired, or be gone. Opened like that there is no price to keep,
  // and the page would only say the coupon cannot be used: the coupon is dropped instead, the price shown
  // without it, and the reason said under 쿠폰.
  const couponRefused = couponSeq !== null && quote.isError && !quote.data && isCouponRefusal(quote.error);
  const [droppedCoupon, setDroppedCoupon] = useState<string | null>(null);
  useEffect(() => {
    if (!couponRefused) return;
    setDroppedCoupon(`${errorMessage(quote.error)} 쿠폰 없이 계산했어요.`);
    setCouponSeq(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal; setCouponSeq is new each render
  }, [couponRefused]);
  return (
    <>
      {/* 뒤로: back to 이용권 in history (not a new page the phone's back would leave for this one again); opened by a
          link, or 다시 결제하기 after the payment window, /voucher takes this page's place. */}
      <PageHeader title="이용권 구매" back />
      {quote.isPending || couponRefused ? (
        formSkeleton
      ) : quote.isError && !quote.data ? (
        <div className={styles.page}>
          {/* A pass the shop no longer sells (다시 결제하기 after it was withdrawn, an old link): the way on is 이용권. */}
          <ErrorState
            error={quote.error}
            onRetry={() => void quote.refetch()}
            action={{ label: '이용권 보러 가기', onClick: () => navigate(app.voucher, { replace: true }) }}
          />
        </div>
      ) : (
        <Summary
          quote={quote.data!}
          couponSeq={couponSeq}
          onCoupon={(seq) => {
            setDroppedCoupon(null);
            setCouponSeq(seq);
          }}
          couponError={quote.isError ? errorMessage(quote.error) : null}
          couponNotice={droppedCoupon}
          repricing={quote.isPlaceholderData}
          noteSent={noteSent}
        />
      )}
    </>
  );
}

function Summary({
  quote: q,
  couponSeq,
  onCoupon,
  couponError,
  couponNotice,
  repricing,
  noteSent,
}: {
  quote: PurchaseQuote;
  couponSeq: number | null;
  onCoupon: (seq: number | null) => void;
  couponError: string | null;
  /** Why the coupon the page was opened with was left out (the price shown is without it). */
  couponNotice: string | null;
  /** Another coupon was chosen and its price is on the way: the figures shown are the previous coupon's. */
  repricing: boolean;
  /** Keeps the order in this page's history entry before the payment window opens. */
  noteSent: (orderId: string) => Promise<void>;
}) {
  const start = useStartPurchase();
  const me = useMe();
  const [error, setError] = useState<string | null>(null);
  const p = q.product;

  const [paying, once] = useOneAtATime();
  const pay = () =>
    once(async () => {
      setError(null);
      try {
        const order = await start.mutateAsync({
          voucherProductSeq: p.voucherProductSeq,
          ...(couponSeq ? { couponSeq } : {}),
        });
        await noteSent(order.orderId);
        // 다시 결제하기 on the fail screen, or on the success screen when the server refused the order after the card
        // approved it (the coupon spent in another tab), comes back to this pass with the same coupon.
        const purchase = `?voucherProductSeq=${p.voucherProductSeq}${couponSeq ? `&couponSeq=${couponSeq}` : ''}`;
        await requestPayment(order, {
          successUrl: `${app.voucherSuccess}${purchase}`,
          failUrl: `${app.voucherFail}${purchase}`,
          customerName: me.data?.nickname,
        });
        return 'leaving';
      } catch (e) {
        setError(messageUnlessAlerted(e));
      }
    });

  return (
    <>
      <div className={styles.page}>
        <section className={styles.card} aria-label="구매할 이용권">
          <span className={styles.meta}>{p.shopName}</span>
          <span className={styles.name}>{p.name}</span>
          <span className={styles.text}>{p.description}</span>
          <span className={styles.meta}>
            {p.uses}회 · {untilText(String(q.expiresAt))} 사용 가능
          </span>
          <div className={styles.chips}>
            {p.services.map((s) => (
              <span key={s.productSeq} className={styles.chip}>
                {s.name}
              </span>
            ))}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="coupon-title">
          <h2 id="coupon-title" className={styles.sectionTitle}>
            쿠폰
          </h2>
          <div className={styles.stack} role="radiogroup" aria-labelledby="coupon-title">
            <CouponOption
              label="쿠폰 사용 안 함"
              selected={couponSeq === null}
              onSelect={() => onCoupon(null)}
            />
            {q.coupons.map((c) => (
              <CouponOption
                key={c.couponSeq}
                label={c.name}
                detail={`${formatWon(c.discount)} 할인 · ${untilText(String(c.expiresAt))}`}
                selected={couponSeq === c.couponSeq}
                onSelect={() => onCoupon(c.couponSeq)}
              />
            ))}
            {q.coupons.length === 0 ? (
              <p className={styles.meta}>이 이용권에 쓸 수 있는 쿠폰이 없어요.</p>
            ) : null}
          </div>
          <FormError message={couponError ?? couponNotice} />
        </section>

        <section className={styles.section} aria-labelledby="price-title">
          <h2 id="price-title" className={styles.sectionTitle}>
            결제 금액
          </h2>
          <div className={`${styles.stack} ${styles.figures}`}>
            <div className={styles.row}>
              <span>
                정가 ({p.uses}회 × {formatWon(p.unitListPrice)})
              </span>
              <span className={styles.strike}>{formatWon(p.listTotal)}</span>
            </div>
            <div className={styles.row}>
              <span>이용권 가격</span>
              <span>{formatWon(q.listPrice)}</span>
            </div>
            <div className={styles.row}>
              <span>쿠폰 할인</span>
              <span className={styles.discount}>{q.discount ? `−${formatWon(q.discount)}` : '0원'}</span>
            </div>
            <div className={styles.total}>
              <span>결제할 금액</span>
              <span data-testid="pay-amount">{formatWon(q.amount)}</span>
            </div>
          </div>
          <p className={styles.notice}>
            환불하면 사용한 횟수를 1회 정가({formatWon(p.unitListPrice)})로 계산해 빼고 돌려 드려요.
          </p>
        </section>
        <FormError message={error} boxed />
      </div>
      <div className={styles.footer}>
        {/* Busy until the chosen coupon's price is in: the button would offer the previous amount, and the payment
            window would then ask another. */}
        <Button
          loading={paying || start.isPending || repricing}
          disabled={couponError !== null}
          onClick={() => void pay()}
        >
          {formatWon(q.amount)} 결제하기
        </Button>
      </div>
    </>
  );
}

/** The quote refused the coupon itself (used, expired, not for this pass, gone), not the purchase. */
const isCouponRefusal = (e: unknown) =>
  isApiError(e) && (e.resultCode === 'COUPON_NOT_APPLICABLE' || e.resultCode === 'COUPON_NOT_FOUND');

function CouponOption(props: { label: string; detail?: string; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={props.selected}
      className={`${styles.option} ${props.selected ? styles.optionSelected : ''}`}
      onClick={props.onSelect}
    >
      <span className={styles.optionBody}>
        <span className={styles.name}>{props.label}</span>
        {props.detail ? <span className={styles.meta}>{props.detail}</span> : null}
      </span>
    </button>
  );
}
