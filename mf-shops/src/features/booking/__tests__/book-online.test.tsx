// 온라인 예약하기 where there is nothing booked (예약 내역's empty list, a 일정 with nothing coming) goes where the home's
// 다가오는 예약 goes (bookOnline): the current shop's booking page when it takes online bookings, else the list of the
// shops that do.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { ReservationsScreen } from '../components/reservations-screen';
import { NoVisitAction } from '../components/no-visit-action';
import { renderAt } from './render';

const currentShop = vi.hoisted(() => ({ value: null as { shopId: number } | null }));
vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  useCurrentShop: () => currentShop.value,
}));

const nothing = { items: [], page: 0, size: 20, total: 0, hasNext: false };
const where = [
  { path: '/online-reservation', element: <p>온라인 예약 매장 목록</p> },
  { path: '/online-reservation/:id', element: <p>매장 예약 페이지</p> },
];

/** Nothing booked; the current shop (12) takes online bookings or not. */
function serve(onlineReservation: boolean) {
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/reservations') return nothing;
    if (url === '/v2/shop') return { shopId: 12, name: '구름펫스테이 중구점', onlineReservation };
    throw new Error(`unexpected ${url}`);
  });
}

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  currentShop.value = { shopId: 12 };
});

describe.each([
  ['예약 내역 with none', '/reservation', [{ path: '/reservation', Component: ReservationsScreen }]],
  [
    '일정 with nothing coming',
    '/schedule',
    [{ path: '/schedule', element: <NoVisitAction monthHasVisits={false} /> }],
  ],
])('온라인 예약하기 on %s', (_, path, screens) => {
  it('books at the current shop when it takes online bookings', async () => {
    serve(true);
    const { router } = renderAt(path, [...screens, ...where]);
    await userEvent.click(await screen.findByRole('button', { name: '온라인 예약하기' }));
    expect(await screen.findByText('매장 예약 페이지')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation/12');
  });

  it('lists the shops that take them when the current shop does not', async () => {
    serve(false);
    const { router } = renderAt(path, [...screens, ...where]);
    await userEvent.click(await screen.findByRole('button', { name: '온라인 예약하기' }));
    expect(await screen.findByText('온라인 예약 매장 목록')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation');
  });

  it('lists them with no current shop, asking nothing of a shop', async () => {
    currentShop.value = null;
    serve(true);
    const { router } = renderAt(path, [...screens, ...where]);
    await userEvent.click(await screen.findByRole('button', { name: '온라인 예약하기' }));
    expect(await screen.findByText('온라인 예약 매장 목록')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation');
    expect(apiGet).not.toHaveBeenCalledWith('/v2/shop', expect.anything());
  });
});
