// The booking rules as the owner reads them: a request withdrawn free, a policy that says what cancelling costs (and
// never "돌려 드려요" over nothing), a transfer deposit owed by the shop until it sends it, an expiry that is nobody's
// refusal, and today struck through once its start has passed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { CancelQuote, Reservation } from '../api/types';
import { ReservationDetailScreen } from '../components/reservation-detail-screen';
import { ReservationsScreen } from '../components/reservations-screen';
import { product, renderAt, renderMonth, reservation } from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = [
  { path: '/reservation', Component: ReservationsScreen },
  { path: '/reservation/detail', Component: ReservationDetailScreen },
];

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
});

const deposit = (o: Partial<NonNullable<Reservation['deposit']>> = {}) => ({
  amount: 6000,
  paid: true,
  paidAt: '2026-11-21T03:00:00.000Z',
  dueAt: '2026-11-23T06:00:00.000Z',
  method: 'TRANSFER' as const,
  account: '카카오뱅크 1',
  refundedAt: null,
  ...o,
});
const quote = (o: Partial<CancelQuote>): CancelQuote => ({
  reservationSeq: 8,
  daysBefore: 1,
  refundRate: 50,
  unconfirmed: false,
  base: 'DEPOSIT',
  baseAmount: 6000,
  depositPaid: true,
  depositMethod: 'TRANSFER',
  fee: 3000,
  refundAmount: 3000,
  voucher: null,
  refundPolicy: [],
  ...o,
});

/** Opens 예약 취소 on reservation 8 and answers its quote with `q`; returns the question. */
async function askToCancel(r: Reservation, q: CancelQuote) {
  vi.mocked(apiGet).mockImplementation(async (url: string) => (url.endsWith('cancel-quote') ? q : r));
  const user = userEvent.setup();
  renderAt('/reservation/detail?id=8', routes);
  await user.click(await screen.findByRole('button', { name: '예약 취소' }));
  return screen.findByRole('dialog', { name: '예약을 취소할까요?' });
}

describe('예약 취소: what the question says', () => {
  it('a request the shop has not confirmed: free, and a deposit already sent comes back whole', async () => {
    const dialog = await askToCancel(
      reservation({ reservationSeq: 8, status: 'REQUESTED', deposit: deposit() }),
      quote({ unconfirmed: true, refundRate: 100, fee: 0, refundAmount: 6000 }),
    );
    expect(dialog).toHaveAccessibleDescription('매장이 아직 확정하지 않은 요청이라 수수료 없이 취소돼요.');
    expect(dialog).toHaveTextContent('취소 수수료없음');
    expect(dialog).toHaveTextContent('환불 금액6,000원');
    expect(dialog).toHaveTextContent('보낸 예약금 6,000원은 매장에서 계좌로 모두 돌려 드려요.');
    expect(dialog).not.toHaveTextContent('50%');
  });

  it('nothing back under the policy: says so plainly, never "돌려 드려요" over 0원', async () => {
    const dialog = await askToCancel(
      reservation({ reservationSeq: 8, deposit: deposit() }),
      quote({ refundRate: 0, fee: 6000, refundAmount: 0 }),
    );
    expect(dialog).toHaveAccessibleDescription('지금 취소하면 1일 전 취소라 환불 불가 규정이 적용돼요.');
    expect(dialog).toHaveTextContent('환불 금액없음');
    expect(dialog).toHaveTextContent('규정에 따라 보낸 예약금 6,000원은 돌려받을 수 없어요.');
    expect(dialog).not.toHaveTextContent('돌려 드려요');
    expect(dialog).not.toHaveTextContent('0% 환불');
  });
});

describe('a cancelled reservation’s 예약금 and who cancelled it', () => {
  const cancelled = (o: Partial<Reservation>) =>
    reservation({
      reservationSeq: 8,
      status: 'CANCELED',
      statusLabel: '취소',
      canCancel: false,
      deposit: deposit(),
      cancellation: {
        canceledAt: '2026-11-22T03:00:00.000Z',
        canceledBy: 'OWNER',
        fee: 0,
        refundAmount: 6000,
      },
      ...o,
    });

  it('a transfer the shop has not sent back yet reads 환불 예정, and says the shop sends it', async () => {
    vi.mocked(apiGet).mockResolvedValue(cancelled({}));
    renderAt('/reservation/detail?id=8', routes);
    const section = await screen.findByRole('region', { name: '예약금' });
    expect(section).toHaveTextContent('6,000원 (6,000원 환불 예정)');
    expect(section).toHaveTextContent('매장에서 직접 돌려보내 드려요');
    expect(section).not.toHaveTextContent('6,000원 환불 완료');
  });

  it('once the shop recorded it (or the card was refunded): 환불 완료', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      cancelled({ deposit: deposit({ refundedAt: '2026-11-23T01:00:00.000Z' }) }),
    );
    renderAt('/reservation/detail?id=8', routes);
    const section = await screen.findByRole('region', { name: '예약금' });
    expect(section).toHaveTextContent('6,000원 (6,000원 환불 완료)');
    expect(section).not.toHaveTextContent('돌려보내 드려요');
  });

  it('the list says it too', async () => {
    vi.mocked(apiGet).mockResolvedValue({
      items: [cancelled({})],
      page: 0,
      size: 20,
      total: 1,
      hasNext: false,
    });
    renderAt('/reservation?scope=past', routes);
    expect(await screen.findByText('예약금 6,000원 환불 예정')).toBeInTheDocument();
  });

  it('an unpaid deposit’s expiry is an automatic cancellation: 취소, not 거절, and nobody’s refusal', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      cancelled({
        deposit: deposit({ paid: false, paidAt: null }),
        cancellation: {
          canceledAt: '2026-11-22T03:00:00.000Z',
          canceledBy: 'SYSTEM',
          fee: 0,
          refundAmount: 0,
        },
      }),
    );
    renderAt('/reservation/detail?id=8', routes);
    const info = await screen.findByRole('region', { name: '취소 정보' });
    expect(info).toHaveTextContent('취소한 곳자동 취소 (예약금 기한 지남)');
    expect(screen.getByText('취소')).toBeInTheDocument();
    expect(screen.queryByText('거절')).not.toBeInTheDocument();
    expect(screen.queryByText('거절 사유')).not.toBeInTheDocument();
  });
});

describe('a kindergarten or day care visit', () => {
  it('shows its window (drop-off to pick-up), not the date alone', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      reservation({
        reservationSeq: 8,
        category: 'KINDERGARTEN',
        date: '2026-12-08',
        endDate: '2026-12-08',
        time: null,
        startAt: '2026-12-08T01:00:00.000Z',
        endAt: '2026-12-08T05:00:00.000Z',
      }),
    );
    renderAt('/reservation/detail?id=8', routes);
    const info = await screen.findByRole('region', { name: '예약 정보' });
    expect(info).toHaveTextContent(/일시(2026년 )?12월 8일 \(화\) 오전 10:00 ~ 오후 2:00/);
  });
});

describe('예약 달력: today once its start has passed', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T02:00:00.000Z')); // Monday 11:00 Seoul
  });
  afterEach(() => vi.useRealTimers());

  const today = {
    date: '2026-11-23',
    available: false,
    petBooked: false,
    startPassed: true,
    closed: false,
    remaining: 5,
  };

  it('a hotel: today is struck, named and disabled, and the calendar says why', async () => {
    renderMonth([today], { ...product, category: 'HOTELING' });
    const day = await screen.findByRole('button', {
      name: '오늘, 2026년 11월 23일 월요일, 오늘 예약 시간이 지난 날',
    });
    expect(day).toBeDisabled();
    expect(screen.getByText(/오늘은 체크인 시간이 지나 예약할 수 없어요\./)).toBeInTheDocument();
  });

  it('a kindergarten: the same, in its words; a day with room left otherwise stays open', async () => {
    renderMonth([today, { ...today, date: '2026-11-24', available: true, startPassed: false }], {
      ...product,
      category: 'KINDERGARTEN',
    });
    expect(
      await screen.findByRole('button', { name: '오늘, 2026년 11월 23일 월요일, 오늘 예약 시간이 지난 날' }),
    ).toBeDisabled();
    expect(screen.getByText(/오늘은 이용 시작 시간이 지나 예약할 수 없어요\./)).toBeInTheDocument();
    expect(
      within(screen.getByRole('grid')).getByRole('button', {
        name: '2026년 11월 24일 화요일, 예약할 수 있는 날',
      }),
    ).toBeEnabled();
  });
});
