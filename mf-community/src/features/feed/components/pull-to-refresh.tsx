// Pull down at the top of the page to refresh: a touch gesture (the app runs in a phone's WebView,
// where the browser's own pull-to-refresh is off). Past THRESHOLD px it refreshes on release.
import { useRef, useState, type ReactNode } from 'react';
import { scrollParentOf } from '../../../lib/scroll-parent';
import styles from './feed.module.css';

const THRESHOLD = 64;

export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  return (
    <div
      onTouchStart={(e) => {
        // Only at the top of what scrolls the page: further down, a finger moving down scrolls up.
        const atTop = scrollParentOf(e.currentTarget).scrollTop <= 0;
        start.current = atTop && !refreshing ? e.touches[0].clientY : null;
      }}
      onTouchMove={(e) => {
        if (start.current === null) return;
        const d = e.touches[0].clientY - start.current;
        setPull(d > 0 ? Math.min(d * 0.5, THRESHOLD * 1.5) : 0);
      }}
      onTouchEnd={() => {
        start.current = null;
        if (pull >= THRESHOLD) {
          setRefreshing(true);
          void onRefresh().finally(() => setRefreshing(false));
        }
        setPull(0);
      }}
    >
      <div
        className={styles.pull}
        style={{ height: refreshing ? THRESHOLD / 1.5 : pull }}
        role="status"
        aria-live="polite"
      >
        {refreshing
          ? '새 글을 불러오는 중…'
          : pull >= THRESHOLD
            ? '놓으면 새로고침'
            : pull > 0
              ? '당겨서 새로고침'
              : ''}
      </div>
      {children}
    </div>
  );
}
