import { Suspense } from 'react';
import { lazyWithRetry } from '../lazy/lazy-with-retry';
import type { ImageViewerProps } from './image-viewer';

// A separate chunk: fetched the first time a photo is opened, never in a tab's first load.
const LazyViewer = lazyWithRetry(() => import('./image-viewer'));

/** The full-screen viewer (prev/next, arrow keys, swipe, Escape closes); render it while open. */
export function ImageViewer(props: ImageViewerProps) {
  return (
    <Suspense fallback={null}>
      <LazyViewer {...props} />
    </Suspense>
  );
}
