// §4: toasts auto-dismiss after 3 s; success is dark, error is red.
import { create } from 'zustand';
import { messageUnlessAlerted } from '../../api/api-error';
import { LIMITS } from '../../constants/limits';

export type ToastType = 'success' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  show: (type: ToastType, message: string) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (type, message) => {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { id, type, message }] }));
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), LIMITS.TOAST_MS),
    );
    return id;
  },
  dismiss: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

export const toast = {
  success: (message: string): number => useToastStore.getState().show('success', message),
  error: (message: string): number => useToastStore.getState().show('error', message),
  dismiss: (id: number): void => useToastStore.getState().dismiss(id),
};

/**
 * A failure's Korean message (`errorMessage(error, fallback)`) as an error toast, except when §8's alert has already
 * answered it (a save refused with 401): one message, not an alert with a toast under it.
 */
export function toastError(error: unknown, fallback?: string): void {
  const message = messageUnlessAlerted(error, fallback);
  if (message !== null) toast.error(message);
}
