// A shop in the search results: links to its page, heart to favourite.
import { Link } from 'react-router-dom';
import {
  categoriesText,
  formatCount,
  formatDistance,
  paths as app,
  type ShopSummary,
} from '@guardian/shared';
import { FavoriteButton } from './favorite-button';
import { ShopThumb } from './shop-thumb';
import styles from './search.module.css';

export function ShopCard({ shop }: { shop: ShopSummary }) {
  const distance = shop.distanceMeters === null ? null : formatDistance(shop.distanceMeters);
  return (
    <li className={styles.card}>
      <Link to={app.shopById(shop.shopId)} className={styles.cardLink}>
        <ShopThumb name={shop.name} url={shop.thumbnailUrl} size={72} />
        <span className={styles.cardText}>
          <span className={styles.cardCategory}>{categoriesText(shop.categories)}</span>
          <strong>{shop.name}</strong>
          <span className={styles.cardMeta}>{shop.address}</span>
          <span className={styles.cardMeta}>
            {[distance, `리뷰 ${formatCount(shop.reviewCount)}개`].filter(Boolean).join(' · ')}
          </span>
        </span>
      </Link>
      <FavoriteButton shopId={shop.shopId} isFavorite={shop.isFavorite} shopName={shop.name} />
    </li>
  );
}
