import { screen, within } from '@testing-library/react';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { CouponDetailScreen, CouponScreen } from '../components/coupon-screens';
import { couponOf as coupon } from './fixtures';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
}));

// Used on 11월 12일 (Seoul), though it could have been used until 12월 22일.
const used = coupon({
  couponSeq: 5,
  name: '봄맞이 3,000원 할인',
  discountLabel: '3,000원',
  expiresAt: '2026-12-22T04:00:00.000Z',
  usedAt: '2026-11-12T04:00:00.000Z',
  state: 'USED',
});
const expired = coupon({
  couponSeq: 4,
  name: '추석 맞이 15% 할인',
  discountLabel: '15%',
  expiresAt: '2026-11-22T04:00:00.000Z',
  state: 'EXPIRED',
});

beforeEach(() => {
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/coupons/past') return { items: [used, expired], nextCursor: null };
    if (url === '/v2/coupons/5') return used;
    throw new Error(`unexpected ${url}`);
  });
});

describe('a used coupon', () => {
  it('says in the list on which day it was used, where an expired one says until when it ran', async () => {
    renderScreen('/coupon?tab=past', [{ path: '/coupon', Component: CouponScreen }]);

    const usedCard = await screen.findByRole('link', { name: /봄맞이 3,000원 할인/ });
    expect(within(usedCard).getByText('2026년 11월 12일 사용')).toBeInTheDocument();
    expect(within(usedCard).queryByText(/까지/)).not.toBeInTheDocument();
    const expiredCard = screen.getByRole('link', { name: /추석 맞이 15% 할인/ });
    expect(within(expiredCard).getByText('2026년 11월 22일까지')).toBeInTheDocument();
  });

  it('shows its day of use among its conditions', async () => {
    renderScreen('/coupon/5', [{ path: '/coupon/:id', Component: CouponDetailScreen }]);

    expect(await screen.findByText('사용일')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 12일')).toBeInTheDocument();
  });
});
