// §4: the chosen (shopId, customerSeq) survives reloads in localStorage.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const CURRENT_SHOP_STORAGE_KEY = 'guardian.currentShop';

export interface CurrentShopState {
  shopId: number | null;
  customerSeq: number | null;
  setCurrentShop: (shopId: number | null, customerSeq: number | null) => void;
  clear: () => void;
}

export const useCurrentShopStore = create<CurrentShopState>()(
  persist(
    (set) => ({
      shopId: null,
      customerSeq: null,
      setCurrentShop: (shopId, customerSeq) => set({ shopId, customerSeq }),
      clear: () => set({ shopId: null, customerSeq: null }),
    }),
    {
      name: CURRENT_SHOP_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ shopId, customerSeq }) => ({ shopId, customerSeq }),
    },
  ),
);

// Chosen in another tab or window (the browser tells only the others): followed here too, not after a reload.
window.addEventListener(
  'storage',
  (e) => e.key === CURRENT_SHOP_STORAGE_KEY && useCurrentShopStore.persist.rehydrate(),
);
