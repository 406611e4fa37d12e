import { CURRENT_SHOP_STORAGE_KEY, useCurrentShopStore } from '../current-shop-store';

/** Another tab of this browser saves its choice: the browser writes it and tells every other tab. */
function choseInAnotherTab(shopId: number, customerSeq: number) {
  const newValue = JSON.stringify({ state: { shopId, customerSeq }, version: 0 });
  localStorage.setItem(CURRENT_SHOP_STORAGE_KEY, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_SHOP_STORAGE_KEY, newValue }));
}

beforeEach(() => useCurrentShopStore.getState().setCurrentShop(10, 100));

describe('the current shop, in two tabs', () => {
  it('follows the shop chosen in another tab at once, not after a reload', async () => {
    choseInAnotherTab(20, 200);
    await vi.waitFor(() =>
      expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 20, customerSeq: 200 }),
    );
  });

  it('is left alone by another key changing', async () => {
    localStorage.setItem('guardian.other', '1');
    window.dispatchEvent(new StorageEvent('storage', { key: 'guardian.other', newValue: '1' }));
    await new Promise((r) => setTimeout(r, 10));
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 10, customerSeq: 100 });
  });
});
