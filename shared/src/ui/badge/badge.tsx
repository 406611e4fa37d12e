import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** brand for Guardian's own marks; the others say how things stand (예약 확정, 입금 전, 취소...). */
export type BadgeTone = 'brand' | 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  children?: ReactNode;
  tone?: BadgeTone;
  /** A bare red dot (e.g. unread chats on the tab bar); give it a label for screen readers. */
  dot?: boolean;
  label?: string;
}

export function Badge({ children, tone = 'brand', dot = false, label }: BadgeProps) {
  if (dot) return <span className={styles.dot} role="status" aria-label={label} />;
  return (
    <span
      className={`${styles.badge} ${styles[tone]}`}
      data-tone={tone}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      {children}
    </span>
  );
}
