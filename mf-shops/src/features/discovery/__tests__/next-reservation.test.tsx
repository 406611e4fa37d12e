// The home's 다가오는 예약 sits under the current shop's card but is the owner's next visit at any of their shops.
import { screen, within } from '@testing-library/react';
import { apiGet, useCurrentShopStore, useSessionStore } from '@guardian/shared';
import { HomeScreen } from '../components/home-screen';
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
