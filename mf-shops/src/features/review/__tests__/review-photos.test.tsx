// My review's photos on 리뷰 open larger, in the viewer albums and 알림장 use; back closes it and stays on 리뷰.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { MyReview } from '../api/types';
import { ReviewScreen } from '../components/review-screen';

vi.mock('@guardian/shared', async (orig) => ({ ...(await orig<typeof Shared>()), apiGet: vi.fn() }));

const photo = (mediaSeq: number) => ({
  mediaSeq,
  width: 640,
  height: 480,
  url: `/m/${mediaSeq}.webp`,
  thumbnailUrl: `/m/${mediaSeq}-t.webp`,
  srcSet: `/m/${mediaSeq}-t.webp 320w, /m/${mediaSeq}.webp 640w`,
});

const mine: MyReview[] = [
  {
    reviewSeq: 5,
    reservationSeq: 9,
    shopId: 2,
    shopName: '멍멍 호텔',
    productName: '1박 호텔링',
    visitDate: '2026-11-10',
    rating: 4,
    content: '사진을 자주 보내 주셔서 안심했어요.',
    mediaSeqs: [1, 2],
    photos: [photo(1), photo(2)],
    reply: null,
    repliedAt: null,
    createdAt: '2026-11-21T00:00:00.000Z',
    updatedAt: null,
    editableUntil: '2026-11-28T00:00:00.000Z',
    editable: false,
  },
];

const LAZY = { timeout: 5000 };

function renderReview() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/review', Component: ReviewScreen }], {
    initialEntries: ['/review'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string) => (url === '/v2/reviews/pending' ? [] : mine));
});

describe('리뷰 photos', () => {
  it('open full screen at the photo tapped, and back closes the viewer, staying on 리뷰', async () => {
    const user = userEvent.setup();
    const router = renderReview();
    const card = await screen.findByRole('article', { name: '멍멍 호텔 리뷰' });
    await user.click(within(card).getByRole('button', { name: '리뷰 사진 크게 보기 2 / 2' }));
    const viewer = await screen.findByRole('dialog', { name: '사진 2 / 2' }, LAZY);
    expect(within(viewer).getByRole('img', { name: '리뷰 사진 2' })).toHaveAttribute('src', '/m/2.webp');

    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/review');
    expect(screen.getByRole('article', { name: '멍멍 호텔 리뷰' })).toBeInTheDocument();
  });
});
