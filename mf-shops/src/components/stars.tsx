// A rating as stars and its number (★★★★☆ 4): a review on a shop's page and in 내 리뷰. The number is there for whoever
// cannot count gold stars in the sun; a screen reader hears the rating once, as 별점 4점.
import styles from './stars.module.css';

export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.rating} role="img" aria-label={`별점 ${rating}점`}>
      <span className={styles.stars}>
        {'★'.repeat(rating)}
        {'☆'.repeat(5 - rating)}
      </span>
      <span className={styles.number}>{rating}</span>
    </span>
  );
}
