// Loading placeholder shaped like a typical page: a title, a card and list rows.
import { Skeleton } from '@guardian/shared';
import styles from './page-skeleton.module.css';

export function PageSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label="불러오는 중">
      <Skeleton width="40%" height={24} />
      <Skeleton height={120} radius={16} />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.row}>
          <Skeleton width={48} height={48} radius={12} />
          <div className={styles.lines}>
            <Skeleton width="70%" height={16} />
            <Skeleton width="45%" height={14} />
          </div>
        </div>
      ))}
    </div>
  );
}
