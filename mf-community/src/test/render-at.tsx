// Renders screens inside a memory router and a fresh QueryClient, the way the shell would.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { CommunityPost } from '../api/types';

export function renderAt(path: string, routes: RouteObject[], queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** No retries, so a failed call shows its error state at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function makePost(over: Partial<CommunityPost> = {}): CommunityPost {
  return {
    communitySeq: 42,
    content: '코코랑 한강 산책 다녀왔어요',
    breedSeq: 1,
    breedName: '말티즈',
    author: { userSeq: 9, nickname: '초코맘', profileImageUrl: null, petName: '초코', petBreedName: '푸들' },
    photos: [],
    likeCount: 3,
    commentCount: 2,
    liked: false,
    mine: false,
    hidden: false,
    edited: false,
    blocked: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...over,
  };
}
