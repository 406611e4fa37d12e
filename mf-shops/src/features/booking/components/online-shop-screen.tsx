// /online-reservation/:id: the shop, what to know of it before booking (online-shop-info.tsx), its products grouped by
// category, its refund policy.
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  Skeleton,
  categoryLabel,
  paths as app,
  routeId,
  type ShopCategory,
} from '@guardian/shared';
import { showsError } from '../../../lib/shows-error';
import { useOnlineShop } from '../api/get-online-shop';
import type { Product } from '../api/types';
import { ListSkeleton } from './list-skeleton';
import { OnlineShopInfo } from './online-shop-info';
import { ProductCard } from './product-card';
import { RefundPolicySection } from './refund-policy';
import { ShopNotFound } from './shop-not-found';
import styles from './booking.module.css';

export function OnlineShopScreen() {
  const shopId = routeId(useParams().id);
  const navigate = useNavigate();
  const query = useOnlineShop(shopId);
  const toShops = { label: '다른 매장 보기', onClick: () => navigate(app.onlineReservation) };

  if (shopId === null)
    return (
      <>
        <PageHeader title="온라인 예약" back />
        <ShopNotFound />
      </>
    );

  // Back from a product on a connection that fails: the shop's products already shown stay.
  if (showsError(query))
    return (
      <>
        <PageHeader title="온라인 예약" back />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} action={toShops} />
      </>
    );
  if (!query.data)
    return (
      <>
        <PageHeader title="온라인 예약" back />
        <div className={styles.page}>
          <Skeleton height={72} radius={16} />
          <ListSkeleton rows={3} height={120} />
        </div>
      </>
    );

  const { shop, products, refundPolicy, depositRule } = query.data;
  const groups = groupByCategory(products);

  return (
    <>
      <PageHeader title={shop.name} back />
      <div className={styles.page}>
        <div className={styles.card}>
          {shop.thumbnailUrl ? (
            <img className={styles.thumb} src={shop.thumbnailUrl} alt="" fetchPriority="high" />
          ) : (
            <span className={styles.thumb} />
          )}
          <div className={styles.cardBody}>
            <span className={styles.name}>{shop.name}</span>
            <span className={styles.meta}>{shop.categories.map(categoryLabel).join(' · ')}</span>
            <span className={styles.meta}>{shop.address}</span>
          </div>
        </div>
        {!shop.onlineReservation ? (
          <p className={styles.notice}>
            이 매장은 지금 온라인 예약을 받지 않아요. 매장에 전화로 문의해 주세요.
          </p>
        ) : null}
        <OnlineShopInfo shop={shop} depositRule={depositRule} />
        {products.length === 0 ? (
          <EmptyState
            title="예약할 수 있는 상품이 없어요"
            description="다른 매장의 상품을 둘러보세요."
            action={<Button onClick={() => navigate(app.onlineReservation)}>다른 매장 보기</Button>}
          />
        ) : (
          groups.map(([category, items]) => (
            <section key={category} className={styles.section}>
              <h2 className={styles.sectionTitle}>{categoryLabel(category)}</h2>
              <ul className={styles.list}>
                {items.map((p) => (
                  <li key={p.productSeq}>
                    <ProductCard product={p} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        <RefundPolicySection rules={refundPolicy} />
      </div>
    </>
  );
}

function groupByCategory(products: Product[]): [ShopCategory, Product[]][] {
  const map = new Map<ShopCategory, Product[]>();
  for (const p of products) map.set(p.category, [...(map.get(p.category) ?? []), p]);
  return [...map.entries()];
}
