// A shop, product or visit opened from a link. When it no longer leads anywhere the screen says so in Korean and names
// the way on, offers 다시 시도 only when asking again can help, and asks nothing for an address that names no record.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { OnlineShopScreen } from '../components/online-shop-screen';
import { ProductImageScreen } from '../components/product-image-screen';
import { ProductScreen } from '../components/product-screen';
import { ReservationDetailScreen } from '../components/reservation-detail-screen';
import { ScheduleDetailScreen } from '../components/schedule-detail-screen';
import { product, renderAt } from './render';

vi.mock('@guardian/shared', async (orig) => ({ ...(await orig<typeof Shared>()), apiGet: vi.fn() }));

const place = (text: string) => () => <p>{text}</p>;
const routes = [
  { path: '/online-reservation', Component: place('예약 매장 목록') },
  { path: '/online-reservation/:id', Component: OnlineShopScreen },
  { path: '/online-reservation/:id/product/:product_seq', Component: ProductScreen },
  { path: '/online-reservation/:id/product/:product_seq/image', Component: ProductImageScreen },
  { path: '/schedule', Component: place('일정 달력') },
  { path: '/schedule/:id', Component: ScheduleDetailScreen },
  { path: '/reservation', Component: place('예약 내역 목록') },
  { path: '/reservation/detail', Component: ReservationDetailScreen },
];

const notFound = (message: string) => new ApiError({ status: 404, resultCode: 'NOT_FOUND', message });

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
});

describe('a booking detail that is gone', () => {
  it.each([
    ['/online-reservation/9', '매장을 찾을 수 없어요.', '다른 매장 보기', '예약 매장 목록'],
    ['/schedule/9', '예약을 찾을 수 없어요.', '일정 보기', '일정 달력'],
    ['/reservation/detail?id=9', '예약을 찾을 수 없어요.', '예약 내역 보기', '예약 내역 목록'],
  ])('%s says so without 다시 시도 and leads on', async (path, message, way, landing) => {
    vi.mocked(apiGet).mockRejectedValue(notFound(message));
    const user = userEvent.setup();
    renderAt(path, routes);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: way }));
    expect(await screen.findByText(landing)).toBeInTheDocument();
  });

  it('a product that is gone leads to the shop’s other products', async () => {
    vi.mocked(apiGet).mockRejectedValueOnce(notFound('상품을 찾을 수 없어요.'));
    vi.mocked(apiGet).mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/3/product/77', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('상품을 찾을 수 없어요.');
    await user.click(screen.getByRole('button', { name: '다른 상품 보기' }));
    expect(router.state.location.pathname).toBe('/online-reservation/3');
  });

  it('keeps 다시 시도 beside the way on when the server failed for a passing reason', async () => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 503, resultCode: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' }),
    );
    renderAt('/schedule/9', routes);
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '일정 보기' })).toBeInTheDocument();
  });

  it('a reservation address that names none leads to 예약 내역 without asking the API', async () => {
    const user = userEvent.setup();
    renderAt('/reservation/detail?id=abc', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('예약 정보를 찾을 수 없어요.');
    await user.click(screen.getByRole('button', { name: '예약 내역 보기' }));
    expect(await screen.findByText('예약 내역 목록')).toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
  });

  it.each([
    ['/online-reservation/abc', '매장을 찾을 수 없어요.'],
    ['/online-reservation/1/product/0', '상품을 찾을 수 없어요.'],
    ['/online-reservation/1/product/x/image', '상품을 찾을 수 없어요.'],
    ['/schedule/-1', '예약을 찾을 수 없어요.'],
  ])('%s names no record: says it is not there at once, without asking the API', async (path, message) => {
    renderAt(path, routes);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(apiGet).not.toHaveBeenCalled();
  });
});

describe('the product photo opened first (a shared link)', () => {
  it('닫기 goes to the product instead of leaving the app', async () => {
    // The product answers; the shop (asked by the product's page for 이 상품 예약하기) is still loading.
    vi.mocked(apiGet).mockImplementation((url: string) =>
      url === '/v2/online-reservation/products/1' ? Promise.resolve(product) : new Promise(() => {}),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/product/1/image', routes);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(router.state.location.pathname).toBe('/online-reservation/1/product/1');
    expect(await screen.findByRole('heading', { name: '목욕' })).toBeInTheDocument();
  });
});
