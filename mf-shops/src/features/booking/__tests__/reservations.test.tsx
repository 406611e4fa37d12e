import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, toast, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { CancelQuote } from '../api/types';
import { ReservationDetailScreen } from '../components/reservation-detail-screen';
import { ReservationsScreen } from '../components/reservations-screen';
import { SuccessScreen } from '../components/success-screen';
import { renderAt, reservation } from './render';
import { doubleTap } from '@guardian/shared/test/double-tap';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = [
  { path: '/reservation', Component: ReservationsScreen },
  { path: '/reservation/detail', Component: ReservationDetailScreen },
];

const page = <T,>(items: T[]) => ({ items, page: 0, size: 20, total: items.length, hasNext: false });

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset();
});

describe('예약 내역', () => {
  it('shows each reservation with its status label, upcoming and past', async () => {
    vi.mocked(apiGet).mockImplementation(async (_url: string, params?: Record<string, unknown>) =>
      params?.scope === 'past'
        ? page([
            reservation({ reservationSeq: 3, status: 'CANCELED', statusLabel: '취소' }),
            reservation({ reservationSeq: 4, status: 'COMPLETED', statusLabel: '완료' }),
            reservation({ reservationSeq: 5, status: 'NO_SHOW', statusLabel: '노쇼' }),
            reservation({
              reservationSeq: 6,
              status: 'CANCELED',
              statusLabel: '취소',
              rejectReason: '그날은 예약이 찼어요.',
            }),
          ])
        : page([
            reservation({ reservationSeq: 1, status: 'REQUESTED', statusLabel: '요청' }),
            reservation({ reservationSeq: 2, status: 'CONFIRMED', statusLabel: '확정' }),
          ]),
    );
    const user = userEvent.setup();
    renderAt('/reservation', routes);

    expect(await screen.findByText('요청')).toBeInTheDocument();
    expect(screen.getByText('확정')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/reservations', { scope: 'upcoming', page: 0, size: 20 });

    await user.click(screen.getByRole('tab', { name: '지난 예약' }));
    expect(await screen.findByText('취소')).toBeInTheDocument();
    expect(screen.getByText('완료')).toBeInTheDocument();
    expect(screen.getByText('노쇼')).toBeInTheDocument();
    // The one the shop declined reads so, apart from the one the owner cancelled.
    expect(screen.getByText('거절')).toBeInTheDocument();
    expect(screen.getAllByText('취소')).toHaveLength(1);
  });

  it('logged out, says what logging in brings here and asks nothing of the API', async () => {
    useSessionStore.getState().setToken(null);
    renderAt('/reservation?scope=past', routes);
    expect(await screen.findByText('로그인이 필요해요')).toBeInTheDocument();
    expect(
      screen.getByText('예약 내역을 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '로그인하기' })).toBeInTheDocument();
  });

  it('says on each card how the visit is paid: a deposit still to send, or a pass', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      page([
        reservation({
          reservationSeq: 1,
          status: 'REQUESTED',
          statusLabel: '요청',
          deposit: {
            amount: 6000,
            paid: false,
            paidAt: null,
            dueAt: '2026-11-24T03:00:00.000Z',
            method: null,
            account: null,
            refundedAt: null,
          },
        }),
        reservation({
          reservationSeq: 2,
          voucher: { voucherSeq: 7, name: '목욕 10회 이용권', uses: 1, state: 'HELD' },
        }),
      ]),
    );
    renderAt('/reservation', routes);
    expect(await screen.findByText('예약금 6,000원 입금 전')).toBeInTheDocument();
    expect(screen.getByText('이용권 결제 · 목욕 10회 이용권')).toBeInTheDocument();
  });

  it('shows an empty state with a way to book', async () => {
    vi.mocked(apiGet).mockResolvedValue(page([]));
    renderAt('/reservation', routes);
    expect(await screen.findByText('예정된 예약이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '온라인 예약하기' })).toBeInTheDocument();
  });
});

describe('완료된 방문', () => {
  const completedVisit = (pending: number[]) =>
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/reviews/pending'
        ? pending.map((reservationSeq) => ({
            reservationSeq,
            shopId: 1,
            shopName: '바둑펫뷰티 종로점',
            productName: '목욕',
            visitDate: '2026-11-25',
            petNames: ['코코'],
          }))
        : reservation({ reservationSeq: 9, status: 'COMPLETED', statusLabel: '완료', canCancel: false }),
    );

  it('leads to writing its review', async () => {
    completedVisit([9]);
    const user = userEvent.setup();
    const { router } = renderAt('/reservation/detail?id=9', [
      ...routes,
      { path: '/review', Component: () => null },
    ]);
    await user.click(await screen.findByRole('button', { name: '리뷰 쓰기' }));
    expect(router.state.location.pathname).toBe('/review');
    expect(router.state.location.search).toBe('?write=9');
  });

  it('once reviewed, leads to 내 리뷰 instead of offering 리뷰 쓰기 again', async () => {
    completedVisit([]);
    const user = userEvent.setup();
    const { router } = renderAt('/reservation/detail?id=9', [
      ...routes,
      { path: '/review', Component: () => null },
    ]);
    await user.click(await screen.findByRole('button', { name: '내 리뷰 보기' }));
    expect(screen.queryByRole('button', { name: '리뷰 쓰기' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/review');
    expect(router.state.location.search).toBe('');
  });
});

describe('예약 취소', () => {
  const quote: CancelQuote = {
    reservationSeq: 7,
    daysBefore: 2,
    refundRate: 50,
    unconfirmed: false,
    base: 'PRICE',
    baseAmount: 24000,
    fee: 12000,
    refundAmount: 0,
    depositPaid: false,
    depositMethod: null,
    voucher: null,
    refundPolicy: [],
  };

  it('shows the fee from the cancel quote before cancelling, then the new status', async () => {
    const booked = reservation({ reservationSeq: 7, status: 'CONFIRMED', totalPrice: 24000 });
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/reservations/7') return booked;
      if (url === '/v2/reservations/7/cancel-quote') return quote;
      throw new Error(`unexpected ${url}`);
    });
    vi.mocked(apiPost).mockResolvedValue({
      ...booked,
      status: 'CANCELED',
      statusLabel: '취소',
      canCancel: false,
      cancellation: {
        canceledAt: '2026-11-22T01:00:00.000Z',
        canceledBy: 'OWNER',
        fee: 12000,
        refundAmount: 0,
      },
    });
    const user = userEvent.setup();
    renderAt('/reservation/detail?id=7', routes);

    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
    expect(dialog).toHaveAccessibleDescription('지금 취소하면 2일 전 취소라 50% 환불 규정이 적용돼요.');
    expect(dialog).toHaveTextContent('취소 수수료12,000원');
    expect(dialog).toHaveTextContent('이용 금액 24,000원 기준');
    expect(apiPost).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    // With the terms it showed: the cancel applies exactly these.
    expect(apiPost).toHaveBeenCalledWith('/v2/reservations/7/cancel', { fee: 12000, refundAmount: 0 });
    expect(await screen.findByText('취소')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예약 취소' })).not.toBeInTheDocument();
  });

  it('hands the focus to 취소 정보 once cancelled, as 예약 취소 goes away', async () => {
    const booked = reservation({ reservationSeq: 7, status: 'CONFIRMED', totalPrice: 24000 });
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/reservations/7') return booked;
      if (url === '/v2/reservations/7/cancel-quote') return quote;
      throw new Error(`unexpected ${url}`);
    });
    vi.mocked(apiPost).mockResolvedValue({
      ...booked,
      status: 'CANCELED',
      statusLabel: '취소',
      canCancel: false,
      cancellation: {
        canceledAt: '2026-11-22T01:00:00.000Z',
        canceledBy: 'OWNER',
        fee: 12000,
        refundAmount: 0,
      },
    });
    const user = userEvent.setup();
    renderAt('/reservation/detail?id=7', routes);

    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '취소 정보' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: '예약 취소' })).not.toBeInTheDocument();
  });

  it('asks with the focus on 닫기, not on 예약 취소, and 닫기 gives the focus back to the 예약 취소 tapped', async () => {
    const booked = reservation({ reservationSeq: 7, status: 'CONFIRMED', totalPrice: 24000 });
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/reservations/7') return booked;
      // The quote takes a moment, during which the button is busy.
      if (url === '/v2/reservations/7/cancel-quote')
        return new Promise((r) => setTimeout(() => r(quote), 30));
      throw new Error(`unexpected ${url}`);
    });
    const user = userEvent.setup();
    renderAt('/reservation/detail?id=7', routes);

    const trigger = await screen.findByRole('button', { name: '예약 취소' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
    expect(within(dialog).getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('shows what comes back of a paid deposit, and that an unpaid one costs nothing', async () => {
    const withDeposit = (paid: boolean) =>
      reservation({
        reservationSeq: 8,
        deposit: {
          amount: 6000,
          paid,
          paidAt: null,
          dueAt: '2026-11-23T06:00:00.000Z',
          method: paid ? ('TRANSFER' as const) : null,
          account: '카카오뱅크 1',
          refundedAt: null,
        },
      });
    const depositQuote = (paid: boolean): CancelQuote => ({
      ...quote,
      reservationSeq: 8,
      base: 'DEPOSIT',
      baseAmount: 6000,
      fee: paid ? 3000 : 0,
      refundAmount: paid ? 3000 : 0,
      depositPaid: paid,
      depositMethod: paid ? 'TRANSFER' : null,
    });
    for (const paid of [true, false]) {
      vi.mocked(apiGet).mockImplementation(async (url: string) =>
        url.endsWith('cancel-quote') ? depositQuote(paid) : withDeposit(paid),
      );
      const user = userEvent.setup();
      const { unmount } = renderAt('/reservation/detail?id=8', routes);
      await user.click(await screen.findByRole('button', { name: '예약 취소' }));
      const dialog = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
      if (paid) {
        expect(dialog).toHaveTextContent('취소 수수료3,000원');
        expect(dialog).toHaveTextContent('환불 금액3,000원');
        expect(dialog).toHaveTextContent('보낸 예약금 6,000원 중');
      } else {
        expect(dialog).toHaveTextContent('예약금을 보내기 전이라 수수료 없이 취소돼요.');
        expect(dialog).not.toHaveTextContent('환불 금액');
      }
      unmount();
    }
  });

  /** A booking the owner cancelled, with this deposit and this refund. */
  const cancelledWith = (
    reservationSeq: number,
    deposit: { amount: number; paid: boolean },
    refundAmount: number,
  ) =>
    reservation({
      reservationSeq,
      status: 'CANCELED',
      statusLabel: '취소',
      canCancel: false,
      deposit: {
        ...deposit,
        paidAt: deposit.paid ? '2026-11-21T03:00:00.000Z' : null,
        dueAt: '2026-11-23T06:00:00.000Z',
        method: deposit.paid ? ('ONLINE' as const) : null,
        account: '카카오뱅크 323-718320-15 (예금주 바둑펫뷰티)',
        // Sent back at the cancellation (paid online: the gateway refunds it at once).
        refundedAt: refundAmount > 0 ? '2026-11-22T03:00:00.000Z' : null,
      },
      cancellation: { canceledAt: '2026-11-22T03:00:00.000Z', canceledBy: 'OWNER', fee: 0, refundAmount },
    });

  it('once cancelled, shows a paid deposit as what comes back, with no account that reads as where it goes', async () => {
    vi.mocked(apiGet).mockResolvedValue(cancelledWith(12, { amount: 8000, paid: true }, 8000));
    renderAt('/reservation/detail?id=12', routes);

    const section = await screen.findByRole('region', { name: '예약금' });
    expect(section).toHaveTextContent('8,000원 (8,000원 환불 완료)');
    expect(section).not.toHaveTextContent('입금 완료');
    expect(section).not.toHaveTextContent('카카오뱅크');
  });

  it('once cancelled, shows an unsent deposit as nothing owed: no 입금 전, no account to send it to', async () => {
    vi.mocked(apiGet).mockResolvedValue(cancelledWith(11, { amount: 6000, paid: false }, 0));
    renderAt('/reservation/detail?id=11', routes);

    const section = await screen.findByRole('region', { name: '예약금' });
    expect(section).toHaveTextContent('6,000원 (입금 없음)');
    expect(section).not.toHaveTextContent('입금 전');
    expect(section).not.toHaveTextContent('카카오뱅크');
    expect(within(section).getByRole('link', { name: '예약금 자세히 보기' })).toBeInTheDocument();
  });

  it('says what became of the pass’s use: held until the visit, taken after it, given back on a cancel', async () => {
    const cases = [
      ['CONFIRMED', '확정', 'HELD', '목욕 10회 이용권 1회 (방문 완료 시 차감)'],
      ['COMPLETED', '완료', 'USED', '목욕 10회 이용권 1회 (차감됨)'],
      ['NO_SHOW', '노쇼', 'USED', '목욕 10회 이용권 1회 (차감됨)'],
      ['CANCELED', '취소', 'RETURNED', '목욕 10회 이용권 1회 (취소로 복구)'],
    ] as const;
    for (const [status, statusLabel, state, row] of cases) {
      vi.mocked(apiGet).mockImplementation(async (url: string) =>
        url === '/v2/reviews/pending'
          ? []
          : reservation({
              reservationSeq: 13,
              status,
              statusLabel,
              canCancel: status === 'CONFIRMED',
              voucher: { voucherSeq: 1, name: '목욕 10회 이용권', uses: 1, state },
            }),
      );
      const { unmount } = renderAt('/reservation/detail?id=13', routes);
      const section = await screen.findByRole('region', { name: '반려동물 · 금액' });
      expect(section).toHaveTextContent(`결제${row}`);
      unmount();
    }
  });

  it('while requested, shows the deposit still to send and where to send it', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      reservation({
        reservationSeq: 12,
        status: 'REQUESTED',
        statusLabel: '요청',
        deposit: {
          amount: 6000,
          paid: false,
          paidAt: null,
          dueAt: '2026-11-23T06:00:00.000Z',
          method: null,
          account: '카카오뱅크 323-718320-15 (예금주 바둑펫뷰티)',
          refundedAt: null,
        },
      }),
    );
    renderAt('/reservation/detail?id=12', routes);

    const section = await screen.findByRole('region', { name: '예약금' });
    expect(section).toHaveTextContent('6,000원 (입금 전)');
    expect(section).toHaveTextContent('입금 계좌카카오뱅크 323-718320-15 (예금주 바둑펫뷰티)');
    expect(within(section).getByRole('link', { name: '예약금 온라인으로 결제하기' })).toBeInTheDocument();
  });

  describe('when the reservation changed while the page was open (the shop rejected or cancelled it)', () => {
    const refused = new ApiError({
      status: 409,
      resultCode: 'INVALID_STATUS_TRANSITION',
      message: '현재 예약 상태에서는 처리할 수 없어요.',
    });
    const canceledByShop = reservation({
      reservationSeq: 7,
      status: 'CANCELED',
      statusLabel: '취소',
      canCancel: false,
      cancellation: { canceledAt: '2026-11-22T01:00:00.000Z', canceledBy: 'SHOP', fee: 0, refundAmount: 0 },
    });

    it('shows the reservation as it is now when 예약 취소 is refused, not a button refused on every tap', async () => {
      let now = reservation({ reservationSeq: 7, status: 'CONFIRMED' });
      vi.mocked(apiGet).mockImplementation(async (url: string) => {
        if (url === '/v2/reservations/7') return now;
        if (url === '/v2/reservations/7/cancel-quote') throw refused;
        throw new Error(`unexpected ${url}`);
      });
      const user = userEvent.setup();
      renderAt('/reservation/detail?id=7', routes);
      const button = await screen.findByRole('button', { name: '예약 취소' });
      now = canceledByShop;

      await user.click(button);
      expect(await screen.findByRole('region', { name: '취소 정보' })).toHaveTextContent('취소한 곳매장');
      expect(screen.getByText('취소')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '예약 취소' })).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('does the same when the cancel itself is refused after the quote', async () => {
      let now = reservation({ reservationSeq: 7, status: 'CONFIRMED' });
      vi.mocked(apiGet).mockImplementation(async (url: string) =>
        url.endsWith('cancel-quote') ? quote : now,
      );
      vi.mocked(apiPost).mockImplementation(async () => {
        now = canceledByShop;
        throw refused;
      });
      const user = userEvent.setup();
      renderAt('/reservation/detail?id=7', routes);

      await user.click(await screen.findByRole('button', { name: '예약 취소' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '예약 취소' }));
      expect(await screen.findByRole('region', { name: '취소 정보' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '예약 취소' })).not.toBeInTheDocument();
    });
  });

  it('cancels once on a double tap of 예약 취소 in the question, with no refusal said after it', async () => {
    const booked = reservation({ reservationSeq: 7, status: 'CONFIRMED', totalPrice: 24000 });
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url.endsWith('cancel-quote') ? quote : booked,
    );
    // As the API answers: the first cancel goes through, a second is refused (the reservation is cancelled already).
    let cancelled = false;
    vi.mocked(apiPost).mockImplementation(async () => {
      if (cancelled)
        throw new ApiError({
          status: 409,
          resultCode: 'INVALID_STATUS_TRANSITION',
          message: '현재 예약 상태에서는 처리할 수 없어요.',
        });
      cancelled = true;
      return { ...booked, status: 'CANCELED', statusLabel: '취소', canCancel: false };
    });
    const refusal = vi.spyOn(toast, 'error');
    onTestFinished(() => refusal.mockRestore());
    const user = userEvent.setup();
    renderAt('/reservation/detail?id=7', routes);

    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    doubleTap(within(await screen.findByRole('dialog')).getByRole('button', { name: '예약 취소' }));

    expect(await screen.findByText('취소')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(refusal).not.toHaveBeenCalled();
  });

  it('shows 예약 취소 busy while the cancel is on its way', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url.endsWith('cancel-quote') ? quote : reservation({ reservationSeq: 7 }),
    );
    vi.mocked(apiPost).mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderAt('/reservation/detail?id=7', routes);

    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '예약 취소' }));

    const button = screen.getByRole('button', { name: '예약 취소' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('does not cancel when the user closes the dialog', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url.endsWith('cancel-quote') ? quote : reservation({ reservationSeq: 7 }),
    );
    const user = userEvent.setup();
    renderAt('/reservation/detail?reservationSeq=7', routes);

    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });
});

describe('예약 상세: what the owner asked and what the shop answered', () => {
  it('shows a web address and a phone number in 요청 사항 and 거절 사유 as links', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      reservation({
        reservationSeq: 8,
        status: 'CANCELED',
        statusLabel: '취소',
        memo: '주차는 naver.me/park 보고 갈게요\n늦으면 010-1234-5678로 연락 주세요',
        rejectReason: '그날은 예약이 찼어요. 02-123-4567로 전화 주시면 다른 날로 잡아 드려요',
      }),
    );
    renderAt('/reservation/detail?id=8', routes);

    const asked = await screen.findByRole('region', { name: '요청 사항' });
    expect(asked).toHaveTextContent('주차는 naver.me/park 보고 갈게요 늦으면 010-1234-5678로 연락 주세요');
    expect(within(asked).getByRole('link', { name: 'naver.me/park' })).toHaveAttribute(
      'href',
      'https://naver.me/park',
    );
    expect(within(asked).getByRole('link', { name: '010-1234-5678' })).toHaveAttribute(
      'href',
      'tel:01012345678',
    );
    const info = screen.getByRole('region', { name: '예약 정보' });
    expect(info).toHaveTextContent(
      '거절 사유그날은 예약이 찼어요. 02-123-4567로 전화 주시면 다른 날로 잡아 드려요',
    );
    expect(within(info).getByRole('link', { name: '02-123-4567' })).toHaveAttribute('href', 'tel:021234567');
  });
});

describe('예약 상세 opened again on a failing connection', () => {
  it('keeps the visit shown with its 예약 취소 when asking it again gets no answer', async () => {
    vi.mocked(apiGet).mockResolvedValue(reservation({ reservationSeq: 7, status: 'CONFIRMED' }));
    const { router } = renderAt('/reservation/detail?id=7', routes);
    await screen.findByRole('button', { name: '예약 취소' });
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );
    await act(() => router.navigate('/reservation'));
    await act(() => router.navigate('/reservation/detail?id=7'));
    await waitFor(() =>
      expect(vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/reservations/7')).toHaveLength(2),
    );
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(screen.getByRole('button', { name: '예약 취소' })).toBeInTheDocument();
    expect(screen.queryByText('네트워크 연결을 확인해 주세요.')).not.toBeInTheDocument();
  });

  it('shows what the server says instead when the reservation is no longer there', async () => {
    vi.mocked(apiGet).mockResolvedValue(reservation({ reservationSeq: 7, status: 'CONFIRMED' }));
    const { router } = renderAt('/reservation/detail?id=7', routes);
    await screen.findByRole('button', { name: '예약 취소' });
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 404, resultCode: 'RESERVATION_NOT_FOUND', message: '예약을 찾을 수 없어요.' }),
    );
    await act(() => router.navigate('/reservation'));
    await act(() => router.navigate('/reservation/detail?id=7'));
    expect(await screen.findByText('예약을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예약 취소' })).not.toBeInTheDocument();
  });
});

describe('예약 요청 완료', () => {
  const success = [{ path: '/online-reservation/success', Component: SuccessScreen }];

  it('tells how much deposit to send, where and by when, while it is unpaid', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      reservation({
        reservationSeq: 9,
        deposit: {
          amount: 9000,
          paid: false,
          paidAt: null,
          dueAt: '2026-11-23T06:28:00.000Z',
          method: null,
          account: '카카오뱅크 323-718320-15 (예금주 바둑펫뷰티)',
          refundedAt: null,
        },
      }),
    );
    renderAt('/online-reservation/success?id=9', success);
    const note = await screen.findByRole('region', { name: '예약금 안내' });
    expect(note).toHaveTextContent('예약금 9,000원을 11월 23일 (월) 오후 3:28까지 보내 주세요.');
    expect(note).toHaveTextContent('입금 계좌: 카카오뱅크 323-718320-15 (예금주 바둑펫뷰티)');
  });

  it('says nothing about a deposit when there is none', async () => {
    vi.mocked(apiGet).mockResolvedValue(reservation({ reservationSeq: 9 }));
    renderAt('/online-reservation/success?id=9', success);
    expect(await screen.findByText('바둑펫뷰티 종로점')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '예약금 안내' })).not.toBeInTheDocument();
  });

  it('opened without a reservation, says so and leads to 예약 내역 instead of claiming a request', async () => {
    const user = userEvent.setup();
    renderAt('/online-reservation/success', [
      ...success,
      { path: '/reservation', Component: () => <h1>예약 내역 화면</h1> },
    ]);
    expect(
      screen.getByText('어떤 예약 요청인지 알 수 없어요. 예약 내역에서 확인해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('예약을 요청했어요')).not.toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '예약 내역 보기' }));
    expect(await screen.findByRole('heading', { name: '예약 내역 화면' })).toBeInTheDocument();
  });
});
