// Imperative dialogs (usable outside React, e.g. from the QueryClient) queue here; DialogHost renders them.
import { create } from 'zustand';

export interface DialogOptions {
  text: string | string[];
  subText?: string;
  cancelText?: string;
  confirmText?: string;
  hideCancel?: boolean;
}

export interface DialogRequest {
  id: number;
  options: DialogOptions;
  resolve: (confirmed: boolean) => void;
}

interface DialogState {
  queue: DialogRequest[];
  open: (options: DialogOptions) => Promise<boolean>;
  settle: (id: number, confirmed: boolean) => void;
  /** Cancels every dialog shown or waiting (each resolves false). */
  dismissAll: () => void;
}

let nextId = 1;

export const useDialogStore = create<DialogState>()((set, get) => ({
  queue: [],
  open: (options) =>
    new Promise<boolean>((resolve) => {
      set((s) => ({ queue: [...s.queue, { id: nextId++, options, resolve }] }));
    }),
  settle: (id, confirmed) => {
    const request = get().queue.find((r) => r.id === id);
    if (!request) return;
    set((s) => ({ queue: s.queue.filter((r) => r.id !== id) }));
    request.resolve(confirmed);
  },
  dismissAll: () => {
    const waiting = get().queue;
    set({ queue: [] });
    for (const request of waiting) request.resolve(false);
  },
}));
