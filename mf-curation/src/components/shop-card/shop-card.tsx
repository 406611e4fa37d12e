// A shop in a list (요즘 인기 매장, an article's shop cards): photo, name, categories, address; opens /shop/{id}.
import { Link } from 'react-router-dom';
import { categoryLabel, formatCount, paths as app, type ShopSummary } from '@guardian/shared';
import styles from './shop-card.module.css';

export function ShopCard({ shop }: { shop: ShopSummary }) {
  return (
    <Link to={app.shopById(shop.shopId)} className={styles.shop}>
      {shop.thumbnailUrl ? (
        <img className={styles.thumb} src={shop.thumbnailUrl} alt="" loading="lazy" />
      ) : (
        <span className={`${styles.thumb} ${styles.thumbEmpty}`} aria-hidden="true">
          {Array.from(shop.name)[0]}
        </span>
      )}
      <span className={styles.shopBody}>
        <strong className={styles.shopName}>{shop.name}</strong>
        <span className={styles.chips}>
          {shop.categories.map((c) => (
            <span key={c} className={styles.chip}>
              {categoryLabel(c)}
            </span>
          ))}
        </span>
        <span className={styles.address}>{shop.address}</span>
        <span className={styles.reviews}>리뷰 {formatCount(shop.reviewCount)}개</span>
      </span>
    </Link>
  );
}
