// Scrolled up from the newest: the way back to it, saying how many of the shop's messages came meanwhile.
import { formatCount } from '@guardian/shared';
import styles from './room.module.css';

export function ToLatestButton({ arrived, onClick }: { arrived: number; onClick: () => void }) {
  return (
    <button
      type="button"
      className={arrived ? `${styles.toLatest} ${styles.toLatestNew}` : styles.toLatest}
      onClick={onClick}
      aria-label={arrived ? undefined : '최신 메시지로 이동'}
    >
      {arrived ? `새 메시지 ${formatCount(arrived)}개` : null}
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 5v14M6 13l6 6 6-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
