// /curation/review/{id}: an editor's review of a shop, with the shop and a way to book it.
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  ShareButton,
  Skeleton,
  formatSeoulDate,
  isNotFound,
  paths as app,
  routeId,
} from '@guardian/shared';
import { ArticleBlocks } from '../../../components/article-blocks/article-blocks';
import { ShopCard } from '../../../components/shop-card/shop-card';
import { useReview } from '../api/get-review';
import styles from './content.module.css';

export function ReviewScreen() {
  // 0 (not asked for) when the address names no review: /curation/review/0x10 is not review 16.
  const reviewSeq = routeId(useParams().id) ?? 0;
  const navigate = useNavigate();
  const review = useReview(reviewSeq);
  const r = review.data;

  if (!(reviewSeq > 0) || (review.isError && isNotFound(review.error)))
    return (
      <>
        <PageHeader title="매장 리뷰" back />
        <EmptyState
          title="리뷰를 찾을 수 없어요"
          description="내려갔거나 주소가 바뀌었을 수 있어요."
          action={<Button onClick={() => navigate(app.curation)}>홈으로 가기</Button>}
        />
      </>
    );

  return (
    <>
      <PageHeader
        title="매장 리뷰"
        back
        heading={!r}
        right={r && <ShareButton title={r.title} text={r.summary} />}
      />
      {review.isError && !r ? (
        <ErrorState
          error={review.error}
          fallback="리뷰를 불러오지 못했어요."
          onRetry={() => void review.refetch()}
        />
      ) : !r ? (
        <div className={styles.inner} role="status" aria-busy="true" aria-label="리뷰를 불러오는 중">
          <Skeleton height={220} radius={12} />
          <Skeleton height={28} width="80%" />
          <Skeleton height={16} />
          <Skeleton height={16} />
        </div>
      ) : (
        <article className={styles.page}>
          <img className={styles.cover} src={r.coverImageUrl} alt="" />
          <div className={styles.inner}>
            <p className={styles.series}>{r.shop.name}</p>
            <h1 className={styles.title}>{r.title}</h1>
            <p className={styles.meta}>
              {/* The number beside the stars, for whoever cannot count them; heard once, as the label. */}
              <span className={styles.stars} role="img" aria-label={`별점 5점 중 ${r.rating}점`}>
                {'★'.repeat(r.rating)}
                {'☆'.repeat(5 - r.rating)}
                <span className={styles.ratingNumber}>{r.rating}</span>
              </span>{' '}
              {r.author} · {formatSeoulDate(r.publishedAt)}
            </p>
            <p className={styles.lead}>{r.summary}</p>
            <ArticleBlocks blocks={r.blocks} />
          </div>
          <section className={styles.block} aria-labelledby="review-shop">
            <h2 id="review-shop" className={styles.blockTitle}>
              리뷰한 매장
            </h2>
            <div className={styles.shopCta}>
              <ShopCard shop={r.shop} />
              <Button fullWidth onClick={() => navigate(app.onlineReservationShop(r.shop.shopId))}>
                이 매장 예약하기
              </Button>
            </div>
          </section>
        </article>
      )}
    </>
  );
}
