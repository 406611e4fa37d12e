// ConfirmDialog loads on demand: shared is in every tab's first load, and a dialog is never part of the first
// paint. It mounts (and fetches its code) when it opens or once the page has settled (useMountWhenSettled), so
// it usually opens at once; closed, it renders nothing either way. BottomSheet loads on demand too, but only when it
// opens (lazy-bottom-sheet.tsx): the 매장･예약 home has one (매장 선택), whose code the settle-time fetch would add to
// that tab's first load.
import { Suspense } from 'react';
import { useMountWhenSettled } from '../../query/when-page-settled';
import type { ConfirmDialogProps } from '../confirm-dialog/confirm-dialog';
import { lazyWithRetry } from './lazy-with-retry';
import { PendingOverlay } from './pending-overlay';

const LazyConfirmDialog = lazyWithRetry(() =>
  import('../confirm-dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** A modal confirm (or alert, with hideCancel); see confirm-dialog/confirm-dialog.tsx. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useMountWhenSettled(props.open)) return null;
  return (
    <Suspense fallback={props.open ? <PendingOverlay /> : null}>
      <LazyConfirmDialog {...props} />
    </Suspense>
  );
}
