// Renders screens inside a memory router and a fresh QueryClient, the way the shell would.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { Me } from '@guardian/shared';

/** `path` is the page shown; a list is the history up to it (the last one shown), for what 뒤로 does. */
export function renderAt(path: string | string[], routes: RouteObject[], queryClient = testQueryClient()) {
  const entries = Array.isArray(path) ? path : [path];
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** No retries and no refetch of seeded data, so a test sees exactly what it put in the cache. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

export const me: Me = {
  userSeq: 1,
  userId: 'dahye@example.com',
  nickname: '다혜',
  phoneNumber: '01012345678',
  snsKind: 'NONE',
  profileImageUrl: null,
  termsMarketing: false,
  createdAt: '2026-03-02T01:00:00.000Z',
  pets: [
    {
      petSeq: 1,
      name: '콩이',
      kind: 'DOG',
      breedSeq: 3,
      breedName: '말티즈',
      birthDate: '2022-05-01',
      weightKg: 3.2,
      sex: 'FEMALE',
      neutered: true,
      imageUrl: null,
    },
  ],
  userShops: [
    {
      userShopSeq: 7,
      shopId: 11,
      customerSeq: 21,
      sortOrder: 0,
      shopInfo: {
        shopId: 11,
        name: '멍멍살롱 성수점',
        categories: ['BEAUTY', 'HOTELING'],
        address: '서울 성동구 성수이로 1',
        regionSeq: 1,
        latitude: 37.5,
        longitude: 127.05,
        thumbnailUrl: null,
        reviewCount: 12,
        registeredAt: '2026-01-01T00:00:00.000Z',
        distanceMeters: null,
        isFavorite: false,
      },
    },
  ],
};
