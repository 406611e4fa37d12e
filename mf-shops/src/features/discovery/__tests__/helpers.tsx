// Test helpers of the discovery feature: a memory router with a fresh QueryClient, and data.
// Shop pages and the browser fakes for searches are in src/test/shop-search.ts.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { Me, UserShop } from '@guardian/shared';
import { shop } from '../../../test/shop-search';

export function renderAt(
  path: string,
  routes: RouteObject[],
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }),
) {
  const router = createMemoryRouter([...routes, { path: '*', element: <p>다른 화면</p> }], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

const userShop = (userShopSeq: number, shopId: number, name: string, sortOrder: number): UserShop => ({
  userShopSeq,
  shopId,
  customerSeq: 100 + shopId,
  sortOrder,
  shopInfo: shop(shopId, name),
});

export const me: Me = {
  userSeq: 1,
  userId: 'dahye@example.com',
  nickname: '다혜',
  phoneNumber: '01012345678',
  snsKind: 'NONE',
  profileImageUrl: null,
  termsMarketing: false,
  createdAt: '2026-03-02T01:00:00.000Z',
  pets: [],
  userShops: [
    userShop(1, 11, '멍멍살롱 성수점', 0),
    userShop(2, 12, '구름펫스테이 중구점', 1),
    userShop(3, 13, '뭉치유치원 용산점', 2),
  ],
};
