// The body of a reservation / visit: shop, when, pets and prices, deposit, memo, refund policy. What the owner
// asked (요청 사항) and what the shop answered (거절 사유) show a web address or phone number in them as a link.
import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { formatInstant, formatWon, paths } from '@guardian/shared';
import { LinkedText } from '@guardian/shared/forms';
import { AccountText } from '../../../components/account-text';
import { isVisitOpen } from '../../../lib/visit-open';
import { visitWhen } from '../../../lib/visit-when';
import type { Reservation } from '../api/types';
import { paidLabel } from '../lib/deposit-label';
import { passUseText } from '../lib/pass-use';
import { RefundPolicyList } from './refund-policy';
import { StatusBadge } from './status-badge';
import styles from './booking.module.css';

export function VisitDetails({
  reservation: r,
  showPolicy = true,
  cancellationRef,
}: {
  reservation: Reservation;
  showPolicy?: boolean;
  /** The 취소 정보 heading, for the page to hand the focus to once it has cancelled. */
  cancellationRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <div className={styles.card}>
        {r.shop.thumbnailUrl ? (
          <img className={styles.thumb} src={r.shop.thumbnailUrl} alt="" />
        ) : (
          <span className={styles.thumb} />
        )}
        <div className={styles.cardBody}>
          <StatusBadge reservation={r} />
          <span className={styles.name}>{r.shop.name}</span>
          <span className={styles.meta}>{r.shop.address}</span>
          <a className={`${styles.meta} ${styles.phone}`} href={`tel:${r.shop.phone}`}>
            {r.shop.phone}
          </a>
        </div>
      </div>
      <Section title="예약 정보">
        <Row label="상품" value={r.product.name} />
        <Row label="일시" value={visitWhen(r)} />
        <Row label="예약 번호" value={String(r.reservationSeq)} />
        {r.rejectReason ? <Row label="거절 사유" value={<LinkedText text={r.rejectReason} />} /> : null}
      </Section>
      <Section title="반려동물 · 금액">
        {r.pets.map((p, i) => (
          <Row
            key={p.petSeq ?? i}
            label={`${p.name} · ${p.bandLabel}`}
            value={
              p.quantity > 1
                ? `${formatWon(p.unitPrice)} × ${p.quantity}박 = ${formatWon(p.price)}`
                : formatWon(p.price)
            }
          />
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <span>합계</span>
          <span>{formatWon(r.totalPrice)}</span>
        </div>
        {r.voucher ? (
          <Row label="결제" value={`${r.voucher.name} ${r.voucher.uses}회 (${passUseText(r)})`} />
        ) : null}
      </Section>
      {r.deposit ? (
        <Section title="예약금">
          <Row label="금액" value={`${formatWon(r.deposit.amount)} (${depositState(r)})`} />
          {refundOwed(r) ? (
            <p className={styles.meta}>
              계좌로 보낸 예약금이라 매장에서 직접 돌려보내 드려요. 매장에서 보내면 ‘환불 완료’로 바뀌어요.
            </p>
          ) : null}
          {!r.deposit.paid && r.canCancel ? (
            <Row label="입금 기한" value={formatInstant(r.deposit.dueAt)} />
          ) : null}
          {/* Where to send it only while there is something to send (or where it went): a cancelled booking's
              account would read as a payment still owed, or as where its refund goes; a card payment never went
              there. */}
          {r.deposit.account &&
          (r.deposit.paid
            ? r.status !== 'CANCELED' && r.deposit.method !== 'ONLINE'
            : isVisitOpen(r.status)) ? (
            <Row label="입금 계좌" value={<AccountText account={r.deposit.account} />} />
          ) : null}
          <Link className={styles.inlineLink} to={paths.deposit(r.reservationSeq)}>
            {!r.deposit.paid && r.canCancel ? '예약금 온라인으로 결제하기' : '예약금 자세히 보기'}
          </Link>
        </Section>
      ) : null}
      {r.cancellation ? (
        <Section title="취소 정보" headingRef={cancellationRef}>
          <Row label="취소 일시" value={formatInstant(r.cancellation.canceledAt)} />
          <Row label="취소한 곳" value={CANCELED_BY[r.cancellation.canceledBy]} />
          <CancellationMoney reservation={r} />
        </Section>
      ) : null}
      {r.memo ? (
        <Section title="요청 사항">
          <p className={styles.text}>
            <LinkedText text={r.memo} />
          </p>
        </Section>
      ) : null}
      {showPolicy && r.refundPolicy.length > 0 ? (
        <Section title="취소·환불 규정">
          <RefundPolicyList rules={r.refundPolicy} />
        </Section>
      ) : null}
    </>
  );
}

/** Who cancelled, as the owner reads it: the expiry of an unpaid deposit is nobody's refusal. */
const CANCELED_BY: Record<NonNullable<Reservation['cancellation']>['canceledBy'], string> = {
  OWNER: '보호자',
  SHOP: '매장',
  SYSTEM: '자동 취소 (예약금 기한 지남)',
};

/** A refund of a deposit sent by transfer that the shop has not recorded sending yet. */
const refundOwed = (r: Reservation) =>
  r.status === 'CANCELED' &&
  !!r.deposit?.paid &&
  !r.deposit.refundedAt &&
  (r.cancellation?.refundAmount ?? 0) > 0;

/**
 * Unpaid on a visit that was cancelled or is over, nothing is owed any more: '입금 없음', not '입금 전'. Paid, the
 * name the deposit's own screen gives it: '입금 완료' (a transfer) or '결제 완료' (a card). Paid and then cancelled,
 * what comes back, as that screen says it: '8,000원 환불 완료' once sent (a card payment at once, a transfer when
 * the shop records it), '8,000원 환불 예정' while the shop still owes it.
 */
const depositState = (r: Reservation) => {
  if (!r.deposit?.paid) return isVisitOpen(r.status) ? '입금 전' : '입금 없음';
  const paid = paidLabel(r.deposit.method);
  if (r.status !== 'CANCELED') return paid;
  const refund = r.cancellation?.refundAmount ?? 0;
  if (refund <= 0) return `${paid} · 환불 없음`;
  return `${formatWon(refund)} ${refundOwed(r) ? '환불 예정' : '환불 완료'}`;
};

/**
 * What the cancellation cost, by what was paid. A pass: its uses, back or spent (never a won fee). A deposit paid:
 * the fee the shop kept and what comes back. Nothing paid (no deposit, or one never sent): no money moved, so no
 * 환불 금액 0원 that reads as a loss; a fee is what the shop may charge for the late cancellation, with the rate it is.
 */
function CancellationMoney({ reservation: r }: { reservation: Reservation }) {
  const c = r.cancellation!;
  const pass = r.voucher;
  if (pass)
    return (
      <Row
        label="이용권"
        value={
          pass.state === 'USED' ? `${pass.uses}회 차감 (무료 취소 기간 이후 취소)` : `${pass.uses}회 복구`
        }
      />
    );
  if (r.deposit?.paid)
    return (
      <>
        <Row label="취소 수수료" value={formatWon(c.fee)} />
        <Row label="환불 금액" value={formatWon(c.refundAmount)} />
      </>
    );
  if (c.fee <= 0) return <Row label="취소 수수료" value="없음" />;
  const rate = r.totalPrice > 0 ? Math.round((c.fee * 100) / r.totalPrice) : null;
  return (
    <Row
      label="매장에서 청구할 수 있는 취소 수수료"
      value={`${formatWon(c.fee)}${rate !== null ? ` (이용 금액 ${formatWon(r.totalPrice)}의 ${rate}%)` : ''}`}
    />
  );
}

/** A titled part of the visit, named by its heading for screen readers (a landmark region). */
function Section({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.row}>
      <span className={styles.rowLabel}>{label}</span>
      <span className={styles.rowValue}>{value}</span>
    </div>
  );
}
