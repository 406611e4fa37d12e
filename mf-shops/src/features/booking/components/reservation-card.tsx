import { Link } from 'react-router-dom';
import { formatWon, paths as app } from '@guardian/shared';
import type { Reservation } from '../api/types';
import { paidLabel } from '../lib/deposit-label';
import { passCancelText } from '../lib/pass-use';
import { visitWhen } from '../../../lib/visit-when';
import { StatusBadge } from './status-badge';
import styles from './booking.module.css';

export function ReservationCard({ reservation: r }: { reservation: Reservation }) {
  return (
    <Link to={`${app.reservation}/detail?id=${r.reservationSeq}`} className={styles.card}>
      {r.shop.thumbnailUrl ? (
        <img className={styles.thumb} src={r.shop.thumbnailUrl} alt="" />
      ) : (
        <span className={styles.thumb} />
      )}
      <span className={styles.cardBody}>
        <StatusBadge reservation={r} />
        <span className={styles.name}>{r.shop.name}</span>
        <span className={styles.text}>{r.product.name}</span>
        <span className={styles.meta}>{visitWhen(r)}</span>
        <span className={styles.meta}>
          {r.pets.map((p) => p.name).join(', ')} · {formatWon(r.totalPrice)}
        </span>
        {paymentNote(r) ? <span className={styles.meta}>{paymentNote(r)}</span> : null}
      </span>
    </Link>
  );
}

/**
 * How the visit is paid, where the list should say it: with a pass (once cancelled, what became of its uses: 이용권 1회
 * 복구 or 차감, as the detail says), or a deposit still to send / already sent; once cancelled, a deposit coming back:
 * 환불 예정 while the shop still has to send a transfer back, else 환불 완료.
 */
function paymentNote(r: Reservation): string | null {
  if (r.voucher) return `${passCancelText(r) ?? '이용권 결제'} · ${r.voucher.name}`;
  const refund = r.cancellation?.refundAmount ?? 0;
  if (r.status === 'CANCELED' && r.deposit?.paid && refund > 0)
    return `예약금 ${formatWon(refund)} ${r.deposit.refundedAt ? '환불 완료' : '환불 예정'}`;
  if (!r.deposit || (r.status !== 'REQUESTED' && r.status !== 'CONFIRMED')) return null;
  return `예약금 ${formatWon(r.deposit.amount)} ${r.deposit.paid ? paidLabel(r.deposit.method) : '입금 전'}`;
}
