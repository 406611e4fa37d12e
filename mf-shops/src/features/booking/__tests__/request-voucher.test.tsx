import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { FailScreen } from '../components/fail-screen';
import { RequestScreen } from '../components/request-screen';
import { useBookingMemoStore } from '../lib/memo-store';
import {
  bathPass as pass,
  cocoRequest,
  dayAvailability,
  flowRoutes,
  plainMonth,
  product,
  renderAt,
} from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = flowRoutes({ request: RequestScreen, fail: FailScreen });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T01:00:00.000Z'));
  useSessionStore.getState().setToken('token-1');
  useBookingMemoStore.setState({ drafts: {} });
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string) => {
      if (url === '/v2/online-reservation/products/1') return product;
      if (url === '/v2/online-reservation/products/1/quote')
        return { productSeq: 1, nights: null, lines: [], totalPrice: 30000, depositAmount: 6000 };
      if (url === '/v2/online-reservation/shops/1/availability') return dayAvailability(['11:00']);
      if (url === '/v2/online-reservation/shops/1/availability/month') return plainMonth();
      if (url === '/v2/vouchers/usable') return [pass];
      throw new Error(`unexpected ${url}`);
    });
});

afterEach(() => vi.useRealTimers());

describe('예약 요청 with a pass', () => {
  it('is one Tab stop whose arrows choose, as a radio group is for a keyboard or a screen reader', async () => {
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    const atShop = await screen.findByRole('radio', { name: '매장에서 결제' });
    const withPass = screen.getByRole('radio', { name: '목욕 10회 이용권 사용 (3회 남음)' });
    // Tab reaches the chosen one only.
    expect(atShop).toHaveAttribute('tabindex', '0');
    expect(withPass).toHaveAttribute('tabindex', '-1');

    atShop.focus();
    await user.keyboard('{ArrowRight}');
    expect(withPass).toHaveFocus();
    expect(withPass).toHaveAttribute('aria-checked', 'true');
    expect(withPass).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(/예약금은 없어요/)).toBeInTheDocument();
    // Round the end, and back.
    await user.keyboard('{ArrowDown}');
    expect(atShop).toHaveFocus();
    expect(atShop).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowUp}');
    expect(withPass).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Home}');
    expect(atShop).toHaveFocus();
    expect(atShop).toHaveAttribute('aria-checked', 'true');
  });

  it('offers my pass for this service and books with it', async () => {
    vi.mocked(apiPost).mockResolvedValue({ reservationSeq: 42 });
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    expect(await screen.findByRole('radio', { name: '매장에서 결제' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('radio', { name: '목욕 10회 이용권 사용 (3회 남음)' }));
    expect(screen.getByText(/예약금은 없어요/)).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/vouchers/usable', { shopId: 1, productSeq: 1 });
    await user.click(screen.getByRole('button', { name: '예약 요청' }));
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith('/v2/reservations', {
      ...cocoRequest,
      clientId: expect.any(String),
      voucherSeq: 7,
    });
  });

  it('asks for no deposit once my pass pays for the visit', async () => {
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);
    expect(await screen.findByText(/예약금 6,000원을 먼저 보내/)).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: '목욕 10회 이용권 사용 (3회 남음)' }));
    expect(screen.getByText(/예약금은 없어요/)).toBeInTheDocument();
    expect(screen.queryByText(/예약금 6,000원을 먼저 보내/)).not.toBeInTheDocument();
  });

  it('still pays with my pass after a failed request and 다시 시도', async () => {
    vi.mocked(apiPost)
      .mockRejectedValueOnce(
        new ApiError({ status: 500, resultCode: 'INTERNAL_ERROR', message: '일시적인 오류예요.' }),
      )
      .mockResolvedValueOnce({ reservationSeq: 42 });
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.click(await screen.findByRole('radio', { name: '목욕 10회 이용권 사용 (3회 남음)' }));
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('radio', { name: '목욕 10회 이용권 사용 (3회 남음)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('button', { name: '예약 요청' }));
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenLastCalledWith('/v2/reservations', expect.objectContaining({ voucherSeq: 7 }));
  });

  it('says my passes could not be loaded rather than hiding them, and offers them after 다시 시도', async () => {
    const answer = vi.mocked(apiGet).getMockImplementation()!;
    let fail = true;
    vi.mocked(apiGet).mockImplementation(async (url: string, ...rest: unknown[]) => {
      if (url === '/v2/vouchers/usable' && fail)
        throw new ApiError({ status: 500, resultCode: 'INTERNAL', message: 'x' });
      return answer(url, ...(rest as []));
    });
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    expect(await screen.findByText('내 이용권을 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '결제 방법' })).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('radio', { name: '목욕 10회 이용권 사용 (3회 남음)' })).toBeEnabled();
    expect(screen.queryByText('내 이용권을 불러오지 못했어요.')).not.toBeInTheDocument();
  });
});

describe('예약 요청 with a pass that can no longer pay', () => {
  /** My passes, as GET /v2/vouchers/usable now answers. */
  const passesNow = (list: unknown[]) => {
    const answer = vi.mocked(apiGet).getMockImplementation()!;
    vi.mocked(apiGet).mockImplementation(async (url: string, ...rest: unknown[]) =>
      url === '/v2/vouchers/usable' ? list : answer(url, ...(rest as [])),
    );
  };

  it('opened again after the pass was refunded (back, a reload): says so, asks the deposit, books without it', async () => {
    passesNow([]);
    vi.mocked(apiPost).mockResolvedValue({ reservationSeq: 42 });
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&voucher=7', routes);

    expect(await screen.findByText(/고른 이용권은 이 예약에 쓸 수 없어요/)).toHaveTextContent(
      '매장에서 결제해 주세요.',
    );
    expect(await screen.findByText(/예약금 6,000원을 먼저 보내/)).toBeInTheDocument();
    expect(screen.queryByText(/예약금은 없어요/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.click(screen.getByRole('button', { name: '예약 요청' }));
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith('/v2/reservations', {
      ...cocoRequest,
      clientId: expect.any(String),
    });
  });

  it('a pass that ends before the visit day is shown but cannot be chosen', async () => {
    // Valid until 2026-11-27 00:00 in Seoul: the visit on the 27th is past it.
    passesNow([{ ...pass, expiresAt: '2026-11-26T15:00:00.000Z' }]);
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);

    expect(
      await screen.findByRole('radio', { name: '목욕 10회 이용권 사용 (예약일 전에 기간이 끝나요)' }),
    ).toBeDisabled();
    expect(screen.getByRole('radio', { name: '매장에서 결제' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('예약 요청 refused for the pass that was to pay', () => {
  const send = () => screen.getByRole('button', { name: '예약 요청' });
  const passCalls = () => vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/vouchers/usable');
  /** My passes, as GET /v2/vouchers/usable answers from now on. */
  const passesNow = (list: unknown[]) => {
    const answer = vi.mocked(apiGet).getMockImplementation()!;
    vi.mocked(apiGet).mockImplementation(async (url: string, ...rest: unknown[]) =>
      url === '/v2/vouchers/usable' ? list : answer(url, ...(rest as [])),
    );
  };

  it('after its last use went to another booking meanwhile, waits for a payment chosen instead of booking at the shop unasked', async () => {
    vi.mocked(apiPost)
      .mockRejectedValueOnce(
        new ApiError({
          status: 409,
          resultCode: 'VOUCHER_USED_UP',
          message: '이용권의 남은 횟수가 없어요. 다른 결제 방법을 선택해 주세요.',
        }),
      )
      .mockResolvedValueOnce({ reservationSeq: 42 });
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.click(await screen.findByRole('radio', { name: '목욕 10회 이용권 사용 (3회 남음)' }));
    await user.type(screen.getByLabelText('요청 사항'), '발톱 짧게');
    const before = passCalls().length;
    passesNow([]); // its last use went to a booking made on another phone
    await user.click(send());

    const said = '목욕 10회 이용권을 모두 사용했어요. 다른 결제 방법을 골라 주세요.';
    await waitFor(() => expect(send()).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByText(said)).toBeVisible();
    expect(send()).toHaveAccessibleDescription(said);
    // My passes are asked again; 매장에서 결제 is offered but not chosen for me, and no deposit-free note stays.
    await waitFor(() => expect(passCalls().length).toBeGreaterThan(before));
    const atShop = await screen.findByRole('radio', { name: '매장에서 결제' });
    expect(atShop).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(screen.queryByText(/예약금은 없어요/)).not.toBeInTheDocument();
    // Every choice kept.
    expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00&voucher=7');
    expect(screen.getByRole('button', { name: '오전 11:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('요청 사항')).toHaveValue('발톱 짧게');

    // Tapped again: nothing sent, the focus goes to 결제 방법.
    await user.click(send());
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: '결제 방법' })).toHaveFocus();

    // 매장에서 결제 chosen: the deposit is asked, the button is free, and the request goes without the pass.
    await user.click(atShop);
    expect(atShop).toHaveAttribute('aria-checked', 'true');
    expect(send()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(said)).not.toBeInTheDocument();
    expect(await screen.findByText(/예약금 6,000원을 먼저 보내/)).toBeInTheDocument();
    await user.click(send());
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenLastCalledWith('/v2/reservations', {
      ...cocoRequest,
      clientId: expect.any(String),
      memo: '발톱 짧게',
    });
  });

  it('refunded meanwhile, with another pass still able to pay: waits until one is chosen, then pays with it', async () => {
    vi.mocked(apiPost)
      .mockRejectedValueOnce(
        new ApiError({
          status: 409,
          resultCode: 'VOUCHER_NOT_APPLICABLE',
          message: '이 예약에는 쓸 수 없는 이용권이에요.',
          data: { reason: 'REFUNDED' },
        }),
      )
      .mockResolvedValueOnce({ reservationSeq: 42 });
    const other = { ...pass, voucherSeq: 8, name: '목욕 5회 이용권', remainingUses: 5 };
    passesNow([pass, other]);
    const user = userEvent.setup();
    renderAt(
      '/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&time=11%3A00&voucher=7',
      routes,
    );
    expect(await screen.findByRole('radio', { name: '목욕 10회 이용권 사용 (3회 남음)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    passesNow([other]);
    await user.click(send());

    await waitFor(() =>
      expect(send()).toHaveAccessibleDescription(
        '목욕 10회 이용권은 환불한 이용권이에요. 다른 결제 방법을 골라 주세요.',
      ),
    );
    expect(send()).toHaveAttribute('aria-disabled', 'true');
    const five = await screen.findByRole('radio', { name: '목욕 5회 이용권 사용 (5회 남음)' });
    expect(five).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: '매장에서 결제' })).toHaveAttribute('aria-checked', 'false');

    await user.click(five);
    expect(send()).not.toHaveAttribute('aria-disabled');
    await user.click(send());
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenLastCalledWith('/v2/reservations', expect.objectContaining({ voucherSeq: 8 }));
  });
});
