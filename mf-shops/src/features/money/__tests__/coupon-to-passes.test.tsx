// 쿠폰 leads to 이용권 only where there are passes to buy: a shop that sells none was a dead end ("이 매장은 아직
// 이용권을 팔지 않아요"), reached from the empty coupon list and from a coupon's 이용권 보러 가기.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, paths as app, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { CouponDetailScreen, CouponScreen } from '../components/coupon-screens';
import { couponOf, quoteOf } from './fixtures';
import type { Coupon, VoucherProduct } from '../api/types';

// The selected shop: 바둑펫뷰티 종로점, unless a test has none.
const current = vi.hoisted(() => ({ shop: null as unknown }));
vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
  useCurrentShop: () => current.shop,
}));

let usable: Coupon[];
let forSale: Record<number, VoucherProduct[]>;

const routes = [
  { path: '/coupon', Component: CouponScreen },
  { path: '/coupon/:id', Component: CouponDetailScreen },
];

beforeEach(() => {
  current.shop = { shopId: 1, shopInfo: { name: '바둑펫뷰티 종로점' } };
  usable = [];
  forSale = {};
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset();
  vi.mocked(publicGet).mockReset();
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/coupons') return usable;
    if (url === '/v2/coupons/6') return couponOf({ couponSeq: 6, name: '재방문 감사 15% 할인' });
    if (url === '/v2/coupons/7') return couponOf({ couponSeq: 7, name: '가입 축하 3,000원', shop: null });
    throw new Error(`unexpected ${url}`);
  });
  vi.mocked(publicGet).mockImplementation(async (url: string, params?: unknown) => {
    if (url === '/v2/vouchers/products') return forSale[(params as { shopId: number }).shopId] ?? [];
    throw new Error(`unexpected ${url}`);
  });
});

describe('쿠폰 with no usable coupon', () => {
  it('my shop selling no passes: the way on is the events that give coupons, not an empty 이용권', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/coupon', routes);

    const empty = await screen.findByRole('region', { name: '쓸 수 있는 쿠폰이 없어요' });
    expect(publicGet).toHaveBeenCalledWith('/v2/vouchers/products', { shopId: 1 });
    expect(within(empty).queryByRole('button', { name: '이용권 보러 가기' })).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: '이벤트 보러 가기' }));
    expect(router.state.location.pathname).toBe(app.event);
  });

  it('my shop selling passes: 이용권 보러 가기', async () => {
    forSale = { 1: [quoteOf().product] };
    renderScreen('/coupon', routes);

    const empty = await screen.findByRole('region', { name: '쓸 수 있는 쿠폰이 없어요' });
    expect(within(empty).getByRole('button', { name: '이용권 보러 가기' })).toBeInTheDocument();
  });

  it('with coupons to list, asks nothing about passes', async () => {
    usable = [couponOf()];
    renderScreen('/coupon', routes);

    expect(await screen.findByText('첫 이용권 구매 10% 할인')).toBeInTheDocument();
    expect(publicGet).not.toHaveBeenCalled();
  });
});

describe('a coupon whose shop sells no passes', () => {
  it('says so instead of 이용권 보러 가기, and offers 문의하기 to that shop', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/coupon/6', routes);

    expect(
      await screen.findByText(
        '바둑펫뷰티 종로점에서는 아직 이용권을 팔지 않아요. 이용권이 필요하면 매장에 문의해 보세요.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이용권 보러 가기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    expect(router.state.location.pathname).toBe(app.chattingPrepare);
    expect(router.state.location.search).toBe('?shopId=1');
  });

  it('a coupon of any shop asks about my shop’s passes, and with none says so of it', async () => {
    current.shop = { shopId: 11, shopInfo: { name: '멍멍살롱 성수점' } };
    renderScreen('/coupon/7', routes);

    expect(await screen.findByText(/^멍멍살롱 성수점에서는 아직 이용권을 팔지 않아요\./)).toBeInTheDocument();
    expect(publicGet).toHaveBeenCalledWith('/v2/vouchers/products', { shopId: 11 });
    expect(screen.queryByRole('button', { name: '이용권 보러 가기' })).not.toBeInTheDocument();
  });

  it('a coupon of any shop with no shop of mine: the shops taking bookings, not 이용권', async () => {
    current.shop = null;
    const user = userEvent.setup();
    const { router } = renderScreen('/coupon/7', routes);

    await user.click(await screen.findByRole('button', { name: '예약 가능한 매장 보기' }));
    expect(router.state.location.pathname).toBe(app.onlineReservation);
    expect(publicGet).not.toHaveBeenCalled();
  });
});
