// 가디언이 다녀왔어요: the editors' shop reviews. Renders nothing when there are none; fails alone.
import { Link } from 'react-router-dom';
import { ErrorState, paths as app } from '@guardian/shared';
import { useCuratedReviews } from '../api/get-curated-reviews';
import { RowSkeleton } from './row-skeleton';
import styles from './rows.module.css';

export function CuratedReviews() {
  const reviews = useCuratedReviews();
  if (reviews.data?.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="curated-reviews">
      <div className={styles.head}>
        <h2 id="curated-reviews" className={styles.title}>
          가디언이 다녀왔어요
        </h2>
        <p className={styles.subtitle}>에디터가 직접 다녀온 매장 이야기</p>
      </div>
      {reviews.isError && !reviews.data ? (
        <ErrorState
          error={reviews.error}
          fallback="매장 리뷰를 불러오지 못했어요."
          onRetry={() => void reviews.refetch()}
        />
      ) : !reviews.data ? (
        <RowSkeleton label="매장 리뷰를 불러오는 중" />
      ) : (
        <ul className={styles.row}>
          {reviews.data.map((r) => (
            <li key={r.reviewSeq}>
              <Link to={app.curationReview(r.reviewSeq)} className={styles.eventCard}>
                <img className={styles.eventImage} src={r.coverImageUrl} alt="" loading="lazy" />
                <strong className={styles.cardTitle}>{r.title}</strong>
                <span className={styles.cardMeta}>
                  {r.shopName} · {/* Read as the rating, not as "black star" once per star. */}
                  <span role="img" aria-label={`별점 5점 중 ${r.rating}점`}>
                    <span className={styles.star}>★</span> {r.rating}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
