import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from '../lazy/lazy-with-retry';
import type { PhotoPickerProps } from './photo-picker';

// A separate chunk with its CSS: shared is in every tab's first load and few screens take photos.
const LazyPicker = lazyWithRetry(() => import('./photo-picker'));

/** Pick, shrink and upload photos (gallery or camera); `fallback` holds the place while it loads. */
export function PhotoPicker({ fallback = null, ...props }: PhotoPickerProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LazyPicker {...props} />
    </Suspense>
  );
}
