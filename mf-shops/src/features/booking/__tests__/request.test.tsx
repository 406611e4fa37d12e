import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost, queryKeys, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { productQueryOptions } from '../api/get-product';
import { FailScreen } from '../components/fail-screen';
import { RequestScreen } from '../components/request-screen';
import { BOOKING_ATTEMPTS_STORAGE_KEY, useBookingAttemptStore, useBookingMemoStore } from '../lib/memo-store';
import {
  cocoQuote,
  cocoRequest,
  dayAvailability,
  flowRoutes,
  onlineShop,
  plainMonth,
  product,
  renderAt,
  tooManyAtShop,
} from './render';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));
// The second try after a lost answer goes at once here (2 s on a phone).
vi.mock('../lib/lost-answer', async (orig) => ({
  ...(await orig<typeof import('../lib/lost-answer')>()),
  RESEND_AFTER_MS: 0,
}));

/** No answer came back (the signal dropped after the request left). */
const LOST = new ApiError({
  status: 0,
  resultCode: 'NETWORK_ERROR',
  message: '네트워크 연결을 확인해 주세요.',
});

const routes = flowRoutes({ request: RequestScreen });

const quote = cocoQuote;

const availability = (taken: string[]) => dayAvailability(['10:00', '10:30', '11:00'], taken);

let taken: string[] = [];
/** Whether the shop takes online bookings (what the API says of it now). */
let takesBookings = true;
const shop = () => onlineShop(takesBookings);
const CLOSED = new ApiError({
  status: 409,
  resultCode: 'ONLINE_RESERVATION_UNAVAILABLE',
  message: '온라인 예약을 받지 않는 매장이에요.',
});
const availabilityCalls = () =>
  vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/online-reservation/shops/1/availability');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T01:00:00.000Z'));
  useSessionStore.getState().setToken('token-1');
  useBookingMemoStore.setState({ drafts: {} }); // a failed request keeps its memo: start every test without one
  useBookingAttemptStore.setState({ drafts: {} }); // and its clientId
  taken = ['10:30'];
  takesBookings = true;
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string) => {
      if (url === '/v2/online-reservation/shops/1') return shop();
      if (url === '/v2/online-reservation/products/1') return product;
      if (url === '/v2/online-reservation/products/1/quote') return quote;
      if (url === '/v2/online-reservation/shops/1/availability') return availability(taken);
      if (url === '/v2/online-reservation/shops/1/availability/month') return plainMonth();
      if (url === '/v2/vouchers/usable') return []; // no pass for this service: 결제 방법 does not show
      throw new Error(`unexpected ${url}`);
    });
});

afterEach(() => vi.useRealTimers());

describe('예약 요청', () => {
  it('offers the free slots of the day as chips and asks for the chosen one', async () => {
    vi.mocked(apiPost).mockResolvedValue({ reservationSeq: 42 });
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);

    expect(await screen.findByRole('button', { name: '오전 10:00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '오전 10:30' })).toBeDisabled();
    expect(await screen.findByRole('region', { name: '예상 금액' })).toHaveTextContent('합계30,000원');
    expect(apiGet).toHaveBeenCalledWith('/v2/online-reservation/shops/1/availability', {
      productSeq: 1,
      date: '2026-11-27',
      petSeqs: [1],
    });

    await user.click(screen.getByRole('button', { name: '오전 11:00' }));
    await user.type(screen.getByLabelText('요청 사항'), '발톱 짧게');
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=42');
    expect(apiPost).toHaveBeenCalledWith('/v2/reservations', {
      ...cocoRequest,
      clientId: expect.any(String),
      memo: '발톱 짧게',
    });
  });

  it('keeps a memo of 500 emoji and sends it; at 501 it says how much to cut and 예약 요청 waits', async () => {
    vi.mocked(apiPost).mockResolvedValue({ reservationSeq: 42 });
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    const memo = screen.getByRole('textbox', { name: '요청 사항' });
    await user.click(memo);
    await user.paste(`${'😀'.repeat(500)}!`);
    // The browser's maxlength counted each emoji as two: the box held 250 and dropped the rest of the paste.
    expect(memo).toHaveValue(`${'😀'.repeat(500)}!`);
    expect(memo).toHaveAttribute('aria-invalid', 'true');
    const tooLong = '요청 사항은 500자까지 쓸 수 있어요. 1자를 줄여 주세요.';
    expect(screen.getByRole('alert')).toHaveTextContent(tooLong);
    expect(memo).toHaveAccessibleDescription(tooLong);
    const send = screen.getByRole('button', { name: '예약 요청' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription(tooLong);
    await user.click(send);
    expect(apiPost).not.toHaveBeenCalled();
    expect(memo).toHaveFocus();

    await user.type(memo, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '예약 요청' }));
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith('/v2/reservations', {
      ...cocoRequest,
      clientId: expect.any(String),
      memo: '😀'.repeat(500),
    });
  });

  it('keeps the form and the time chosen when asking the product again gets no answer', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderAt(
      '/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27',
      routes,
    );
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    const answer = vi.mocked(apiGet).getMockImplementation()!;
    vi.mocked(apiGet).mockImplementation(async (url: string, params?: Parameters<typeof apiGet>[1]) => {
      if (url === '/v2/online-reservation/products/1')
        throw new ApiError({
          status: 0,
          resultCode: 'NETWORK_ERROR',
          message: '네트워크 연결을 확인해 주세요.',
        });
      return answer(url, params);
    });

    // The phone back on the app after a while, on a subway connection: the product is asked again and fails.
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.booking.product(1) }));
    await waitFor(() =>
      expect(queryClient.getQueryState(productQueryOptions(1, 1).queryKey)?.status).toBe('error'),
    );

    expect(screen.getByRole('button', { name: '오전 11:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '예약 요청' })).toBeInTheDocument();
    expect(screen.queryByText('네트워크 연결을 확인해 주세요.')).not.toBeInTheDocument();
  });

  it('a shop that stopped taking online bookings while the form was open says so with its phone, not a calendar that does nothing', async () => {
    const answer = vi.mocked(apiGet).getMockImplementation()!;
    vi.mocked(apiGet).mockImplementation(async (url: string, params?: Parameters<typeof apiGet>[1]) => {
      if (url.startsWith('/v2/online-reservation/shops/1/availability')) {
        takesBookings = false; // the shop switched it off after its page was read
        throw CLOSED;
      }
      return answer(url, params);
    });
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);

    expect(
      await screen.findByText('이 매장은 지금 온라인 예약을 받지 않아요. 매장에 전화로 문의해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '02-916-6866 전화하기' })).toHaveAttribute(
      'href',
      'tel:029166866',
    );
    expect(screen.queryByRole('button', { name: '예약 요청' })).not.toBeInTheDocument();
    expect(screen.queryByText('온라인 예약을 받지 않는 매장이에요.')).not.toBeInTheDocument();
  });

  it('예약 요청 refused because the shop stopped taking online bookings says so in place, not on the fail page', async () => {
    vi.mocked(apiPost).mockImplementation(async () => {
      takesBookings = false;
      throw CLOSED;
    });
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&time=11:00', routes);
    await user.click(await screen.findByRole('button', { name: '예약 요청' }));

    expect(await screen.findByRole('link', { name: '02-916-6866 전화하기' })).toBeInTheDocument();
    expect(screen.queryByText('예약 실패 화면')).not.toBeInTheDocument();
  });

  it('puts the success page in place of the form, so the phone’s back does not offer the sent request again', async () => {
    vi.mocked(apiPost).mockResolvedValue({ reservationSeq: 42 });
    const user = userEvent.setup();
    const { router } = renderAt(
      '/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&time=11%3A00',
      routes,
      ['/online-reservation/1/select-pet?product=1&pets=1'],
    );

    await user.click(await screen.findByRole('button', { name: '예약 요청' }));
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/online-reservation/1/select-pet');
    expect(screen.getByText('반려동물 선택 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('with the keyboard up, brings 요청 사항 into view above the fixed 예약 요청, not under it', async () => {
    onTestFinished(applyStylesheet('../components/booking.module.css', import.meta.url));
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&time=11%3A00', routes);
    const memo = await screen.findByRole('textbox', { name: '요청 사항' });
    const footer = screen.getByRole('button', { name: '예약 요청' }).parentElement!;
    expect(getComputedStyle(footer).position).toBe('fixed');
    // The browser scrolls the focused box into view with this much below it: the footer's height, which the page
    // leaves clear below its content.
    const clearance = getComputedStyle(memo.closest('.page')!).paddingBottom;
    expect(clearance).not.toBe('');
    expect(getComputedStyle(memo).scrollMarginBottom).toBe(clearance);
  });

  it('a quick double tap on 예약 요청 sends one request', async () => {
    vi.mocked(apiPost).mockResolvedValue({ reservationSeq: 42 });
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&time=11%3A00', routes);
    const send = await screen.findByRole('button', { name: '예약 요청' });
    await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'));
    doubleTap(send);

    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('a product the shop has taken down since it was chosen says so and leads to the shop’s other products', async () => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 404, resultCode: 'PRODUCT_NOT_FOUND', message: '상품을 찾을 수 없어요.' }),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/reservation?product=9&pets=1&date=2026-11-27', routes);

    expect(await screen.findByText('상품을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다른 상품 보기' }));
    expect(await screen.findByText('매장 상품 목록')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation/1');
  });

  it('does not send a time that is no longer free when the page opens again (back, reload, an old link)', async () => {
    vi.mocked(apiPost).mockResolvedValue({ reservationSeq: 42 });
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&time=10%3A30', routes);

    // 10:30 was taken meanwhile: still shown as the choice, but 예약 요청 waits for another time.
    expect(await screen.findByRole('button', { name: '오전 10:30' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '오전 10:30' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '예약 요청' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: '오전 11:00' }));
    expect(screen.getByRole('button', { name: '예약 요청' })).not.toHaveAttribute('aria-disabled');
  });

  it('asks for a day again when the address names one that has passed or is no day at all', async () => {
    // A form opened again the next morning (back, a reload) or an address edited by hand.
    for (const date of ['2026-11-21', 'garbage', '2026-02-31']) {
      const { unmount } = renderAt(
        `/online-reservation/1/reservation?product=1&pets=1&date=${date}&time=10%3A00`,
        routes,
      );
      expect(await screen.findByText('2026년 11월')).toBeInTheDocument();
      expect(screen.queryByText(/ 선택$/)).not.toBeInTheDocument();
      expect(screen.queryByRole('group', { name: '예약 시간' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '예약 요청' })).toHaveAttribute('aria-disabled', 'true');
      expect(availabilityCalls()).toHaveLength(0);
      unmount();
    }
  });

  it('keeps every choice on 409 SLOT_UNAVAILABLE, says so by 예약 요청 and refreshes the slots', async () => {
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({
        status: 409,
        resultCode: 'SLOT_UNAVAILABLE',
        message: '방금 다른 분이 예약한 시간이에요. 다른 시간을 선택해 주세요.',
      }),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);

    await user.click(await screen.findByRole('button', { name: '오전 10:00' }));
    await user.type(screen.getByLabelText('요청 사항'), '잘 부탁드려요');
    const before = availabilityCalls().length;
    taken = ['10:00', '10:30'];
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    expect(
      await screen.findByText('방금 다른 분이 이 시간을 예약했어요. 다른 시간을 골라 주세요.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/online-reservation/1/reservation');
    expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=10%3A00');
    expect(screen.getByLabelText('요청 사항')).toHaveValue('잘 부탁드려요');
    await vi.waitFor(() => expect(availabilityCalls().length).toBeGreaterThan(before));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '오전 10:00' })).toBeDisabled());
    expect(screen.getByRole('button', { name: '오전 10:00' })).toHaveAttribute('aria-pressed', 'true');
    // The taken time cannot be sent again: 예약 요청 waits for another time.
    expect(screen.getByRole('button', { name: '예약 요청' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: '오전 11:00' }));
    expect(screen.getByRole('button', { name: '예약 요청' })).not.toHaveAttribute('aria-disabled');
  });

  it('keeps every choice on 409 PET_ALREADY_BOOKED and says which pet by 예약 요청', async () => {
    const message = '이미 같은 시간에 예약된 반려동물이 있어요. 예약 내역을 확인해 주세요.';
    vi.mocked(apiPost).mockRejectedValue(
      // An answer without the pet's name: the quote's line names her.
      new ApiError({ status: 409, resultCode: 'PET_ALREADY_BOOKED', message, data: { petSeq: 1 } }),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);

    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.type(screen.getByLabelText('요청 사항'), '발톱 짧게');
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    const said = '코코는 그 시간에 이미 예약이 있어요. 다른 시간이나 다른 아이를 골라 주세요.';
    expect(await screen.findByText(said)).toBeVisible();
    expect(screen.queryByText('예약 실패 화면')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation/1/reservation');
    expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00');
    expect(screen.getByLabelText('요청 사항')).toHaveValue('발톱 짧게');
    expect(screen.getByRole('button', { name: '오전 11:00' })).toHaveAttribute('aria-pressed', 'true');

    // Picking another time clears the line, and the button can send again.
    await user.click(screen.getByRole('button', { name: '오전 10:00' }));
    expect(screen.queryByText(said)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '예약 요청' })).not.toHaveAttribute('aria-disabled');
  });

  it('sends any other failure to the fail page with the message', async () => {
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({ status: 500, resultCode: 'INTERNAL_ERROR', message: '일시적인 오류예요.' }),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);

    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    expect(await screen.findByText('예약 실패 화면')).toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    // The reason rides in the navigation's state: an address with a message in it is one anyone can write.
    expect(params.get('message')).toBeNull();
    expect(router.state.location.state).toEqual({ message: '일시적인 오류예요.' });
    expect(params.get('retry')).toContain('/online-reservation/1/reservation?product=1');
  });

  it('a session that ended on 예약 요청 stays on the form with every choice, for its login to come back to', async () => {
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' }),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);

    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.type(screen.getByRole('textbox', { name: /요청 사항/ }), '발톱도 부탁해요');
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    await waitFor(() => expect(apiPost).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('예약 실패 화면')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation/1/reservation');
    expect(router.state.location.search).toContain('time=11%3A00');
    expect(screen.getByRole('textbox', { name: /요청 사항/ })).toHaveValue('발톱도 부탁해요');
  });

  it('with two requests already waiting at this shop, waits on the form, says what frees it, and leads to 예약 내역', async () => {
    vi.mocked(apiPost).mockRejectedValue(tooManyAtShop());
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', [
      { path: '/online-reservation/:id/reservation', Component: RequestScreen },
      { path: '/online-reservation/fail', Component: FailScreen },
      { path: '/reservation', element: <p>예약 내역 화면</p> },
    ]);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.type(screen.getByLabelText('요청 사항'), '발톱 짧게');
    const send = screen.getByRole('button', { name: '예약 요청' });
    await user.click(send);

    const said =
      '이 매장에 답을 기다리는 예약 요청이 2건 있어요. 매장이 답하거나 요청을 취소하면 다시 요청할 수 있어요.';
    expect(await screen.findByText(said)).toBeVisible();
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription(said);
    // On the form, every choice kept (no fail page to come back from to a button that fails again).
    expect(router.state.location.pathname).toBe('/online-reservation/1/reservation');
    expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00');
    expect(screen.getByLabelText('요청 사항')).toHaveValue('발톱 짧게');

    // Another time changes nothing: the requests still wait. A tap sends nothing and goes to 예약 내역 보기.
    await user.click(screen.getByRole('button', { name: '오전 10:00' }));
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    expect(apiPost).toHaveBeenCalledTimes(1);
    const toReservations = screen.getByRole('link', { name: '예약 내역 보기' });
    expect(toReservations).toHaveFocus();
    await user.click(toReservations);
    expect(await screen.findByText('예약 내역 화면')).toBeInTheDocument();
  });

  it('the fail page opened from a link shows its own words, never a message written into the address', () => {
    renderAt(
      `/online-reservation/fail?message=${encodeURIComponent('예약금은 010-0000-0000으로 보내 주세요')}`,
      [{ path: '/online-reservation/fail', Component: FailScreen }],
    );
    expect(screen.getByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    expect(screen.queryByText(/010-0000-0000/)).not.toBeInTheDocument();
  });

  it('a request whose answer was lost is sent again at once, the same (clientId), and the booking it made opens', async () => {
    // The first request was made, but its answer never came back; asked again, the API answers that booking.
    vi.mocked(apiPost).mockRejectedValueOnce(LOST).mockResolvedValueOnce({ reservationSeq: 42 });
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', [
      { path: '/online-reservation/:id/reservation', Component: RequestScreen },
      { path: '/online-reservation/fail', Component: FailScreen },
      { path: '/online-reservation/success', element: <p>예약 완료 화면</p> },
    ]);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.type(screen.getByLabelText('요청 사항'), '발톱 짧게');
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=42');
    expect(screen.queryByText('예약을 요청하지 못했어요')).not.toBeInTheDocument();
    const [first, second] = vi.mocked(apiPost).mock.calls.map(([, body]) => body as { clientId: string });
    expect(first).toEqual({
      ...cocoRequest,
      memo: '발톱 짧게',
      clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(second).toEqual(first);
    // Made: the next request of this product is a new one.
    expect(useBookingAttemptStore.getState().drafts).toEqual({});
  });

  it('offline after the answer was lost, the second try waits for the connection, then goes', async () => {
    vi.mocked(apiPost)
      .mockImplementationOnce(async () => {
        onlineManager.setOnline(false); // the tunnel that lost the answer
        throw LOST;
      })
      .mockResolvedValueOnce({ reservationSeq: 42 });
    onTestFinished(() => onlineManager.setOnline(true));
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', [
      { path: '/online-reservation/:id/reservation', Component: RequestScreen },
      { path: '/online-reservation/fail', Component: FailScreen },
      { path: '/online-reservation/success', element: <p>예약 완료 화면</p> },
    ]);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.click(screen.getByRole('button', { name: '예약 요청' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/확인하지 못했어요|요청하지 못했어요/)).not.toBeInTheDocument();

    await act(async () => onlineManager.setOnline(true));
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(2);
  });

  it('a request whose answer is lost twice says it could not tell, leads to 예약 내역, and 다시 시도 sends the same', async () => {
    vi.mocked(apiPost)
      .mockRejectedValueOnce(LOST)
      .mockRejectedValueOnce(
        new ApiError({ status: 0, resultCode: 'TIMEOUT', message: '요청 시간이 초과되었어요.' }),
      )
      .mockResolvedValueOnce({ reservationSeq: 42 });
    const user = userEvent.setup();
    const { router, queryClient } = renderAt(
      '/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27',
      [
        { path: '/online-reservation/:id/reservation', Component: RequestScreen },
        { path: '/online-reservation/fail', Component: FailScreen },
        { path: '/online-reservation/success', element: <p>예약 완료 화면</p> },
        { path: '/reservation', element: <p>예약 내역 화면</p> },
      ],
    );
    const reservationsRead = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    expect(
      await screen.findByRole('heading', { name: '요청이 전달됐는지 확인하지 못했어요' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('예약을 요청하지 못했어요')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('예약 내역에서 요청이 들어갔는지 확인해 주세요.');
    expect(screen.queryByRole('button', { name: '다른 매장 보기' })).not.toBeInTheDocument();
    // 예약 내역 보기 is the way on (the main button, last in the row), 다시 시도 beside it.
    const buttons = screen.getAllByRole('button').filter((b) => b.closest('header') === null);
    expect(buttons.map((b) => b.textContent)).toEqual(['다시 시도', '예약 내역 보기']);
    expect(reservationsRead).toHaveBeenCalledWith({ queryKey: queryKeys.reservations.all });

    // Made meanwhile: the times read again show 11:00 taken (by this very booking); the button still sends.
    taken = ['10:30', '11:00'];
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00');
    await waitFor(() => expect(screen.getByRole('button', { name: '오전 11:00' })).toBeDisabled());
    const send = screen.getByRole('button', { name: '예약 요청' });
    expect(send).not.toHaveAttribute('aria-disabled');
    await user.click(send);

    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    const ids = vi.mocked(apiPost).mock.calls.map(([, body]) => (body as { clientId: string }).clientId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('on that page, 예약 내역 보기 opens the reservations', async () => {
    vi.mocked(apiPost).mockRejectedValue(LOST);
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', [
      { path: '/online-reservation/:id/reservation', Component: RequestScreen },
      { path: '/online-reservation/fail', Component: FailScreen },
      { path: '/reservation', element: <p>예약 내역 화면</p> },
    ]);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.click(screen.getByRole('button', { name: '예약 요청' }));
    await user.click(await screen.findByRole('button', { name: '예약 내역 보기' }));
    expect(await screen.findByText('예약 내역 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reservation');
    expect(apiPost).toHaveBeenCalledTimes(2);
  });

  it('a request changed after a failure gets a new clientId; the same one sent again keeps its own', async () => {
    vi.mocked(apiPost).mockRejectedValue(LOST);
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', [
      { path: '/online-reservation/:id/reservation', Component: RequestScreen },
      { path: '/online-reservation/fail', Component: FailScreen },
    ]);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.click(screen.getByRole('button', { name: '예약 요청' }));
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    // Another time: another request.
    await user.click(await screen.findByRole('button', { name: '오전 10:00' }));
    await user.click(screen.getByRole('button', { name: '예약 요청' }));
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    // The same again (a reload of the form keeps it: the store is the tab's sessionStorage).
    await user.click(await screen.findByRole('button', { name: '예약 요청' }));
    await screen.findByRole('heading', { name: '요청이 전달됐는지 확인하지 못했어요' });
    // Each request goes twice (its answer lost, then sent again the same).
    const ids = vi.mocked(apiPost).mock.calls.map(([, body]) => (body as { clientId: string }).clientId);
    expect(ids).toHaveLength(6);
    expect([ids[1], ids[3], ids[5]]).toEqual([ids[0], ids[2], ids[4]]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[4]).toBe(ids[2]);
    expect(
      JSON.parse(sessionStorage.getItem(BOOKING_ATTEMPTS_STORAGE_KEY)!).state.drafts['1:1'].clientId,
    ).toBe(ids[2]);
  });

  it('after a failure that may pass, the fail page offers 다시 시도 back to the same choices', async () => {
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({ status: 503, resultCode: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' }),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', [
      { path: '/online-reservation/:id/reservation', Component: RequestScreen },
      { path: '/online-reservation/fail', Component: FailScreen },
    ]);

    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.click(screen.getByRole('button', { name: '예약 요청' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));

    expect(router.state.location.pathname).toBe('/online-reservation/1/reservation');
    expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00');
  });
});
