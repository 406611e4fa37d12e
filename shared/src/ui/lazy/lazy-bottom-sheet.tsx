// BottomSheet loads on demand: shared is in every tab's first load, and a sheet is never part of the first paint.
// Its code and its stylesheet are a chunk of their own, fetched when a sheet first opens (the chunk's promise
// waits for the stylesheet too, so the sheet never paints unstyled); every later sheet opens at once. Like the pet
// form, it is not fetched once the page has settled: the 매장･예약 home has a closed sheet (매장 선택), and that
// fetch would count in the tab's first load. While the chunk is on the way, the screen dims at once (PendingOverlay).
// Until 2026-12-05 the sheet's code and rules were in every tab's first load (docs/architecture.md "First-load
// budget").
import { Suspense } from 'react';
import type * as Sheet from '../bottom-sheet/bottom-sheet';
import { lazyWithRetry } from './lazy-with-retry';
import { PendingOverlay } from './pending-overlay';

const load = () => import('../bottom-sheet/bottom-sheet');
const LazyBottomSheet = lazyWithRetry(() => load().then((m) => ({ default: m.BottomSheet })));
const LazyBottomSheetActions = lazyWithRetry(() => load().then((m) => ({ default: m.BottomSheetActions })));

/**
 * A modal sheet from the bottom edge, rendered only while open; see bottom-sheet/bottom-sheet.tsx. Always the same
 * lazy component (once its code is here it renders at once): a sheet rendered as one thing and then another would
 * be mounted again, losing what was typed in it.
 */
export function BottomSheet(props: Sheet.BottomSheetProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={<PendingOverlay />}>
      <LazyBottomSheet {...props} />
    </Suspense>
  );
}

/**
 * The sheet's answer row; see bottom-sheet/bottom-sheet.tsx. Inside an open sheet its code is already here, so it
 * shows with the sheet (tested: the first frame that has the sheet has the row).
 */
export function BottomSheetActions(props: Parameters<typeof Sheet.BottomSheetActions>[0]) {
  return (
    <Suspense fallback={null}>
      <LazyBottomSheetActions {...props} />
    </Suspense>
  );
}
