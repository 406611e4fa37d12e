// A shop that takes online bookings, in a list: links to its booking page.
import { Link } from 'react-router-dom';
import { paths as app, type ShopSummary } from '@guardian/shared';
import { categoryLabel } from '../lib/categories';
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

const formatDistance = (m: number) => (m < 1000 ? `${m}m` : `${(m / 1000).toFixed(1)}km`);
