import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from '../lazy/lazy-with-retry';
import type { ImageGridProps } from './image-grid';

// A separate chunk with its CSS: shared is in every tab's first load and most tabs show no grid.
const LazyGrid = lazyWithRetry(() => import('./image-grid'));

/** Square thumbnails that open the full-screen viewer; `fallback` holds the place while it loads. */
export function ImageGrid({ fallback = null, ...props }: ImageGridProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LazyGrid {...props} />
    </Suspense>
  );
}
