// Routes of the discovery feature (home, my shops, shop pages, search), keyed by config/paths.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

type Key = 'home' | 'shop' | 'shopDetail' | 'shopById' | 'shopSearch' | 'shopResult';

const route = (key: Key, lazy: RouteObject['lazy']): RouteObject => ({
  path: paths[key].path,
  handle: { title: paths[key].title },
  lazy,
});

export const discoveryRoutes: Partial<Record<keyof typeof paths, RouteObject>> = {
  home: route('home', async () => ({ Component: (await import('./components/home-screen')).HomeScreen })),
  shop: route('shop', async () => ({
    Component: (await import('./components/my-shops-screen')).MyShopsScreen,
  })),
  shopDetail: route('shopDetail', async () => ({
    Component: (await import('./components/shop-detail-screens')).CurrentShopScreen,
  })),
  shopById: route('shopById', async () => ({
    Component: (await import('./components/shop-detail-screens')).PublicShopScreen,
  })),
  shopSearch: route('shopSearch', async () => ({
    Component: (await import('./components/shop-search-screen')).ShopSearchScreen,
  })),
  shopResult: route('shopResult', async () => ({
    Component: (await import('./components/shop-result-screen')).ShopResultScreen,
  })),
};
