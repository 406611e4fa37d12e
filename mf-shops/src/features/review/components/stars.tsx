// Stars: a read-only row (★★★★☆) and the 1–5 picker of the review form.
import styles from './review.module.css';

export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`별점 ${rating}점`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= rating ? styles.on : styles.off}>
          ★
        </span>
      ))}
    </span>
  );
}

const LABELS = ['', '별로예요', '그저 그래요', '괜찮아요', '좋아요', '최고예요'];

export function StarPicker({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <div className={styles.picker}>
      <div role="radiogroup" aria-label="별점" className={styles.pickerStars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={`별 ${n}개`}
            className={`${styles.pickerStar} ${n <= value ? styles.on : styles.off}`}
            onClick={() => onChange(n)}
          >
            ★
          </button>
        ))}
      </div>
      <span className={styles.pickerLabel}>{value ? LABELS[value] : '별을 눌러 평가해주세요'}</span>
    </div>
  );
}
