// 리뷰 with nothing to review and none written: 온라인 예약하기 goes where the home's 다가오는 예약 goes (bookOnline),
// the current shop's booking page when it takes online bookings, else the list of the shops that do.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { ReviewScreen } from '../components/review-screen';

const currentShop = vi.hoisted(() => ({ value: null as { shopId: number } | null }));
vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  useCurrentShop: () => currentShop.value,
}));

/** Nothing to review, no review written; the current shop (12) takes online bookings or not. */
function renderEmpty(onlineReservation: boolean) {
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/shop') return { shopId: 12, name: '구름펫스테이 중구점', onlineReservation };
    return [];
  });
  const router = createMemoryRouter(
    [
      { path: '/review', Component: ReviewScreen },
      { path: '/online-reservation', element: <p>온라인 예약 매장 목록</p> },
      { path: '/online-reservation/:id', element: <p>매장 예약 페이지</p> },
    ],
    { initialEntries: ['/review'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  currentShop.value = { shopId: 12 };
});

it('books at the current shop when it takes online bookings', async () => {
  const router = renderEmpty(true);
  await userEvent.click(await screen.findByRole('button', { name: '온라인 예약하기' }));
  expect(await screen.findByText('매장 예약 페이지')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/online-reservation/12');
});

it('lists the shops that take them when the current shop does not', async () => {
  const router = renderEmpty(false);
  await userEvent.click(await screen.findByRole('button', { name: '온라인 예약하기' }));
  expect(await screen.findByText('온라인 예약 매장 목록')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/online-reservation');
});
