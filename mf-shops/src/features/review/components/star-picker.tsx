// The 1–5 picker of the review form (a rating shown is src/components/stars).
import { useId, useRef, type KeyboardEvent, type Ref } from 'react';
import styles from './review.module.css';

const LABELS = ['', '별로예요', '그저 그래요', '괜찮아요', '좋아요', '최고예요'];

/**
 * The 1–5 picker: a radio group, so it is one stop for Tab and the arrow keys (and Home/End) move the rating, as a
 * screen reader says a radio group works. The line under the stars (or the error that takes its place) describes
 * the group; `groupRef` lets the form bring the focus here when a rating is missing.
 */
export function StarPicker({
  value,
  onChange,
  error,
  groupRef,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  groupRef?: Ref<HTMLDivElement>;
}) {
  const lineId = useId();
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, from: number) => {
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? Math.min(5, from + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? Math.max(1, from - 1)
          : event.key === 'Home'
            ? 1
            : event.key === 'End'
              ? 5
              : null;
    if (to === null) return;
    event.preventDefault();
    onChange(to);
    stars.current[to - 1]?.focus();
  };
  return (
    <div className={styles.picker}>
      <div
        ref={groupRef}
        role="radiogroup"
        aria-label="별점"
        aria-describedby={lineId}
        aria-invalid={error ? true : undefined}
        className={styles.pickerStars}
        onFocus={(event) => {
          // Focused by the form (a rating missing): on to the star Tab would land on.
          if (event.target === event.currentTarget) stars.current[Math.max(value, 1) - 1]?.focus();
        }}
        tabIndex={-1}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            ref={(el) => {
              stars.current[n - 1] = el;
            }}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={`별 ${n}개`}
            tabIndex={n === Math.max(value, 1) ? 0 : -1}
            className={styles.pickerStar}
            onClick={() => onChange(n)}
            onKeyDown={(event) => move(event, n)}
          >
            {n <= value ? '★' : '☆'}
          </button>
        ))}
      </div>
      {error ? (
        <p id={lineId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : (
        <span id={lineId} className={styles.pickerLabel}>
          {value ? LABELS[value] : '별을 눌러 평가해 주세요'}
        </span>
      )}
    </div>
  );
}
