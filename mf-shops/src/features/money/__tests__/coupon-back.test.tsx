import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { CouponDetailScreen, CouponScreen } from '../components/coupon-screens';
import { couponOf as coupon } from './fixtures';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
}));

const usable = coupon({ couponSeq: 1 });
const expired = coupon({ couponSeq: 4, name: '추석 맞이 15% 할인', discountLabel: '15%', state: 'EXPIRED' });

beforeEach(() => {
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/coupons') return [usable];
    if (url === '/v2/coupons/past') return { items: [expired], nextCursor: null };
    if (url === '/v2/coupons/4') return expired;
    throw new Error(`unexpected ${url}`);
  });
});

const routes = [
  { path: '/coupon', Component: CouponScreen },
  { path: '/coupon/:id', Component: CouponDetailScreen },
];

describe('coming back from a coupon', () => {
  it('뒤로 returns to the tab the coupon was opened from, without a new page in the history', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/coupon', routes);

    await user.click(await screen.findByRole('tab', { name: '사용·만료' }));
    await user.click(await screen.findByRole('link', { name: /추석 맞이 15% 할인/ }));
    expect(await screen.findByRole('heading', { name: '사용 조건' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));

    expect(await screen.findByRole('link', { name: /추석 맞이 15% 할인/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '사용·만료' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('?tab=past');
  });

  it('a coupon opened from a link goes back to the coupon list', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/coupon/4', routes);

    await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));

    expect(router.state.location.pathname).toBe('/coupon');
    expect(await screen.findByRole('tab', { name: '사용 가능' })).toHaveAttribute('aria-selected', 'true');
  });
});
