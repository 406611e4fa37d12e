// A coupon leads to where it can be used: its shop's passes for sale, also for a shop booked with but not linked
// (or not the current one), where the owner can buy one with it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { CouponDetailScreen } from '../components/coupon-screens';
import { VoucherScreen } from '../components/voucher-screen';
import { couponOf, voucherOf } from './fixtures';
import type { VoucherProduct } from '../api/types';

// The selected shop: none (a customer who only booked), unless a test links one.
const current = vi.hoisted(() => ({ shop: null as unknown }));
vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
  useCurrentShop: () => current.shop,
}));

const product = (o: Partial<VoucherProduct> = {}): VoucherProduct => ({
  voucherProductSeq: 2,
  shopId: 1,
  shopName: '바둑펫뷰티 종로점',
  name: '목욕 10회 이용권',
  description: '목욕 10회',
  uses: 10,
  price: 270000,
  unitListPrice: 30000,
  listTotal: 300000,
  validityDays: 180,
  services: [{ productSeq: 11, name: '목욕' }],
  ...o,
});

const routes = [
  { path: '/coupon/:id', Component: CouponDetailScreen },
  { path: '/voucher', Component: VoucherScreen },
];

let mine: unknown[];
let forSale: Record<number, VoucherProduct[]>;

beforeEach(() => {
  current.shop = null;
  mine = [];
  forSale = {
    1: [product()],
    11: [product({ voucherProductSeq: 9, shopId: 11, shopName: '멍멍살롱 성수점' })],
  };
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset();
  vi.mocked(publicGet).mockReset();
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/coupons/6') return couponOf({ couponSeq: 6, name: '재방문 감사 15% 할인' });
    if (url === '/v2/coupons/7') return couponOf({ couponSeq: 7, name: '가입 축하 3,000원', shop: null });
    if (url === '/v2/coupons/8') return couponOf({ couponSeq: 8, state: 'EXPIRED' });
    if (url === '/v2/vouchers') return mine;
    if (url === '/v2/vouchers/past') return { items: [], nextCursor: null };
    throw new Error(`unexpected ${url}`);
  });
  vi.mocked(publicGet).mockImplementation(async (url: string, params?: unknown) => {
    if (url === '/v2/vouchers/products') return forSale[(params as { shopId: number }).shopId] ?? [];
    throw new Error(`unexpected ${url}`);
  });
});

describe('a usable coupon leads to where it can be used', () => {
  it('이용권 보러 가기 opens its shop’s passes for sale, though the shop is only booked with, and one can be bought', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/coupon/6', routes, { before: ['/coupon'] });
    await screen.findByText('재방문 감사 15% 할인');
    await user.click(await screen.findByRole('button', { name: '이용권 보러 가기' }));
    expect(router.state.location.pathname).toBe('/voucher');
    expect(router.state.location.search).toBe('?shopId=1');

    const forSaleSection = await screen.findByRole('region', { name: '바둑펫뷰티 종로점 이용권 구매' });
    expect(publicGet).toHaveBeenCalledWith('/v2/vouchers/products', { shopId: 1 });
    const buy = within(forSaleSection).getByRole('link', { name: /목욕 10회 이용권/ });
    expect(buy).toHaveAttribute('href', '/voucher/purchase/confirm?voucherProductSeq=2');
    // Not told to link a shop first: the shop sells to this owner.
    expect(screen.queryByText('연결된 매장이 없어요')).not.toBeInTheDocument();
  });

  it('asked for a shop other than the current one, shows that shop’s passes, first', async () => {
    current.shop = { shopId: 11, shopInfo: { name: '멍멍살롱 성수점' } };
    mine = [voucherOf({ shop: { shopId: 11, name: '멍멍살롱 성수점' } })];
    renderScreen('/voucher?shopId=1', routes);
    const sale = await screen.findByRole('region', { name: '바둑펫뷰티 종로점 이용권 구매' });
    expect(screen.queryByRole('region', { name: '멍멍살롱 성수점 이용권 구매' })).not.toBeInTheDocument();
    const mineSection = screen.getByRole('region', { name: '내 이용권' });
    expect(sale.compareDocumentPosition(mineSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a shop with nothing for sale is still named by my pass there, with 문의하기', async () => {
    forSale = {};
    mine = [voucherOf({ shop: { shopId: 1, name: '바둑펫뷰티 종로점' } })];
    renderScreen('/voucher?shopId=1', routes);
    const sale = await screen.findByRole('region', { name: '바둑펫뷰티 종로점 이용권 구매' });
    expect(within(sale).getByText('이 매장은 아직 이용권을 팔지 않아요')).toBeInTheDocument();
    expect(within(sale).getByRole('button', { name: '문의하기' })).toBeInTheDocument();
  });

  it('without ?shopId=, the current shop’s passes as before; a ?shopId= that is no number is left aside', async () => {
    current.shop = { shopId: 11, shopInfo: { name: '멍멍살롱 성수점' } };
    renderScreen('/voucher?shopId=0x1', routes);
    expect(await screen.findByRole('region', { name: '멍멍살롱 성수점 이용권 구매' })).toBeInTheDocument();
    expect(publicGet).not.toHaveBeenCalledWith('/v2/vouchers/products', { shopId: 1 });
  });

  it('a coupon of any shop leads to 이용권 itself', async () => {
    current.shop = { shopId: 11, shopInfo: { name: '멍멍살롱 성수점' } };
    const user = userEvent.setup();
    const { router } = renderScreen('/coupon/7', routes);
    await user.click(await screen.findByRole('button', { name: '이용권 보러 가기' }));
    expect(router.state.location.pathname).toBe('/voucher');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('region', { name: '멍멍살롱 성수점 이용권 구매' })).toBeInTheDocument();
  });

  it('an expired coupon leads nowhere to use it', async () => {
    renderScreen('/coupon/8', routes);
    await screen.findByText('사용 조건');
    expect(screen.queryByRole('button', { name: '이용권 보러 가기' })).not.toBeInTheDocument();
  });
});
