// What the conversation shows while its room or its first messages are on their way.
import { Skeleton } from '@guardian/shared';
import styles from './room.module.css';

export function MessagesSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="메시지를 불러오는 중">
      <Skeleton width={180} height={40} radius={16} />
      <div className={styles.skeletonMine}>
        <Skeleton width={140} height={40} radius={16} />
      </div>
      <Skeleton width={220} height={56} radius={16} />
      <div className={styles.skeletonMine}>
        <Skeleton width={120} height={40} radius={16} />
      </div>
    </div>
  );
}
