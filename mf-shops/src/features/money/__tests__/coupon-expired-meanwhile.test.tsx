import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { apiGet, createQueryClient, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { CouponScreen } from '../components/coupon-screens';
import { couponOf as coupon } from './fixtures';
import { awayUntil } from '@guardian/shared/test/away';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
}));

const lastDay = coupon({ couponSeq: 7, name: '주말 5,000원 할인', expiresAt: '2026-12-04T14:59:59.000Z' });

/** 쿠폰 with the app's own query client: nothing is read again on focus unless its query asks for it. */
function openCoupons() {
  const router = createMemoryRouter([{ path: '/coupon', Component: CouponScreen }], {
    initialEntries: ['/coupon'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-04T12:00:00Z') }); // 21:00 in Seoul
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset();
});
afterEach(() => vi.useRealTimers());

describe('쿠폰 left open overnight', () => {
  it('back in the app the next morning, no longer offers a coupon that ran out at midnight', async () => {
    vi.mocked(apiGet).mockResolvedValue([lastDay]);
    openCoupons();
    expect(await screen.findByRole('link', { name: /주말 5,000원 할인/ })).toBeInTheDocument();

    vi.mocked(apiGet).mockResolvedValue([]);
    awayUntil('2026-12-04T23:00:00Z'); // 08:00 the next day
    expect(await screen.findByText('쓸 수 있는 쿠폰이 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /주말 5,000원 할인/ })).not.toBeInTheDocument();
  });

  it('a quick look at another app asks nothing again', async () => {
    vi.mocked(apiGet).mockResolvedValue([lastDay]);
    openCoupons();
    await screen.findByRole('link', { name: /주말 5,000원 할인/ });
    awayUntil('2026-12-04T12:00:20Z');
    expect(apiGet).toHaveBeenCalledTimes(1);
  });
});
