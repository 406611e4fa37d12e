// 일정 on a day with no visit: the way on leads somewhere with something in it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { ScheduleScreen } from '../components/schedule-screen';
import { renderAt, reservation } from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
}));

const routes = [
  { path: '/schedule', Component: ScheduleScreen },
  { path: '/reservation', element: <p>예약 내역 화면</p> },
  { path: '/online-reservation', element: <p>온라인 예약 화면</p> },
];
const page = (items: unknown[]) => ({ items, page: 0, size: 20, total: items.length, hasNext: false });

/** GET /v2/schedule answers `visits` for every month, GET /v2/reservations?scope=upcoming `upcoming`. */
function serve(visits: unknown[], upcoming: unknown[]) {
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/schedule') return visits;
    if (url === '/v2/reservations') return page(upcoming);
    throw new Error(`unexpected ${url}`);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T01:00:00.000Z'));
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
});

afterEach(() => vi.useRealTimers());

describe('일정 with no visit on the day', () => {
  it('a new owner with nothing booked is offered booking, not 예약 내역 (a second empty screen)', async () => {
    serve([], []);
    const user = userEvent.setup();
    renderAt('/schedule', routes);
    const empty = await screen.findByRole('region', { name: '이날은 방문 일정이 없어요' });
    await user.click(await screen.findByRole('button', { name: '온라인 예약하기' }));
    expect(await screen.findByText('온라인 예약 화면')).toBeInTheDocument();
    expect(empty).not.toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/reservations', { scope: 'upcoming', page: 0, size: 20 });
  });

  it('a request the shop has yet to confirm (not on the calendar yet) is in 예약 내역: it leads there', async () => {
    serve([], [reservation({ status: 'REQUESTED', statusLabel: '요청', date: '2026-11-25' })]);
    const user = userEvent.setup();
    renderAt('/schedule', routes);
    await user.click(await screen.findByRole('button', { name: '예약 내역 보기' }));
    expect(await screen.findByText('예약 내역 화면')).toBeInTheDocument();
  });

  it('with visits on other days of the month, it points at them and at 예약 내역, asking nothing more', async () => {
    serve([reservation({ date: '2026-11-25', endDate: '2026-11-25' })], []);
    renderAt('/schedule', routes);
    expect(await screen.findByText('점이 찍힌 날을 눌러 일정을 확인하세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '예약 내역 보기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '온라인 예약하기' })).not.toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalledWith('/v2/reservations', expect.anything());
  });
});
