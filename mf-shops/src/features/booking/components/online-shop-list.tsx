// A shop that takes online bookings, in a list: links to its booking page.
import { Link } from 'react-router-dom';
import { categoryLabel, formatDistance, paths as app, type ShopSummary } from '@guardian/shared';
import styles from './booking.module.css';

export function OnlineShopList({ shops }: { shops: ShopSummary[] }) {
  return (
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
  );
}
