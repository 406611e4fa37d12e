import { formatWon } from '@guardian/shared';
import type { AiProduct } from '../api/types';
import { useDraft } from '../lib/draft';
import styles from './ai-profile.module.css';

/** The style packs as toggle cards; the choice goes to the order draft. */
export function ProductPicker({ products, selected }: { products: AiProduct[]; selected: number | null }) {
  const setProduct = useDraft((s) => s.setProduct);
  return (
    <ul className={styles.products}>
      {products.map((p) => (
        <li key={p.productSeq}>
          <button
            type="button"
            className={styles.product}
            aria-pressed={p.productSeq === selected}
            onClick={() => setProduct(p.productSeq)}
          >
            <span className={styles.productHead}>
              <span className={styles.productName}>
                {p.name} · {p.pictureCount}장
              </span>
              <span className={styles.price}>{formatWon(p.price)}</span>
            </span>
            <span className={styles.muted}>{p.description}</span>
            <span className={styles.muted}>{p.styles.map((s) => s.name).join(' · ')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
