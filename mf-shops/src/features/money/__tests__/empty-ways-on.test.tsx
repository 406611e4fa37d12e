import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, paths as app, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { CouponScreen } from '../components/coupon-screens';
import { VoucherScreen } from '../components/voucher-screen';
import { quoteOf } from './fixtures';

// The selected shop: none (a new owner), unless a test links one.
const current = vi.hoisted(() => ({ shop: null as unknown }));
vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
  useCurrentShop: () => current.shop,
}));

beforeEach(() => {
  current.shop = null;
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiGet).mockImplementation(async (url: string) =>
    url.endsWith('/past') ? { items: [], nextCursor: null } : [],
  );
  // The shop linked in a test sells one pass.
  vi.mocked(publicGet).mockReset();
  vi.mocked(publicGet).mockResolvedValue([quoteOf().product]);
});

describe('empty screens offer their way on as a button', () => {
  it('no usable coupon, my shop selling passes: 이용권 보러 가기 is a button that opens 이용권', async () => {
    current.shop = { shopId: 1, shopInfo: { name: '바둑펫뷰티 종로점' } };
    const user = userEvent.setup();
    const { router } = renderScreen('/coupon', [{ path: '/coupon', Component: CouponScreen }]);

    expect(await screen.findByText('쓸 수 있는 쿠폰이 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '이용권 보러 가기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이용권 보러 가기' }));

    expect(router.state.location.pathname).toBe(app.voucher);
  });

  it('no coupon and no shop yet: the way on is the events that give coupons, not an empty 이용권', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/coupon', [{ path: '/coupon', Component: CouponScreen }]);

    const empty = await screen.findByRole('region', { name: '쓸 수 있는 쿠폰이 없어요' });
    expect(within(empty).queryByRole('button', { name: '이용권 보러 가기' })).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: '이벤트 보러 가기' }));

    expect(router.state.location.pathname).toBe(app.event);
  });

  it('no pass and no linked shop on 이용권: one empty state, whose 예약 가능한 매장 보기 opens the shops taking bookings', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/voucher', [{ path: '/voucher', Component: VoucherScreen }]);

    const empty = await screen.findByRole('region', { name: '쓸 수 있는 이용권이 없어요' });
    expect(screen.queryByText('연결된 매장이 없어요')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '예약 가능한 매장 보기' })).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: '예약 가능한 매장 보기' }));

    expect(router.state.location.pathname).toBe(app.onlineReservation);
  });
});
