// A paid deposit has one name on every screen, by how it was paid: 입금 완료 for a transfer the shop confirmed, 결제
// 완료 for a card payment (as the 예약금 screen says it). And the cancel sheet says only the refund route that applies:
// the card refunded at once, or the shop sending a transfer back.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { CancelQuote, Reservation } from '../api/types';
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

type Method = 'ONLINE' | 'TRANSFER';

/** Reservation 8 with a 6,000원 deposit, paid by `method` (null: not yet). */
const withDeposit = (method: Method | null) =>
  reservation({
    reservationSeq: 8,
    deposit: {
      amount: 6000,
      paid: method !== null,
      paidAt: method ? '2026-11-21T03:00:00.000Z' : null,
      dueAt: '2026-11-23T06:00:00.000Z',
      method,
      account: '카카오뱅크 323-718320-15 (예금주 바둑펫뷰티)',
      refundedAt: null,
    },
  });

/** Cancelling reservation 8 a day before: `refundAmount` of its 6,000원 deposit comes back. */
const quote = (depositMethod: Method | null, refundAmount: number): CancelQuote => ({
  reservationSeq: 8,
  daysBefore: 1,
  refundRate: (refundAmount / 6000) * 100,
  unconfirmed: false,
  base: 'DEPOSIT',
  baseAmount: 6000,
  depositPaid: true,
  depositMethod,
  fee: 6000 - refundAmount,
  refundAmount,
  voucher: null,
  refundPolicy: [],
});

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
});

const page = (items: Reservation[]) => ({ items, page: 0, size: 20, total: items.length, hasNext: false });

describe('a paid deposit’s name', () => {
  it.each([
    ['TRANSFER', '입금 완료', '결제 완료'],
    ['ONLINE', '결제 완료', '입금 완료'],
  ] as const)('paid by %s: the list says %s', async (method, name, other) => {
    vi.mocked(apiGet).mockResolvedValue(page([withDeposit(method)]));
    renderAt('/reservation', routes);
    expect(await screen.findByText(`예약금 6,000원 ${name}`)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(other))).not.toBeInTheDocument();
  });

  it.each([
    ['TRANSFER', '입금 완료'],
    ['ONLINE', '결제 완료'],
  ] as const)('paid by %s: the detail says %s', async (method, name) => {
    vi.mocked(apiGet).mockResolvedValue(withDeposit(method));
    renderAt('/reservation/detail?id=8', routes);
    const section = await screen.findByRole('region', { name: '예약금' });
    expect(section).toHaveTextContent(`6,000원 (${name})`);
  });

  it('paid online, the shop’s account is not shown as where the money went', async () => {
    vi.mocked(apiGet).mockResolvedValue(withDeposit('ONLINE'));
    renderAt('/reservation/detail?id=8', routes);
    const section = await screen.findByRole('region', { name: '예약금' });
    expect(section).not.toHaveTextContent('입금 계좌');
    expect(section).not.toHaveTextContent('카카오뱅크');
  });

  it('sent by transfer, the account it went to stays', async () => {
    vi.mocked(apiGet).mockResolvedValue(withDeposit('TRANSFER'));
    renderAt('/reservation/detail?id=8', routes);
    const section = await screen.findByRole('region', { name: '예약금' });
    expect(section).toHaveTextContent('입금 계좌');
  });
});

/** Opens 예약 취소 on reservation 8 paid by `method`, answered with `q`; returns the question. */
async function askToCancel(method: Method, q: CancelQuote) {
  vi.mocked(apiGet).mockImplementation(async (url: string) =>
    url.endsWith('cancel-quote') ? q : withDeposit(method),
  );
  const user = userEvent.setup();
  renderAt('/reservation/detail?id=8', routes);
  await user.click(await screen.findByRole('button', { name: '예약 취소' }));
  return screen.findByRole('dialog', { name: '예약을 취소할까요?' });
}

describe('예약 취소: the refund route that applies, only', () => {
  it('a transfer, all of it: the shop sends it back to the account', async () => {
    const dialog = await askToCancel('TRANSFER', quote('TRANSFER', 6000));
    expect(dialog).toHaveTextContent('보낸 예약금 6,000원은 매장에서 계좌로 모두 돌려 드려요.');
    expect(dialog).not.toHaveTextContent('카드');
  });

  it('a transfer, part of it: what is left after the fee, sent back by the shop', async () => {
    const dialog = await askToCancel('TRANSFER', quote('TRANSFER', 3000));
    expect(dialog).toHaveTextContent(
      '보낸 예약금 6,000원 중 수수료를 뺀 3,000원을 매장에서 계좌로 돌려 드려요.',
    );
    expect(dialog).not.toHaveTextContent('카드');
  });

  it('a card, all of it: refunded to the card at once', async () => {
    const dialog = await askToCancel('ONLINE', quote('ONLINE', 6000));
    expect(dialog).toHaveTextContent(
      '결제한 예약금 6,000원을 모두 돌려 드려요. 결제한 카드로 바로 환불돼요.',
    );
    expect(dialog).not.toHaveTextContent('계좌');
    expect(dialog).not.toHaveTextContent('매장에서');
  });

  it('a card, part of it: what is left after the fee, to the card at once', async () => {
    const dialog = await askToCancel('ONLINE', quote('ONLINE', 3000));
    expect(dialog).toHaveTextContent(
      '결제한 예약금 6,000원 중 수수료를 뺀 3,000원을 돌려 드려요. 결제한 카드로 바로 환불돼요.',
    );
    expect(dialog).not.toHaveTextContent('계좌');
  });

  it('a card, nothing back: says so of the payment, not of a transfer', async () => {
    const dialog = await askToCancel('ONLINE', quote('ONLINE', 0));
    expect(dialog).toHaveTextContent('규정에 따라 결제한 예약금 6,000원은 돌려받을 수 없어요.');
    expect(dialog).not.toHaveTextContent('돌려 드려요');
  });

  it('the route not known (an API from before it): both, spaced alike', async () => {
    const dialog = await askToCancel('TRANSFER', quote(null, 6000));
    expect(dialog).toHaveTextContent(
      '보낸 예약금 6,000원을 모두 돌려 드려요. 카드로 낸 예약금은 결제가 바로 취소되고, 계좌로 보낸 예약금은 매장에서 돌려 드려요.',
    );
  });
});
