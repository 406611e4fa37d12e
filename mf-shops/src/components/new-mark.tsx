// What 공지, 앨범 and 알림장 show of an item the owner has not opened yet: one round "N" in the brand colour (in words
// for a screen reader, each list its own: 새 글, 새 앨범, 새 알림장), and over the list how many there are
// ("읽지 않은 공지 2개"). One look for the three lists, so "new" reads the same wherever the owner meets it.
import styles from './new-mark.module.css';

/**
 * The "N" of an unread item. `label` is what it says to a screen reader; `className` only places it (album: on the
 * cover's corner), its look is this one. The caller keeps a space beside it, so the parts of a link's name stay apart.
 */
export function NewMark({ label, className }: { label: string; className?: string }) {
  return (
    <span className={className ? `${styles.mark} ${className}` : styles.mark} role="img" aria-label={label}>
      N
    </span>
  );
}

/** "<label> N개" over the list while any item of it is unread (the API's count), nothing once none is. */
export function UnreadSummary({ label, count }: { label: string; count: number }) {
  if (count <= 0) return null;
  return (
    <p className={styles.summary}>
      {label} {count}개
    </p>
  );
}
