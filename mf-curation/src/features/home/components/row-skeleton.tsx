import { Skeleton } from '@guardian/shared';
import styles from './rows.module.css';

/** A row of content cards while they load (same height as the row, so nothing jumps). */
export function RowSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.row} role="status" aria-busy="true" aria-label={label}>
      {[0, 1].map((i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton height={147} radius={12} />
          <Skeleton height={18} width="80%" />
          <Skeleton height={14} width="60%" />
        </div>
      ))}
    </div>
  );
}
