import { Skeleton } from '@guardian/shared';
import styles from './booking.module.css';

export function ListSkeleton({ rows = 4, height = 88 }: { rows?: number; height?: number }) {
  return (
    <div className={styles.list} role="status" aria-busy="true" aria-label="불러오는 중">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius={16} />
      ))}
    </div>
  );
}
