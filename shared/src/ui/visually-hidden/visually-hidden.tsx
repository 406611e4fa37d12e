import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/**
 * Words a screen reader reads with what is on screen, where the screen shows them another way (the unread
 * dot, a bare count): "읽지 않음", "안 읽은 메시지". Preferred to an `aria-label` on a card or row, which
 * would replace everything the card shows and let the two drift apart (WCAG 2.5.3, label in name).
 * `as="h1"`: the title of a screen whose top shows none (홈, 쇼핑), so every page has one.
 */
export function VisuallyHidden({ children, as: Tag = 'span' }: { children: ReactNode; as?: 'span' | 'h1' }) {
  return <Tag className={styles.hidden}>{children}</Tag>;
}
