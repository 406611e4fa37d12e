import type { ReactNode } from 'react';
import styles from './badge.module.css';

export interface BadgeProps {
  children?: ReactNode;
  tone?: 'brand' | 'neutral' | 'danger';
  /** A bare red dot (e.g. unread chats on the tab bar); give it a label for screen readers. */
  dot?: boolean;
  label?: string;
}

export function Badge({ children, tone = 'brand', dot = false, label }: BadgeProps) {
  if (dot) return <span className={styles.dot} role="status" aria-label={label} />;
  return (
    <span className={`${styles.badge} ${styles[tone]}`} aria-label={label}>
      {children}
    </span>
  );
}
