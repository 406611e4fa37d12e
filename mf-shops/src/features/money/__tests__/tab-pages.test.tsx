// 쿠폰 and 이용권 are tab pages: the shell's bar (가디언, 채팅) and its tab bar are over and under them.
import { screen } from '@testing-library/react';
import { apiGet, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { CouponScreen } from '../components/coupon-screens';
import { VoucherScreen } from '../components/voucher-screen';
import { couponOf, voucherOf } from './fixtures';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
}));

beforeEach(() => {
  useSessionStore.setState({ token: 'token' });
  vi.mocked(publicGet).mockReset().mockResolvedValue([]);
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string) => {
      if (url === '/v2/coupons') return [couponOf()];
      if (url === '/v2/vouchers') return [voucherOf()];
      if (url === '/v2/vouchers/past') return { items: [], nextCursor: null };
      throw new Error(`unexpected ${url}`);
    });
});

// The page's own bar (a <header>) sat under the shell's 가디언 bar: 56 px more, 48 on a phone on its side.
it('쿠폰’s name heads the page, over its tabs, with no second bar of its own', async () => {
  renderScreen('/coupon', [{ path: '/coupon', Component: CouponScreen }]);
  expect(await screen.findByRole('link', { name: new RegExp(couponOf().name) })).toBeInTheDocument();
  const heading = screen.getByRole('heading', { level: 1, name: '쿠폰' });
  expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  const tabs = screen.getByRole('tablist', { name: '쿠폰 상태' });
  expect(heading.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('이용권’s name heads the page, over 내 이용권, with no second bar of its own', async () => {
  renderScreen('/voucher', [{ path: '/voucher', Component: VoucherScreen }]);
  expect(await screen.findByRole('article', { name: voucherOf().name })).toBeInTheDocument();
  const heading = screen.getByRole('heading', { level: 1, name: '이용권' });
  expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  const mine = screen.getByRole('heading', { level: 2, name: '내 이용권' });
  expect(heading.compareDocumentPosition(mine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
