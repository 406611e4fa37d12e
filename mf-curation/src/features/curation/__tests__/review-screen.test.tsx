// An editor's review of a shop: its rating is written as a number beside the stars, for whoever cannot count gold
// stars in the sun, and heard once, as 별점 5점 중 4점.
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { apiGet } from '@guardian/shared';
import { ReviewScreen } from '../components/review-screen';

vi.mock('@guardian/shared/api/requests', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: vi.fn(),
}));

const review = {
  reviewSeq: 2,
  title: '반나절 체험으로 시작한 유치원 적응기',
  summary: '소형견 반이 따로 있는 유치원, 첫 주를 따라가 봤어요.',
  author: '가디언 에디터 윤하람',
  rating: 4,
  coverImageUrl: 'https://img.example.com/cover.svg',
  publishedAt: '2026-12-05T22:28:23.787Z',
  blocks: [],
  shop: {
    shopId: 4,
    name: '솜사탕케어센터 성동점',
    categories: ['DAY_CARE'],
    address: '서울특별시 성동구 성동로 77',
    regionSeq: 4,
    latitude: 37.57,
    longitude: 127.03,
    thumbnailUrl: null,
    reviewCount: 0,
    registeredAt: '2024-10-19T11:48:26.874Z',
    distanceMeters: null,
    isFavorite: false,
  },
};

it('writes the rating as a number beside its stars, five in all, and names it once', async () => {
  vi.mocked(apiGet).mockResolvedValue(review);
  const router = createMemoryRouter([{ path: '/curation/review/:id', element: <ReviewScreen /> }], {
    initialEntries: ['/curation/review/2'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const rating = await screen.findByRole('img', { name: '별점 5점 중 4점' });
  // Four given, one not: told apart by shape (filled, outlined), not by colour alone; then the number.
  expect(rating).toHaveTextContent(/^★★★★☆\s*4$/);
});
