// 예약 변경 (as Naver 예약 and MoeGo offer it): on 예약 상세, beside 예약 취소 while moving costs nothing, a sheet with
// the booking's calendar and times (as the API offers them for this reservation), the visit as it is now, and 변경
// 요청. Moved, the page shows the new time as 요청 and a toast says the shop will confirm; refused, the sheet says why
// and the reservation stays as it was.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, toast } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { Reservation } from '../api/types';
import { ReservationDetailScreen } from '../components/reservation-detail-screen';
import { MOVED_TOAST, SAME_VISIT } from '../components/reschedule-sheet';
import { dayAvailability, plainMonth, product, renderAt, reservation, startBooking } from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = [{ path: '/reservation/detail', Component: ReservationDetailScreen }];

/** 코코's 목욕, confirmed for Wednesday 25 November at 12:00; today is Sunday the 22nd (3 days ahead: free to move). */
let page: Reservation;

beforeEach(() => {
  startBooking();
  page = reservation({ reservationSeq: 7, canReschedule: true });
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string, params?: unknown) => {
      if (url === '/v2/reservations/7') return page;
      if (url === '/v2/shop') return { shopId: 1, name: page.shop.name, chatting: true };
      if (url === '/v2/consent/forms') return [];
      if (url === '/v2/online-reservation/products/1') return product;
      if (url === '/v2/online-reservation/shops/1/availability/month') return plainMonth();
      if (url === '/v2/online-reservation/shops/1/availability') {
        const { date } = params as { date: string };
        return dayAvailability(['10:00', '11:00', '12:00'], [], date);
      }
      throw new Error(`unexpected ${url}`);
    });
});

afterEach(() => vi.useRealTimers());

const open = () => renderAt('/reservation/detail?id=7', routes);

/** Opens 예약 변경 and chooses Friday 27 November at `time`. */
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  day = '2026년 11월 27일 금요일',
  time = '오전 11:00',
) {
  await user.click(await screen.findByRole('button', { name: '예약 변경' }));
  const sheet = await screen.findByRole('dialog', { name: '예약 변경' });
  await user.click(await within(sheet).findByRole('button', { name: day }));
  await user.click(await within(sheet).findByRole('button', { name: time }));
  return sheet;
}

describe('예약 변경', () => {
  it('moves the visit: the new time is asked for this reservation, and the page shows it as 요청', async () => {
    const success = vi.spyOn(toast, 'success');
    vi.mocked(apiPost).mockImplementation(async () => {
      page = {
        ...page,
        status: 'REQUESTED',
        statusLabel: '요청',
        date: '2026-11-27',
        endDate: '2026-11-27',
        time: '11:00',
        startAt: '2026-11-27T02:00:00.000Z',
        endAt: '2026-11-27T03:00:00.000Z',
      };
      return page;
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('button', { name: '예약 취소' })).toBeInTheDocument();
    const sheet = await choose(user);
    // The visit now, and the one asked for, before anything is sent.
    expect(within(sheet).getByText('11월 25일 (수) 오후 12:00')).toBeInTheDocument();
    expect(within(sheet).getByText('11월 27일 (금) 오전 11:00')).toBeInTheDocument();
    // The times offered are this reservation's (its own place not counted against it).
    expect(apiGet).toHaveBeenCalledWith(
      '/v2/online-reservation/shops/1/availability',
      expect.objectContaining({ date: '2026-11-27', reservationSeq: 7 }),
    );
    expect(apiGet).toHaveBeenCalledWith(
      '/v2/online-reservation/shops/1/availability/month',
      expect.objectContaining({ month: '2026-11', reservationSeq: 7 }),
    );

    await user.click(within(sheet).getByRole('button', { name: '변경 요청' }));

    expect(apiPost).toHaveBeenCalledWith('/v2/reservations/7/reschedule', {
      date: '2026-11-27',
      time: '11:00',
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith(MOVED_TOAST));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('11월 27일 (금) 오전 11:00')).toBeInTheDocument();
    expect(screen.getByText('요청')).toBeInTheDocument();
  });

  it.each([
    ['SLOT_UNAVAILABLE', '방금 다른 분이 예약한 시간이에요. 다른 시간을 선택해 주세요.'],
    [
      'RESCHEDULE_TOO_LATE',
      '방문일이 가까워 앱에서는 예약을 변경할 수 없어요. 변경은 매장에 채팅으로 문의해 주세요.',
    ],
  ])('refused (%s): the sheet says why, and the reservation stays as it was', async (resultCode, message) => {
    vi.mocked(apiPost).mockRejectedValue(new ApiError({ status: 409, resultCode, message }));
    const user = userEvent.setup();
    open();
    const sheet = await choose(user);
    await user.click(within(sheet).getByRole('button', { name: '변경 요청' }));

    expect(await within(sheet).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: '예약 변경' })).toBeInTheDocument();
    // Closed, the page still shows the visit as it was.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('11월 25일 (수) 오후 12:00')).toBeInTheDocument();
    expect(screen.getByText('확정')).toBeInTheDocument();
  });

  it('the visit it already has is not sent: the sheet asks for another time', async () => {
    const user = userEvent.setup();
    open();
    const sheet = await choose(user, '2026년 11월 25일 수요일', '오후 12:00');
    await user.click(within(sheet).getByRole('button', { name: '변경 요청' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(SAME_VISIT);
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('too close to the visit (or past, or cancelled): no 예약 변경, and the page says to ask the shop', async () => {
    page = reservation({ reservationSeq: 7, canReschedule: false });
    open();
    expect(await screen.findByRole('button', { name: '예약 취소' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예약 변경' })).not.toBeInTheDocument();
    expect(
      screen.getByText('방문일이 가까워 앱에서는 예약을 변경할 수 없어요. 변경은 매장에 문의해 주세요.'),
    ).toBeInTheDocument();
  });

  it('a cancelled visit offers none', async () => {
    page = reservation({ reservationSeq: 7, status: 'CANCELED', canCancel: false, canReschedule: false });
    open();
    expect(await screen.findByRole('button', { name: '다시 예약' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예약 변경' })).not.toBeInTheDocument();
  });
});
