// Screens of the discovery feature (home, my shops, shop pages, search), by manifest key.
import type { ScreenMap } from '@guardian/shared';

export const discoveryScreens: ScreenMap<'shops'> = {
  home: async () => ({ Component: (await import('./components/home-screen')).HomeScreen }),
  shop: async () => ({ Component: (await import('./components/my-shops-screen')).MyShopsScreen }),
  shopDetail: async () => ({
    Component: (await import('./components/shop-detail-screens')).CurrentShopScreen,
  }),
  shopById: async () => ({ Component: (await import('./components/shop-detail-screens')).PublicShopScreen }),
  shopSearch: async () => ({ Component: (await import('./components/shop-search-screen')).ShopSearchScreen }),
  shopResult: async () => ({ Component: (await import('./components/shop-result-screen')).ShopResultScreen }),
};
