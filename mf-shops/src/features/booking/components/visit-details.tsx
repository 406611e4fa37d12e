// The body of a reservation / visit: shop, when, pets and prices, deposit, memo, refund policy.
import type { Reservation } from '../api/types';
import { formatInstant, formatWon } from '../lib/format';
import { visitWhen } from '../lib/visit-when';
import { StatusBadge } from './status-badge';
import styles from './booking.module.css';

export function VisitDetails({
  reservation: r,
  showPolicy = true,
}: {
  reservation: Reservation;
  showPolicy?: boolean;
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
          <StatusBadge status={r.status} />
          <span className={styles.name}>{r.shop.name}</span>
          <span className={styles.meta}>{r.shop.address}</span>
          <a className={styles.meta} href={`tel:${r.shop.phone}`}>
            {r.shop.phone}
          </a>
        </div>
      </div>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>예약 정보</h2>
        <Row label="상품" value={r.product.name} />
        <Row label="일시" value={visitWhen(r)} />
        <Row label="예약 번호" value={String(r.reservationSeq)} />
        {r.rejectReason ? <Row label="거절 사유" value={r.rejectReason} /> : null}
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>반려동물 · 금액</h2>
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
      </section>
      {r.deposit ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>예약금</h2>
          <Row
            label="금액"
            value={`${formatWon(r.deposit.amount)} (${r.deposit.paid ? '입금 완료' : '입금 전'})`}
          />
          {!r.deposit.paid && r.canCancel ? (
            <Row label="입금 기한" value={formatInstant(r.deposit.dueAt)} />
          ) : null}
          {r.deposit.account ? <Row label="입금 계좌" value={r.deposit.account} /> : null}
        </section>
      ) : null}
      {r.cancellation ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>취소 정보</h2>
          <Row label="취소 일시" value={formatInstant(r.cancellation.canceledAt)} />
          <Row label="취소한 곳" value={r.cancellation.canceledBy === 'OWNER' ? '보호자' : '매장'} />
          <Row label="취소 수수료" value={formatWon(r.cancellation.fee)} />
          <Row label="환불 금액" value={formatWon(r.cancellation.refundAmount)} />
        </section>
      ) : null}
      {r.memo ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>요청 사항</h2>
          <p className={styles.text}>{r.memo}</p>
        </section>
      ) : null}
      {showPolicy && r.refundPolicy.length > 0 ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>취소·환불 규정</h2>
          <ul className={styles.notice}>
            {r.refundPolicy.map((rule) => (
              <li key={rule.minDaysBefore}>{rule.description}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <span className={styles.rowLabel}>{label}</span>
      <span className={styles.rowValue}>{value}</span>
    </div>
  );
}
