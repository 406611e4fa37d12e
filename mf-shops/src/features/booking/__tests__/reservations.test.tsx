import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPost, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { CancelQuote } from '../api/types';
import { ReservationDetailScreen } from '../components/reservation-detail-screen';
import { ReservationsScreen } from '../components/reservations-screen';
import { renderAt, reservation } from './render';

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
  });

  it('shows an empty state with a way to book', async () => {
    vi.mocked(apiGet).mockResolvedValue(page([]));
    renderAt('/reservation', routes);
    expect(await screen.findByText('예정된 예약이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '온라인 예약하기' })).toBeInTheDocument();
  });
});

describe('예약 취소', () => {
  const quote: CancelQuote = {
    reservationSeq: 7,
    daysBefore: 2,
    refundRate: 50,
    base: 'PRICE',
    baseAmount: 24000,
    fee: 12000,
    refundAmount: 0,
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
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('취소 수수료 12,000원이 발생해요');
    expect(apiPost).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/reservations/7/cancel');
    expect(await screen.findByText('취소')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예약 취소' })).not.toBeInTheDocument();
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
