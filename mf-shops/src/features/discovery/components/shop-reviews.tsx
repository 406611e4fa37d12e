// The shop page's reviews: average rating, count and the latest few, with the shop's answers (their web addresses
// and phone numbers links, as in the shop's intro).
import { ErrorState, LoadMore, Skeleton, formatCount, formatSeoulDate } from '@guardian/shared';
import { LinkedText } from '@guardian/shared/forms';
import { ReviewPhotos } from '../../../components/review-photos';
import { Stars } from '../../../components/stars';
import { useShopReviews, type ShopReview } from '../../../api/get-shop-reviews';
import styles from './shop-reviews.module.css';

export function ShopReviews({ shopId }: { shopId: number }) {
  const query = useShopReviews(shopId);
  const first = query.data?.pages[0];
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className={styles.section} aria-labelledby="shop-reviews">
      <h2 id="shop-reviews" className={styles.title}>
        리뷰
        {first?.averageRating != null ? (
          <span className={styles.summary}>
            <span className={styles.star} aria-hidden="true">
              ★
            </span>
            {first.averageRating.toFixed(1)} · {formatCount(first.reviewCount)}개
          </span>
        ) : null}
      </h2>
      {query.isError && !query.data ? (
        <ErrorState
          error={query.error}
          fallback="리뷰를 불러오지 못했어요."
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <div className={styles.list} role="status" aria-busy="true" aria-label="리뷰를 불러오는 중">
          <Skeleton height={88} radius={12} />
          <Skeleton height={88} radius={12} />
        </div>
      ) : items.length === 0 ? (
        <p className={styles.empty}>아직 리뷰가 없어요. 방문을 마친 보호자가 첫 리뷰를 남길 수 있어요.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((r) => (
            <li key={r.reviewSeq}>
              <ReviewItem review={r} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} label="리뷰 더 보기" variant="secondary" />
    </section>
  );
}

function ReviewItem({ review }: { review: ShopReview }) {
  return (
    <article className={styles.item}>
      <div className={styles.head}>
        <Stars rating={review.rating} />
        <span className={styles.meta}>
          {review.authorNickname} · {formatSeoulDate(review.createdAt)}
          {review.edited ? ' · 수정됨' : ''}
        </span>
      </div>
      <span className={styles.meta}>
        {[review.productName, review.petNames.join(', ')].filter(Boolean).join(' · ')}
      </span>
      <p className={styles.text}>
        <LinkedText text={review.content} />
      </p>
      <ReviewPhotos photos={review.photos} />
      {review.reply ? (
        <div className={styles.reply}>
          <span className={styles.replyLabel}>사장님 답글</span>
          <p className={styles.text}>
            <LinkedText text={review.reply} />
          </p>
        </div>
      ) : null}
    </article>
  );
}
