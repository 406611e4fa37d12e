// /voucher/purchase/confirm?voucherProductSeq=: the summary, a coupon, the price breakdown, then the payment window.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  ErrorState,
  PageHeader,
  Skeleton,
  errorMessage,
  formatWon,
  paths as app,
  requestPayment,
  useMe,
  routeId,
} from '@guardian/shared';
import { FormError, useOneAtATime } from '@guardian/shared/forms';
import { usePurchaseQuote } from '../api/get-purchase-quote';
import { useStartPurchase } from '../api/start-purchase';
import type { PurchaseQuote } from '../api/types';
import { untilText } from '../lib/format';
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
  return (
    <>
      {/* 뒤로: back to 이용권 in history (not a new page the phone's back would leave for this one again); opened by a
          link, or 다시 결제하기 after the payment window, /voucher takes this page's place. */}
      <PageHeader title="이용권 구매" back />
      {quote.isPending ? (
        <div className={styles.page} aria-busy="true">
          <Skeleton height={140} radius={16} />
          <Skeleton height={120} radius={16} />
          <Skeleton height={100} radius={16} />
        </div>
      ) : quote.isError && !quote.data ? (
        <div className={styles.page}>
          <ErrorState error={quote.error} onRetry={() => void quote.refetch()} />
        </div>
      ) : (
        <Summary
          quote={quote.data!}
          couponSeq={couponSeq}
          onCoupon={setCouponSeq}
          couponError={quote.isError ? errorMessage(quote.error) : null}
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
}: {
  quote: PurchaseQuote;
  couponSeq: number | null;
  onCoupon: (seq: number | null) => void;
  couponError: string | null;
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
        await requestPayment(order, {
          successUrl: app.voucherSuccess,
          // 다시 결제하기 on the fail screen comes back with the same coupon.
          failUrl: `${app.voucherFail}?voucherProductSeq=${p.voucherProductSeq}${couponSeq ? `&couponSeq=${couponSeq}` : ''}`,
          customerName: me.data?.nickname,
        });
        return 'leaving';
      } catch (e) {
        setError(errorMessage(e));
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
          <FormError message={couponError} />
        </section>

        <section className={styles.section} aria-labelledby="price-title">
          <h2 id="price-title" className={styles.sectionTitle}>
            결제 금액
          </h2>
          <div className={styles.stack}>
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
            환불하면 사용한 횟수를 1회 정가({formatWon(p.unitListPrice)})로 계산해 빼고 돌려드려요.
          </p>
        </section>
        <FormError message={error} boxed />
      </div>
      <div className={styles.footer}>
        <Button
          loading={paying || start.isPending}
          disabled={couponError !== null}
          onClick={() => void pay()}
        >
          {formatWon(q.amount)} 결제하기
        </Button>
      </div>
    </>
  );
}

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
