import { sharePage } from '../../../lib/share';
import styles from './content.module.css';

export function ShareButton({ title, text }: { title: string; text: string }) {
  return (
    <button
      type="button"
      className={styles.share}
      aria-label="공유하기"
      onClick={() => void sharePage(title, text)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M18 16a3 3 0 0 0-2.2 1l-7-3.6a3 3 0 0 0 0-2.8l7-3.6A3 3 0 1 0 15 5l-7 3.6a3 3 0 1 0 0 6.8l7 3.6A3 3 0 1 0 18 16z"
          fill="currentColor"
        />
      </svg>
    </button>
  );
}
