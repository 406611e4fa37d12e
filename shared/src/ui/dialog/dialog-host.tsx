import { ConfirmDialog } from '../lazy/lazy-confirm-dialog';
import { useDialogStore } from './dialog-store';

/** Shows queued `dialog.confirm`/`dialog.alert` requests one at a time. */
export function DialogHost() {
  const current = useDialogStore((s) => s.queue[0]);
  const settle = useDialogStore((s) => s.settle);
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
