// A booking paid with a pass (이용권) never carries a won fee: cancelled while cancelling is free, its use comes back;
// inside the paid-cancellation window, it is spent (1회 차감). The booking screen promises it, the dialog says it
// before confirming, and the detail and the list say what happened. And a cancelled booking where nothing was paid
// shows its fee as what the shop may charge, with no 환불 금액 0원 that reads as money lost.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiGet, apiPost, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { CancelQuote, Reservation } from '../api/types';
import { ReservationDetailScreen } from '../components/reservation-detail-screen';
import { ReservationsScreen } from '../components/reservations-screen';
import { VoucherChoice } from '../components/voucher-choice';
import { bathPass, renderAt, reservation } from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = [
  { path: '/reservation', Component: ReservationsScreen },
  { path: '/reservation/detail', Component: ReservationDetailScreen },
];

/** The pass paying for a booking, with its uses and their state (as the API answers them now). */
const paidWithPass = (state: 'HELD' | 'USED' | 'RETURNED', uses = 1) =>
  ({ voucherSeq: 7, name: '목욕 10회 이용권', uses, state }) as Reservation['voucher'];

/** A confirmed 40,000원 bath paid with the pass, the day before it (50 %). */
const booked = reservation({
  reservationSeq: 7,
  totalPrice: 40000,
  voucher: paidWithPass('HELD'),
});

/** What cancelling it costs: no won fee; the use spent inside the window, else back. */
const passQuote = (spent: boolean, daysBefore = spent ? 1 : 5) =>
  ({
    reservationSeq: 7,
    daysBefore,
    refundRate: spent ? 50 : 100,
    unconfirmed: false,
    base: 'VOUCHER',
    baseAmount: 0,
    fee: 0,
    refundAmount: 0,
    depositPaid: false,
    depositMethod: null,
    voucher: { uses: 1, spent },
    refundPolicy: [],
  }) as unknown as CancelQuote;

/** The booking once the owner cancelled it (fee: what an API from before the rule stored). */
const cancelled = (state: 'USED' | 'RETURNED', fee = 0) =>
  reservation({
    ...booked,
    status: 'CANCELED',
    statusLabel: '취소',
    canCancel: false,
    voucher: paidWithPass(state),
    cancellation: { canceledAt: '2026-11-22T01:00:00.000Z', canceledBy: 'OWNER', fee, refundAmount: 0 },
  });

const page = <T,>(items: T[]) => ({ items, page: 0, size: 20, total: items.length, hasNext: false });

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset();
});

/** Opens 예약 취소 on the booking, the API quoting `quote`. */
async function askToCancel(quote: CancelQuote) {
  vi.mocked(apiGet).mockImplementation(async (url: string) =>
    url === '/v2/reservations/7/cancel-quote' ? quote : url === '/v2/reviews/pending' ? [] : booked,
  );
  const user = userEvent.setup();
  renderAt('/reservation/detail?id=7', routes);
  await user.click(await screen.findByRole('button', { name: '예약 취소' }));
  return { user, dialog: await screen.findByRole('dialog', { name: '예약을 취소할까요?' }) };
}

describe('cancelling a booking paid with a pass', () => {
  it('inside the fee window says the use is spent, with no won fee, before confirming', async () => {
    vi.mocked(apiPost).mockResolvedValue(cancelled('USED'));
    const { user, dialog } = await askToCancel(passQuote(true));
    expect(dialog).toHaveAccessibleDescription(
      '1일 전 취소라 무료 취소 기간이 지났어요. 지금 취소하면 이용권 1회가 차감돼요.',
    );
    expect(dialog).toHaveTextContent('이용권1회 차감');
    expect(dialog).toHaveTextContent('이용권으로 결제한 예약이라 취소 수수료는 없어요.');
    expect(dialog).not.toHaveTextContent('취소 수수료없음');
    expect(dialog).not.toHaveTextContent('원');
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    // On the terms shown: no fee, and the one use spent.
    expect(apiPost).toHaveBeenCalledWith('/v2/reservations/7/cancel', {
      fee: 0,
      refundAmount: 0,
      voucherUses: 1,
    });
  });

  it('while cancelling is free says the use comes back', async () => {
    const { user, dialog } = await askToCancel(passQuote(false));
    expect(dialog).toHaveAccessibleDescription('무료 취소 기간이라 지금 취소하면 이용권 1회를 돌려 드려요.');
    expect(dialog).toHaveTextContent('이용권1회 복구');
    vi.mocked(apiPost).mockResolvedValue(cancelled('RETURNED'));
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/reservations/7/cancel', {
      fee: 0,
      refundAmount: 0,
      voucherUses: 0,
    });
  });

  it('once cancelled late, the detail says the use was spent, and shows no won fee even if one was stored', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/reviews/pending' ? [] : cancelled('USED', 20000),
    );
    renderAt('/reservation/detail?id=7', routes);
    const paid = await screen.findByRole('region', { name: '반려동물 · 금액' });
    expect(paid).toHaveTextContent('결제목욕 10회 이용권 1회 (취소로 차감)');
    const info = screen.getByRole('region', { name: '취소 정보' });
    expect(info).toHaveTextContent('이용권1회 차감 (무료 취소 기간 이후 취소)');
    expect(info).not.toHaveTextContent('취소 수수료');
    expect(info).not.toHaveTextContent('환불 금액');
  });

  it('once cancelled in time, the detail says the use came back', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/reviews/pending' ? [] : cancelled('RETURNED'),
    );
    renderAt('/reservation/detail?id=7', routes);
    expect(await screen.findByRole('region', { name: '반려동물 · 금액' })).toHaveTextContent(
      '결제목욕 10회 이용권 1회 (취소로 복구)',
    );
    const info = screen.getByRole('region', { name: '취소 정보' });
    expect(info).toHaveTextContent('이용권1회 복구');
    expect(info).not.toHaveTextContent('취소 수수료');
  });

  it('the list card says what became of the use, not 이용권 결제', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      page([
        { ...cancelled('USED'), reservationSeq: 1 },
        { ...cancelled('RETURNED'), reservationSeq: 2 },
        { ...booked, reservationSeq: 3 },
      ]),
    );
    renderAt('/reservation', routes);
    expect(await screen.findByText('이용권 1회 차감 · 목욕 10회 이용권')).toBeInTheDocument();
    expect(screen.getByText('이용권 1회 복구 · 목욕 10회 이용권')).toBeInTheDocument();
    expect(screen.getByText('이용권 결제 · 목욕 10회 이용권')).toBeInTheDocument();
  });

  it('the booking screen promises it: back in the free cancellation period, spent after', async () => {
    vi.mocked(apiGet).mockResolvedValue([{ ...bathPass, expiresAt: '2027-06-30T14:59:59.999Z' }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <VoucherChoice
          shopId={1}
          productSeq={1}
          petCount={1}
          start={null}
          value={7}
          paying={7}
          onChange={vi.fn()}
        />
      </QueryClientProvider>,
    );
    const promise = await screen.findByText(/반려동물 한 마리당 1회가/);
    expect(promise).toHaveTextContent('무료 취소 기간에 취소하면 돌려 드려요.');
    expect(promise).toHaveTextContent('그 뒤에 취소하면 차감돼요.');
    expect(promise).not.toHaveTextContent('취소하면 돌려 드리고');
  });
});

describe('취소 정보 of a booking where nothing was paid', () => {
  const noDeposit = reservation({
    reservationSeq: 9,
    status: 'CANCELED',
    statusLabel: '취소',
    canCancel: false,
    totalPrice: 43000,
    cancellation: {
      canceledAt: '2026-11-22T01:00:00.000Z',
      canceledBy: 'OWNER',
      fee: 21500,
      refundAmount: 0,
    },
  });

  it('shows the fee as what the shop may charge, of the price, and no 환불 금액 0원', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/reviews/pending' ? [] : noDeposit,
    );
    renderAt('/reservation/detail?id=9', routes);
    const info = await screen.findByRole('region', { name: '취소 정보' });
    expect(info).toHaveTextContent('매장에서 청구할 수 있는 취소 수수료21,500원 (이용 금액 43,000원의 50%)');
    expect(info).not.toHaveTextContent('환불 금액');
  });

  it('cancelled free: no fee, and still no 환불 금액 0원', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/reviews/pending'
        ? []
        : { ...noDeposit, cancellation: { ...noDeposit.cancellation!, fee: 0 } },
    );
    renderAt('/reservation/detail?id=9', routes);
    const info = await screen.findByRole('region', { name: '취소 정보' });
    expect(info).toHaveTextContent('취소 수수료없음');
    expect(info).not.toHaveTextContent('환불 금액');
  });

  it('a paid deposit keeps the fee the shop kept and what came back', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/reviews/pending'
        ? []
        : {
            ...noDeposit,
            deposit: {
              amount: 8000,
              paid: true,
              paidAt: '2026-11-21T03:00:00.000Z',
              dueAt: '2026-11-23T06:00:00.000Z',
              method: 'ONLINE',
              account: null,
              refundedAt: '2026-11-22T01:00:00.000Z',
            },
            cancellation: { ...noDeposit.cancellation!, fee: 4000, refundAmount: 4000 },
          },
    );
    renderAt('/reservation/detail?id=9', routes);
    const info = await screen.findByRole('region', { name: '취소 정보' });
    expect(info).toHaveTextContent('취소 수수료4,000원');
    expect(info).toHaveTextContent('환불 금액4,000원');
    expect(info).not.toHaveTextContent('매장에서 청구할 수 있는');
  });
});
