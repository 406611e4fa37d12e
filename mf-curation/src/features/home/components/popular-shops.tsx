// 요즘 인기 매장: the shops with the most reviews.
import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, ErrorState, Skeleton, paths as app } from '@guardian/shared';
import { usePopularShops } from '../api/get-popular-shops';
import { ShopCard } from '../../../components/shop-card/shop-card';
import styles from './home.module.css';

export function PopularShops() {
  const shops = usePopularShops();
  const navigate = useNavigate();
  return (
    <section className={styles.section} aria-labelledby="popular-shops">
      <h2 id="popular-shops" className={styles.sectionTitle}>
        요즘 인기 매장
      </h2>
      {shops.isError && !shops.data ? (
        <ErrorState
          error={shops.error}
          fallback="인기 매장을 불러오지 못했어요."
          onRetry={() => void shops.refetch()}
        />
      ) : !shops.data ? (
        <div className={styles.list} role="status" aria-busy="true" aria-label="인기 매장을 불러오는 중">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={96} radius={12} />
          ))}
        </div>
      ) : shops.data.items.length === 0 ? (
        <EmptyState
          title="아직 소개할 매장이 없어요"
          description="내 주변 매장을 직접 찾아보세요."
          action={
            <Button variant="secondary" onClick={() => navigate(app.shopSearch)}>
              매장 찾기
            </Button>
          }
        />
      ) : (
        <ul className={styles.list}>
          {shops.data.items.map((shop) => (
            <li key={shop.shopId}>
              <ShopCard shop={shop} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
