// 예약 취소 applies the terms the dialog showed, and only those: the cancel carries the quote's fee and refundAmount.
// When the shop confirmed the request while the question was open (a free withdrawal became a 50 % fee), the API
// refuses (CANCEL_TERMS_CHANGED) and the dialog says what changed, shows the new fee and asks again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, toast, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { CancelQuote } from '../api/types';
import { ReservationDetailScreen } from '../components/reservation-detail-screen';
import { renderAt, reservation } from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = [{ path: '/reservation/detail', Component: ReservationDetailScreen }];

/** 요청: withdrawn free. */
const free: CancelQuote = {
  reservationSeq: 7,
  daysBefore: 1,
  refundRate: 100,
  unconfirmed: true,
  base: 'PRICE',
  baseAmount: 24000,
  fee: 0,
  refundAmount: 0,
  depositPaid: false,
  depositMethod: null,
  voucher: null,
  refundPolicy: [],
};
/** The same booking once the shop confirmed it: the day before, 50 %. */
const confirmed: CancelQuote = { ...free, unconfirmed: false, refundRate: 50, fee: 12000 };

const termsChanged = new ApiError({
  status: 409,
  resultCode: 'CANCEL_TERMS_CHANGED',
  message: '취소 조건이 바뀌었어요. 다시 확인해 주세요.',
  data: { fee: 12000, refundAmount: 0 },
});

let page = reservation({ reservationSeq: 7, status: 'REQUESTED', statusLabel: '요청', totalPrice: 24000 });
let quote = free;

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  page = reservation({ reservationSeq: 7, status: 'REQUESTED', statusLabel: '요청', totalPrice: 24000 });
  quote = free;
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string) => {
      if (url === '/v2/reservations/7') return page;
      if (url === '/v2/reservations/7/cancel-quote') return quote;
      throw new Error(`unexpected ${url}`);
    });
  // As the API answers: the terms sent must be what cancelling costs now.
  vi.mocked(apiPost)
    .mockReset()
    .mockImplementation(async (_url: string, body?: unknown) => {
      const terms = body as { fee: number; refundAmount: number } | undefined;
      if (!terms || terms.fee !== quote.fee || terms.refundAmount !== quote.refundAmount) throw termsChanged;
      page = {
        ...page,
        status: 'CANCELED',
        statusLabel: '취소',
        canCancel: false,
        cancellation: {
          canceledAt: '2026-11-23T01:00:00.000Z',
          canceledBy: 'OWNER',
          fee: terms.fee,
          refundAmount: terms.refundAmount,
        },
      };
      return page;
    });
});

/** The shop confirms the request while the owner reads the question. */
function shopConfirms() {
  quote = confirmed;
  page = { ...page, status: 'CONFIRMED', statusLabel: '확정' };
}

describe('예약 취소 when the terms changed while the question was open', () => {
  it('sends the terms it showed, then says what changed, shows the new fee and asks again', async () => {
    const refusal = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    onTestFinished(() => {
      refusal.mockRestore();
      success.mockRestore();
    });
    const user = userEvent.setup();
    renderAt('/reservation/detail?id=7', routes);

    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    const first = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
    expect(first).toHaveAccessibleDescription('매장이 아직 확정하지 않은 요청이라 수수료 없이 취소돼요.');

    shopConfirms();
    await user.click(within(first).getByRole('button', { name: '예약 취소' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/reservations/7/cancel', { fee: 0, refundAmount: 0 });

    const again = await screen.findByRole('dialog', { name: /취소 조건이 바뀌었어요/ });
    expect(again).toHaveAccessibleName('취소 조건이 바뀌었어요. 바뀐 조건으로 취소할까요?');
    expect(again).toHaveAccessibleDescription(
      '그사이 매장이 예약을 확정했어요. 지금 취소하면 1일 전 취소라 50% 환불 규정이 적용돼요.',
    );
    expect(again).toHaveTextContent('취소 수수료12,000원');
    expect(refusal).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    // The page behind the question says 확정 now, and nothing was cancelled.
    await waitFor(() => expect(screen.getByText('확정')).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: '취소 정보' })).not.toBeInTheDocument();

    // The owner agrees to the new fee: cancelled on exactly those terms.
    await user.click(within(again).getByRole('button', { name: '예약 취소' }));
    expect(apiPost).toHaveBeenLastCalledWith('/v2/reservations/7/cancel', { fee: 12000, refundAmount: 0 });
    expect(await screen.findByRole('region', { name: '취소 정보' })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('예약을 취소했어요');
  });

  it('closing the new question cancels nothing', async () => {
    const user = userEvent.setup();
    renderAt('/reservation/detail?id=7', routes);

    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    shopConfirms();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '예약 취소' }));
    const again = await screen.findByRole('dialog', { name: /취소 조건이 바뀌었어요/ });
    await user.click(within(again).getByRole('button', { name: '닫기' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('확정')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '예약 취소' })).toBeInTheDocument();
  });

  it('a deposit recorded as paid meanwhile: says so, with what comes back now', async () => {
    const deposit = {
      amount: 6000,
      paid: false,
      paidAt: null,
      dueAt: '2026-11-24T01:00:00.000Z',
      method: null,
      account: '카카오뱅크 1',
      refundedAt: null,
    };
    page = reservation({ reservationSeq: 7, deposit });
    quote = { ...confirmed, base: 'DEPOSIT', baseAmount: 6000, fee: 0, refundAmount: 0 };
    const user = userEvent.setup();
    renderAt('/reservation/detail?id=7', routes);

    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    const first = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
    expect(first).toHaveTextContent('예약금을 보내기 전이라 수수료 없이 취소돼요.');
    quote = { ...quote, depositPaid: true, depositMethod: 'TRANSFER', fee: 3000, refundAmount: 3000 };
    page = {
      ...page,
      deposit: { ...deposit, paid: true, paidAt: '2026-11-23T01:00:00.000Z', method: 'TRANSFER' },
    };
    await user.click(within(first).getByRole('button', { name: '예약 취소' }));

    const again = await screen.findByRole('dialog', { name: /취소 조건이 바뀌었어요/ });
    expect(again).toHaveAccessibleDescription(
      '그사이 매장이 예약금 입금을 확인했어요. 지금 취소하면 1일 전 취소라 50% 환불 규정이 적용돼요.',
    );
    expect(again).toHaveTextContent('환불 금액3,000원');
  });

  it('a deposit paid by card meanwhile (another phone): says it was paid, not that the shop saw a transfer', async () => {
    const deposit = {
      amount: 6000,
      paid: false,
      paidAt: null,
      dueAt: '2026-11-24T01:00:00.000Z',
      method: null,
      account: '카카오뱅크 1',
      refundedAt: null,
    };
    page = reservation({ reservationSeq: 7, deposit });
    quote = { ...confirmed, base: 'DEPOSIT', baseAmount: 6000, fee: 0, refundAmount: 0 };
    const user = userEvent.setup();
    renderAt('/reservation/detail?id=7', routes);

    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    const first = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
    quote = { ...quote, depositPaid: true, depositMethod: 'ONLINE', fee: 3000, refundAmount: 3000 };
    page = {
      ...page,
      deposit: { ...deposit, paid: true, paidAt: '2026-11-23T01:00:00.000Z', method: 'ONLINE' },
    };
    await user.click(within(first).getByRole('button', { name: '예약 취소' }));

    const again = await screen.findByRole('dialog', { name: /취소 조건이 바뀌었어요/ });
    expect(again).toHaveAccessibleDescription(
      '그사이 예약금 결제가 완료되었어요. 지금 취소하면 1일 전 취소라 50% 환불 규정이 적용돼요.',
    );
    expect(again).toHaveTextContent('결제한 카드로 바로 환불돼요.');
  });
});
