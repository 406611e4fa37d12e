// Renders a screen inside a memory router and a fresh QueryClient, the way the shell would; any other
// path shows "다른 화면" so a test can see where a tap led.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';

/** `before`: the pages the owner came through to `path`, so 뒤로 has somewhere to go. */
export function renderScreen(
  path: string,
  routes: RouteObject[],
  { before = [] }: { before?: string[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>다른 화면</p> }], {
    initialEntries: [...before, path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
