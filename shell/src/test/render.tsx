// Test helpers: a fresh QueryClient and a memory router over the shell's route tree.
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@guardian/shared';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function renderRoutes(
  routes: RouteObject[],
  {
    path = '/',
    queryClient = testQueryClient(),
    patchRoutesOnNavigation,
  }: {
    path?: string;
    queryClient?: QueryClient;
    patchRoutesOnNavigation?: Parameters<typeof createMemoryRouter>[1] extends infer O
      ? O extends { patchRoutesOnNavigation?: infer P }
        ? P
        : never
      : never;
  } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
