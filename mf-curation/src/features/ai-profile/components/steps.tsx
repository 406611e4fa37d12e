import styles from './ai-profile.module.css';

const LABELS = ['스타일', '정보 입력', '사진 올리기', '결제'];

/** Where the owner is in the order flow (1-based). */
export function Steps({ current }: { current: number }) {
  return (
    <ol
      className={styles.steps}
      aria-label={`${LABELS.length}단계 중 ${current}단계: ${LABELS[current - 1]}`}
    >
      {LABELS.map((label, i) => (
        <li key={label} className={`${styles.step} ${i < current ? styles.stepDone : ''}`} />
      ))}
    </ol>
  );
}
