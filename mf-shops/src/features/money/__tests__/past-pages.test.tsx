import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { CouponScreen } from '../components/coupon-screens';
import { VoucherScreen } from '../components/voucher-screen';
import { couponOf, voucherOf } from './fixtures';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
  useCurrentShop: () => null,
}));

// Years of coupons and passes: the server gives the past ones a page at a time.
const pastCoupon = (n: number) =>
  couponOf({
    couponSeq: 100 - n,
    name: `지난 쿠폰 ${n}`,
    state: 'EXPIRED',
    expiresAt: '2025-01-01T00:00:00Z',
  });
const pastVoucher = (n: number) =>
  voucherOf({
    voucherSeq: 100 - n,
    name: `지난 이용권 ${n}`,
    state: 'EXPIRED',
    expiresAt: '2025-01-01T00:00:00Z',
  });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

let failNext: boolean;
beforeEach(() => {
  useSessionStore.setState({ token: 'token' });
  failNext = true;
  vi.mocked(publicGet).mockResolvedValue([]);
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiGet).mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    const page = <T,>(first: T[], next: T[]) => {
      if (!params?.cursor) return { items: first, nextCursor: 'c1' };
      if (failNext) {
        failNext = false;
        throw new ApiError({
          status: 503,
          resultCode: 'SERVICE_UNAVAILABLE',
          message: '잠시 후 다시 시도해 주세요.',
        });
      }
      return { items: next, nextCursor: null };
    };
    if (url === '/v2/coupons/past') return page(range(1, 20).map(pastCoupon), range(21, 25).map(pastCoupon));
    if (url === '/v2/vouchers/past')
      return page(range(1, 10).map(pastVoucher), range(11, 12).map(pastVoucher));
    if (url === '/v2/vouchers') return [];
    throw new Error(`unexpected ${url}`);
  });
});

describe('지난 쿠폰, a page at a time', () => {
  it('shows the first page, and 더 보기 adds the next; a page that fails says why, keeps the list and retries', async () => {
    const user = userEvent.setup();
    renderScreen('/coupon?tab=past', [{ path: '/coupon', Component: CouponScreen }]);

    expect(await screen.findAllByRole('link', { name: /지난 쿠폰/ })).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    expect(screen.getAllByRole('link', { name: /지난 쿠폰/ })).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('link', { name: /지난 쿠폰 25/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /지난 쿠폰/ })).toHaveLength(25);
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(apiGet).toHaveBeenLastCalledWith('/v2/coupons/past', { size: 20, cursor: 'c1' });
  });
});

describe('지난 이용권, a page at a time', () => {
  it('shows the first page under the passes that can pay, and 더 보기 adds the next after a failed try', async () => {
    const user = userEvent.setup();
    renderScreen('/voucher', [{ path: '/voucher', Component: VoucherScreen }]);

    const past = await screen.findByRole('region', { name: '지난 이용권' });
    expect(await within(past).findAllByRole('article')).toHaveLength(10);
    await user.click(within(past).getByRole('button', { name: '더 보기' }));
    expect(await within(past).findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    expect(within(past).getAllByRole('article')).toHaveLength(10);

    await user.click(within(past).getByRole('button', { name: '더 보기' }));
    expect(await within(past).findByRole('article', { name: '지난 이용권 12' })).toBeInTheDocument();
    expect(within(past).getAllByRole('article')).toHaveLength(12);
    expect(within(past).queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
    expect(apiGet).toHaveBeenLastCalledWith('/v2/vouchers/past', { size: 10, cursor: 'c1' });
  });
});
