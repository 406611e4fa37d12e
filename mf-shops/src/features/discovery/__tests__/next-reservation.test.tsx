// The home's 다가오는 예약 sits under the current shop's card but is the owner's next visit at any of their shops.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, useCurrentShopStore, useSessionStore } from '@guardian/shared';
import { HomeScreen } from '../components/home-screen';
import { shop } from '../../../test/shop-search';
import { me, renderAt } from './helpers';

vi.mock('@guardian/shared', async (orig) => (await import('./shared-mock')).sharedMock(orig));
vi.mock('@guardian/shared/api/requests', async (orig) => ({
  ...(await orig<object>()),
  apiGet: async (...args: Parameters<typeof apiGet>) => (await import('@guardian/shared')).apiGet(...args),
}));

const get = vi.mocked(apiGet);

beforeEach(() => {
  get.mockReset();
  useSessionStore.setState({ token: 't', user: me });
  // The hotel is the shop the owner chose; the next visit is at the salon.
  useCurrentShopStore.getState().setCurrentShop(12, 112);
  get.mockImplementation(async (url: string) => {
    if (url === '/v2/me') return me;
    if (url === '/v2/marketing/banner') return [];
    if (url === '/v2/reservations/next')
      return {
        reservationSeq: 9,
        status: 'CONFIRMED',
        statusLabel: '확정',
        category: 'BEAUTY',
        date: '2026-12-11',
        endDate: '2026-12-11',
        time: '14:30',
        nights: null,
        startAt: '2026-12-11T05:30:00.000Z',
        endAt: '2026-12-11T06:30:00.000Z',
        shop: { shopId: 11, name: '멍멍살롱 성수점', thumbnailUrl: null },
        product: { productSeq: 1, name: '전체미용' },
      };
    throw new Error(`unexpected ${url}`);
  });
});

it('under another shop’s card, names the visit’s shop', async () => {
  renderAt('/', [{ path: '/', Component: HomeScreen }]);
  const card = await screen.findByRole('region', { name: '현재 매장' });
  expect(within(card).getByText('구름펫스테이 중구점')).toBeInTheDocument();
  const next = screen.getByRole('region', { name: '다가오는 예약' });
  expect(await within(next).findByRole('link', { name: /멍멍살롱 성수점/ })).toBeInTheDocument();
});

describe('with no visit ahead, 온라인 예약', () => {
  /** The home with nothing booked, the current shop's page saying whether it takes online bookings. */
  function homeWithNothingBooked(onlineReservation: boolean) {
    const base = get.getMockImplementation()!;
    get.mockImplementation(async (url, params) => {
      if (url === '/v2/reservations/next') return null;
      if (url === '/v2/shop')
        return { ...shop(12, '구름펫스테이 중구점'), onlineReservation, chatting: false };
      return base(url, params);
    });
    return renderAt('/', [
      { path: '/', Component: HomeScreen },
      { path: '/online-reservation', element: <p>온라인 예약 매장 목록</p> },
      { path: '/online-reservation/:id', element: <p>매장 예약 페이지</p> },
    ]);
  }

  it('books at the current shop when it takes online bookings', async () => {
    const { router } = homeWithNothingBooked(true);
    await userEvent.click(await screen.findByRole('button', { name: '온라인 예약' }));
    expect(await screen.findByText('매장 예약 페이지')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation/12');
    expect(get).toHaveBeenCalledWith('/v2/shop', { shopId: 12 });
  });

  it('lists the shops that take them when the current shop does not', async () => {
    const { router } = homeWithNothingBooked(false);
    await userEvent.click(await screen.findByRole('button', { name: '온라인 예약' }));
    expect(await screen.findByText('온라인 예약 매장 목록')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation');
  });

  it('lists them too with no shop linked', async () => {
    useSessionStore.setState({ token: 't', user: { ...me, userShops: [] } });
    const base = get.getMockImplementation()!;
    get.mockImplementation(async (url, params) =>
      url === '/v2/me' ? { ...me, userShops: [] } : base(url, params),
    );
    const { router } = homeWithNothingBooked(true);
    await userEvent.click(await screen.findByRole('button', { name: '온라인 예약' }));
    expect(await screen.findByText('온라인 예약 매장 목록')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation');
    expect(get).not.toHaveBeenCalledWith('/v2/shop', expect.anything());
  });
});
