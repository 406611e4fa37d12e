// Loads the lower half of 홈 when it comes near the screen (or at once where there is no
// IntersectionObserver), so its code is not part of the tab's first load.
import { Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton, lazyWithRetry } from '@guardian/shared';
import styles from './home.module.css';

const HomeMore = lazyWithRetry(() => import('./home-more'));

function Placeholder() {
  return (
    <div className={styles.section} role="status" aria-busy="true" aria-label="이벤트와 매장을 불러오는 중">
      <Skeleton height={22} width={140} />
      <div className={styles.placeholderRow}>
        <Skeleton height={180} radius={12} />
      </div>
    </div>
  );
}

export function BelowFold() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '200px 0px',
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  if (!near)
    return (
      <div ref={ref}>
        <Placeholder />
      </div>
    );
  return (
    <Suspense fallback={<Placeholder />}>
      <HomeMore />
    </Suspense>
  );
}
