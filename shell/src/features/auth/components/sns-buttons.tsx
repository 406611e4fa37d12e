import { useStartSns } from '../hooks/use-start-sns';
import styles from './sns-buttons.module.css';

export function SnsButtons({ redirectUrl }: { redirectUrl: string | null }) {
  const { start, pending } = useStartSns(redirectUrl);
  return (
    <div className={styles.list}>
      <button
        type="button"
        className={`${styles.button} ${styles.kakao}`}
        disabled={pending !== null}
        onClick={() => void start('KAKAO')}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 3.5c-5 0-9 3.1-9 7 0 2.5 1.7 4.7 4.2 6l-1 3.7c-.1.3.3.6.6.4l4.4-2.9h.8c5 0 9-3.1 9-7s-4-7.2-9-7.2z"
          />
        </svg>
        {pending === 'KAKAO' ? '카카오로 이동 중…' : '카카오로 시작하기'}
      </button>
      <button
        type="button"
        className={`${styles.button} ${styles.apple}`}
        disabled={pending !== null}
        onClick={() => void start('APPLE')}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6zM14.2 5.5c.6-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.4-.6.7-1.2 1.8-1 2.9 1.1.1 2.2-.6 2.8-1.3z"
          />
        </svg>
        {pending === 'APPLE' ? 'Apple로 이동 중…' : 'Apple로 시작하기'}
      </button>
    </div>
  );
}
