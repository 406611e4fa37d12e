import { Badge, type BadgeTone } from '@guardian/shared';
import type { Reservation, ReservationStatus } from '../api/types';
import styles from './status-badge.module.css';

const LABELS: Record<ReservationStatus, string> = {
  REQUESTED: '요청',
  CONFIRMED: '확정',
  CANCELED: '취소',
  COMPLETED: '완료',
  NO_SHOW: '노쇼',
};

/** Each status has its own tone so the list reads at a glance. */
const TONES: Record<ReservationStatus, BadgeTone> = {
  REQUESTED: 'warning',
  CONFIRMED: 'brand',
  CANCELED: 'neutral',
  COMPLETED: 'info',
  NO_SHOW: 'danger',
};

/**
 * A booking the shop declined (it gave a reason) reads 거절, not 취소 as if the owner had cancelled it. One cancelled
 * automatically (the deposit was not paid in time: canceledBy SYSTEM) is a cancellation, never the shop's refusal.
 */
export function StatusBadge({
  reservation: { status, rejectReason, cancellation },
}: {
  reservation: Pick<Reservation, 'status' | 'rejectReason' | 'cancellation'>;
}) {
  const refused = status === 'CANCELED' && !!rejectReason && cancellation?.canceledBy !== 'SYSTEM';
  return (
    <span className={styles.status}>
      <Badge tone={TONES[status]}>{refused ? '거절' : LABELS[status]}</Badge>
    </span>
  );
}
