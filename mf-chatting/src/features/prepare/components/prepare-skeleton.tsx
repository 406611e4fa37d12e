// What 상담 준비 shows while the shop's form is on its way.
import { Skeleton } from '@guardian/shared';
import styles from './prepare.module.css';

export function PrepareSkeleton() {
  return (
    <div className={styles.form} role="status" aria-busy="true" aria-label="상담 정보를 불러오는 중">
      <Skeleton height={72} radius={16} />
      <Skeleton width={160} height={20} />
      <Skeleton height={44} radius={22} />
      <Skeleton width={160} height={20} />
      <Skeleton height={44} radius={22} />
    </div>
  );
}
