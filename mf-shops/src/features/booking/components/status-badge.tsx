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

/** A booking the shop declined (it gave a reason) reads 거절, not 취소 as if the owner had cancelled it. */
export function StatusBadge({
  reservation: { status, rejectReason },
}: {
  reservation: Pick<Reservation, 'status' | 'rejectReason'>;
}) {
  return (
    <span className={styles.status}>
      <Badge tone={TONES[status]}>{status === 'CANCELED' && rejectReason ? '거절' : LABELS[status]}</Badge>
    </span>
  );
}
