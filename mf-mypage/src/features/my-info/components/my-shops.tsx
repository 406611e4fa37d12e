import { Avatar, Button, EmptyState, categoriesText, paths as app, type UserShop } from '@guardian/shared';
import { Link, useNavigate } from 'react-router-dom';
import styles from './my-info-screen.module.css';

export function MyShops({ userShops }: { userShops: UserShop[] }) {
  const navigate = useNavigate();
  return (
    <section className={styles.section} aria-labelledby="my-shops">
      <h2 id="my-shops" className={styles.sectionTitle}>
        내 매장
      </h2>
      {userShops.length === 0 ? (
        <EmptyState
          title="연결된 매장이 없어요"
          description="다니는 매장의 초대 링크를 받거나 가까운 매장을 찾아보세요."
          action={
            <Button variant="secondary" onClick={() => navigate(app.shopSearch)}>
              매장 찾기
            </Button>
          }
        />
      ) : (
        <ul className={styles.cards}>
          {[...userShops]
            .sort((a, b) => a.sortOrder - b.sortOrder)
            .map(({ userShopSeq, shopInfo }) => (
              <li key={userShopSeq}>
                <Link to={app.shopById(shopInfo.shopId)} className={styles.card}>
                  <Avatar name={shopInfo.name} imageUrl={shopInfo.thumbnailUrl} size={44} />
                  <span className={styles.cardText}>
                    <strong>{shopInfo.name}</strong>
                    <span>{categoriesText(shopInfo.categories)}</span>
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
