import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, paths as app, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { CouponScreen } from '../components/coupon-screens';
import { VoucherScreen } from '../components/voucher-screen';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  useCurrentShop: () => null,
}));

beforeEach(() => {
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiGet).mockImplementation(async (url: string) =>
    url.endsWith('/past') ? { items: [], nextCursor: null } : [],
  );
});

describe('empty screens offer their way on as a button', () => {
  it('no usable coupon: 이용권 보러 가기 is a button that opens 이용권', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/coupon', [{ path: '/coupon', Component: CouponScreen }]);

    expect(await screen.findByText('쓸 수 있는 쿠폰이 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '이용권 보러 가기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이용권 보러 가기' }));

    expect(router.state.location.pathname).toBe(app.voucher);
  });

  it('no linked shop on 이용권: 예약 가능한 매장 보기 is a button that opens the shops taking bookings', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/voucher', [{ path: '/voucher', Component: VoucherScreen }]);

    expect(await screen.findByText('연결된 매장이 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '예약 가능한 매장 보기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '예약 가능한 매장 보기' }));

    expect(router.state.location.pathname).toBe(app.onlineReservation);
  });
});
