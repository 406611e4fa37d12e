import { useEffect } from 'react';
import { ConfirmDialog } from '../lazy/lazy-confirm-dialog';
import { useDialogStore } from './dialog-store';

/**
 * Shows queued `dialog.confirm`/`dialog.alert` requests one at a time. The phone's back (or any move through the
 * history) cancels them: a question belongs to the page that asked it, and one left standing over the next page
 * (삭제할까요? after back closed the pet's form) acted for a page no longer there.
 */
export function DialogHost() {
  const current = useDialogStore((s) => s.queue[0]);
  const settle = useDialogStore((s) => s.settle);
  const shown = current !== undefined;
  useEffect(() => {
    if (!shown) return;
    const dismissAll = () => useDialogStore.getState().dismissAll();
    window.addEventListener('popstate', dismissAll);
    return () => window.removeEventListener('popstate', dismissAll);
  }, [shown]);
  if (!current) return null;
  const { options, id } = current;
  return (
    <ConfirmDialog
      key={id}
      open
      text={options.text}
      subText={options.subText}
      cancelText={options.cancelText}
      confirmText={options.confirmText}
      hideCancel={options.hideCancel}
      onConfirm={() => settle(id, true)}
      onCancel={() => settle(id, false)}
    />
  );
}
