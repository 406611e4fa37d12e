// /online-reservation: shops that take online bookings, nearest first, with a category filter.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  Chip,
  EmptyState,
  ErrorState,
  PageHeader,
  SHOP_CATEGORIES,
  errorMessage,
  paths as app,
  type ShopCategory,
} from '@guardian/shared';
import { useOnlineShops } from '../api/get-online-shops';
import { categoryLabel } from '../lib/categories';
import { ListSkeleton } from './list-skeleton';
import styles from './booking.module.css';

export function OnlineShopsScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const category = (SHOP_CATEGORIES.find((c) => c.value === params.get('category'))?.value ??
    null) as ShopCategory | null;
  const query = useOnlineShops(category);
  const shops = query.data?.pages.flatMap((p) => p.items) ?? [];

  const choose = (c: ShopCategory | null) => setParams(c ? { category: c } : {}, { replace: true });

  return (
    <>
      <PageHeader title="온라인 예약" back />
      <div className={styles.page}>
        <div className={styles.chips} role="group" aria-label="카테고리">
          <Chip selected={category === null} onClick={() => choose(null)}>
            전체
          </Chip>
          {SHOP_CATEGORIES.map((c) => (
            <Chip key={c.value} selected={category === c.value} onClick={() => choose(c.value)}>
              {c.label}
            </Chip>
          ))}
        </div>
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : shops.length === 0 ? (
          <EmptyState
            title="온라인 예약을 받는 매장이 없어요"
            description="다른 카테고리를 고르거나 매장 찾기에서 가까운 매장을 둘러보세요."
            action={<Button onClick={() => navigate(app.shopSearch)}>매장 찾기</Button>}
          />
        ) : (
          <ul className={styles.list}>
            {shops.map((shop) => (
              <li key={shop.shopId}>
                <Link to={`${app.onlineReservation}/${shop.shopId}`} className={styles.card}>
                  {shop.thumbnailUrl ? (
                    <img className={styles.thumb} src={shop.thumbnailUrl} alt="" />
                  ) : (
                    <span className={styles.thumb} />
                  )}
                  <span className={styles.cardBody}>
                    <span className={styles.name}>{shop.name}</span>
                    <span className={styles.meta}>{shop.categories.map(categoryLabel).join(' · ')}</span>
                    <span className={styles.meta}>
                      {shop.address}
                      {shop.distanceMeters !== null ? ` · ${formatDistance(shop.distanceMeters)}` : ''}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <Button
            variant="tertiary"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            더 보기
          </Button>
        ) : null}
      </div>
    </>
  );
}

const formatDistance = (m: number) => (m < 1000 ? `${m}m` : `${(m / 1000).toFixed(1)}km`);
