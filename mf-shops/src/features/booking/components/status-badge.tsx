import type { ReservationStatus } from '../api/types';
import styles from './status-badge.module.css';

const LABELS: Record<ReservationStatus, string> = {
  REQUESTED: '요청',
  CONFIRMED: '확정',
  CANCELED: '취소',
  COMPLETED: '완료',
  NO_SHOW: '노쇼',
};

const TONES: Record<ReservationStatus, string> = {
  REQUESTED: 'requested',
  CONFIRMED: 'confirmed',
  CANCELED: 'canceled',
  COMPLETED: 'completed',
  NO_SHOW: 'noShow',
};

/** Each status has its own colour so the list reads at a glance. */
export function StatusBadge({ status }: { status: ReservationStatus }) {
  return <span className={`${styles.badge} ${styles[TONES[status]]}`}>{LABELS[status]}</span>;
}
