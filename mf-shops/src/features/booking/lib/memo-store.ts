// The memo of the booking being made, per shop and product: it survives going back a step and a
// failed request, and is cleared once the request succeeds.
import { create } from 'zustand';

interface MemoState {
  memos: Record<string, string>;
  setMemo: (key: string, memo: string) => void;
  clearMemo: (key: string) => void;
}

export const memoKey = (shopId: number, productSeq: number) => `${shopId}:${productSeq}`;

export const useBookingMemoStore = create<MemoState>((set) => ({
  memos: {},
  setMemo: (key, memo) => set((s) => ({ memos: { ...s.memos, [key]: memo } })),
  clearMemo: (key) =>
    set((s) => {
      const memos = { ...s.memos };
      delete memos[key];
      return { memos };
    }),
}));
