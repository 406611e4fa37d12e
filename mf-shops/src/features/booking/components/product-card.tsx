import { Link } from 'react-router-dom';
import { formatWon } from '@guardian/shared';
import type { Product } from '../api/types';
import { flowHref } from '../lib/flow';
import { formatDuration } from '../lib/format';
import styles from './booking.module.css';
import own from './product-card.module.css';

export function ProductCard({ product }: { product: Product }) {
  return (
    <Link to={flowHref.product(product.shopId, product.productSeq)} className={styles.card}>
      {product.imageUrl ? (
        <img className={styles.thumb} src={product.imageUrl} alt="" />
      ) : (
        <span className={styles.thumb} />
      )}
      <span className={styles.cardBody}>
        <span className={styles.name}>{product.name}</span>
        <span className={styles.meta}>
          {product.unitLabel}
          {product.durationMinutes ? ` · 약 ${formatDuration(product.durationMinutes)}` : ''}
        </span>
        <span className={own.prices}>
          {product.prices.map((p) => (
            <span key={p.band} className={own.price}>
              <span>{p.label}</span>
              <strong>{formatWon(p.price)}</strong>
            </span>
          ))}
        </span>
      </span>
    </Link>
  );
}
