import { useDialogStore, type DialogOptions } from './dialog-store';

export const dialog = {
  /** Resolves true on confirm, false on cancel/Escape/overlay. */
  confirm(options: DialogOptions): Promise<boolean> {
    return useDialogStore.getState().open(options);
  },
  /** A single-button dialog; resolves when dismissed. */
  async alert(textOrOptions: string | string[] | Omit<DialogOptions, 'hideCancel'>): Promise<void> {
    const options =
      typeof textOrOptions === 'string' || Array.isArray(textOrOptions)
        ? { text: textOrOptions }
        : textOrOptions;
    await useDialogStore.getState().open({ ...options, hideCancel: true });
  },
};
