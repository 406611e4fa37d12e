import { useCurrentShopStore } from '@guardian/shared';
import { readShopQueryParams, storeShopSelection } from '../shop-query-params';

// A guest's link (logged in, /check applies it: check-screen.test.tsx).
const follow = (search: string) => storeShopSelection(readShopQueryParams(search));

beforeEach(() => {
  // The shop this owner chose before following the link.
  useCurrentShopStore.setState({ shopId: 7, customerSeq: 1 });
});

describe('shop_id and customer_seq from the app’s link', () => {
  it('choose the shop and customer they name', () => {
    follow('?shop_id=20&customer_seq=3&targetUrl=%2Fschedule');
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 20, customerSeq: 3 });
  });

  it.each(['0x14', '2e1', '020', '%2B20', '20.0', '%2020'])(
    'a shop number not written plainly (shop_id=%s) chooses no shop, rather than shop 20: the one chosen before stays',
    (shopId) => {
      follow(`?shop_id=${shopId}&customer_seq=3`);
      expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 7, customerSeq: 1 });
    },
  );

  it.each(['0x3', '3e0', '03'])(
    'a customer number not written plainly (customer_seq=%s) is left out, as when the link has none',
    (customerSeq) => {
      follow(`?shop_id=20&customer_seq=${customerSeq}`);
      expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 20, customerSeq: null });
    },
  );
});
