// After a cancellation, a deposit sent by bank transfer is the shop's to send back: 환불 예정 until the shop records it,
// then 환불 완료. A card deposit is refunded by the gateway at once. And a kindergarten or day care visit shows its window.
import { screen } from '@testing-library/react';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { DepositScreen } from '../components/deposit-screen';
import { depositOf } from './fixtures';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
}));

const routes = [{ path: '/deposit/:id', Component: DepositScreen }];
const cancelled = { status: 'CANCELED' as const, statusLabel: '취소', paid: true, payable: false };

beforeEach(() => {
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset();
});

describe('예약금 after a cancellation', () => {
  it('by transfer, not sent back yet: 환불 예정, and who sends it', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      depositOf({ ...cancelled, method: 'TRANSFER', refundedAmount: 0, refundPending: 13500 }),
    );
    renderScreen('/deposit/9', routes);
    expect(await screen.findByText('13,500원 환불 예정')).toBeInTheDocument();
    expect(screen.getByText(/매장에서 13,500원을 직접 돌려보내 드려요/)).toBeInTheDocument();
    expect(screen.queryByText(/환불 완료$/)).not.toBeInTheDocument();
  });

  it('by transfer, recorded sent by the shop: 환불 완료', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      depositOf({
        ...cancelled,
        method: 'TRANSFER',
        refundedAmount: 13500,
        refundPending: 0,
        refundedAt: '2026-11-25T03:00:00.000Z',
      }),
    );
    renderScreen('/deposit/9', routes);
    expect(await screen.findByText('13,500원 환불 완료')).toBeInTheDocument();
    expect(screen.queryByText(/돌려보내 드려요/)).not.toBeInTheDocument();
  });

  it('by card: refunded through the gateway at once', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      depositOf({
        ...cancelled,
        method: 'ONLINE',
        refundedAmount: 13500,
        refundPending: 0,
        refundedAt: '2026-11-22T03:00:00.000Z',
      }),
    );
    renderScreen('/deposit/9', routes);
    expect(await screen.findByText('13,500원 환불 완료')).toBeInTheDocument();
  });
});

describe('예약금 of a kindergarten day', () => {
  it('says the visit’s window, not the date alone', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      depositOf({
        productName: '반일반 (4시간)',
        date: '2026-12-08',
        endDate: null,
        time: null,
        startAt: '2026-12-08T01:00:00.000Z',
        endAt: '2026-12-08T05:00:00.000Z',
      }),
    );
    renderScreen('/deposit/9', routes);
    expect(
      await screen.findByText(/^방문 (2026년 )?12월 8일 \(화\) 오전 10:00 ~ 오후 2:00$/),
    ).toBeInTheDocument();
  });
});
