import { Badge, type BadgeTone } from '@guardian/shared';
import type { ReservationStatus } from '../api/types';
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

export function StatusBadge({ status }: { status: ReservationStatus }) {
  return (
    <span className={styles.status}>
      <Badge tone={TONES[status]}>{LABELS[status]}</Badge>
    </span>
  );
}
