// /voucher opened logged out (a shared or pushed link): one login prompt for the whole screen, as 쿠폰 and 예약금 show,
// not three blocks (내 이용권's login, "연결된 매장이 없어요", 지난 이용권's login again).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { apiGet, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { VoucherScreen } from '../components/voucher-screen';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
}));

function openVoucher(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/voucher', Component: VoucherScreen },
      { path: '/auth', element: <p>로그인 화면</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useSessionStore.getState().setToken(null);
  vi.mocked(apiGet).mockReset().mockRejectedValue(new Error('asked logged out'));
  vi.mocked(publicGet).mockReset().mockResolvedValue([]);
});

describe('이용권, logged out', () => {
  it('shows one login prompt for the whole screen, asks nothing, and comes back here after login', async () => {
    const router = openVoucher('/voucher?shopId=3');
    expect(screen.getByRole('heading', { level: 1, name: '이용권' })).toBeInTheDocument();
    expect(screen.getAllByText('로그인이 필요해요')).toHaveLength(1);
    expect(
      screen.getByText('이용권을 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('연결된 매장이 없어요')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '지난 이용권' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '내 이용권' })).not.toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
    expect(publicGet).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/voucher?shopId=3')}`);
  });
});
