// A payment the server refuses after the card approved it (what it paid for went meanwhile: the deposit paid in
// another tab, the coupon spent there) is cancelled at the gateway and the money given back (order VOIDED). The page
// the payment window returns to says so, rather than 결제 완료 with nothing said, or a bare refusal beside 예약하기.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { DepositScreen } from '../components/deposit-screen';
import { PurchaseConfirmScreen } from '../components/purchase-confirm-screen';
import { VoucherSuccessScreen } from '../components/voucher-result-screens';
import { depositOf, quoteOf } from './fixtures';
import type { Deposit, PaymentOrder } from '../api/types';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const orderOf = (o: Partial<PaymentOrder>): PaymentOrder => ({
  orderId: 'GDTEST0009',
  orderName: '멍멍호텔 예약금',
  purpose: 'DEPOSIT',
  refSeq: 9,
  amount: 8000,
  status: 'VOIDED',
  refundedAmount: 8000,
  method: '카드',
  approvedAt: null,
  ...o,
});

const refusal = (status: number, resultCode: string, message: string) =>
  new ApiError({ status, resultCode, message });

/** The API: the confirm refused with `refused`, the order and the deposit as they stand after it. */
function serve(refused: ApiError, order: PaymentOrder, deposit?: Deposit) {
  vi.mocked(apiPost).mockRejectedValue(refused);
  vi.mocked(apiGet).mockImplementation(async (url: string, params?: unknown) => {
    if (url === `/v2/payments/orders/${order.orderId}`) return order;
    if (url === '/v2/reservations/9/deposit' && deposit) return deposit;
    if (url === '/v2/vouchers/products/2/quote') {
      // The coupon was spent in the other tab: the quote refuses it now.
      if ((params as { couponSeq?: number } | undefined)?.couponSeq)
        throw refusal(409, 'COUPON_NOT_APPLICABLE', '이 결제에는 쓸 수 없는 쿠폰이에요.');
      return quoteOf(null);
    }
    throw new Error(`unexpected ${url}`);
  });
}

const paidOnline = depositOf({
  amount: 8000,
  paid: true,
  method: 'ONLINE',
  paidAt: '2026-11-23T03:00:00.000Z',
  payable: false,
});

const depositRoutes = [{ path: '/deposit/:id', Component: DepositScreen }];
const backFromWindow = '/deposit/9?paymentKey=pk_2&orderId=GDTEST0009&amount=8000';

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset();
});

describe('예약금 paid from two tabs', () => {
  it('the second says the deposit was paid already and that its own card payment was cancelled and refunded', async () => {
    serve(refusal(409, 'DEPOSIT_ALREADY_PAID', '이미 입금이 확인된 예약금이에요.'), orderOf({}), paidOnline);
    renderScreen(backFromWindow, depositRoutes);

    expect(
      await screen.findByText(
        '이미 결제된 예약금이에요. 방금 승인된 8,000원 결제는 취소하고 환불했어요. 카드사에 따라 3~7일 뒤에 보일 수 있어요.',
      ),
    ).toBeInTheDocument();
    // The deposit itself is paid (by the first tab), and this payment did not do it.
    expect(screen.getByText('결제 완료')).toBeInTheDocument();
    expect(screen.queryByText(/예약금을 결제했어요/)).not.toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/payments/orders/GDTEST0009');
  });

  it('paid by transfer meanwhile (the shop marked it received), says the transfer was confirmed', async () => {
    serve(refusal(409, 'DEPOSIT_ALREADY_PAID', '이미 입금이 확인된 예약금이에요.'), orderOf({}), {
      ...paidOnline,
      method: 'TRANSFER',
    });
    renderScreen(backFromWindow, depositRoutes);

    expect(
      await screen.findByText(
        /^이미 입금이 확인된 예약금이에요\. 방금 승인된 8,000원 결제는 취소하고 환불했어요\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('입금 완료')).toBeInTheDocument();
  });

  it('a payment the server failed after the charge and cancelled offers no second confirm, only paying anew', async () => {
    serve(
      refusal(500, 'INTERNAL_ERROR', '잠시 후 다시 시도해 주세요.'),
      orderOf({}),
      depositOf({ amount: 8000 }),
    );
    renderScreen(backFromWindow, depositRoutes);

    expect(await screen.findByText(/방금 승인된 8,000원 결제는 취소하고 환불했어요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '결제 확인 다시 시도' })).not.toBeInTheDocument();
    expect(screen.queryByText(/카드 결제는 승인됐을 수 있어요/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '8,000원 온라인 결제' })).toBeInTheDocument();
  });

  it('says nothing of a refund the order does not show (its cancel at the card company did not go through)', async () => {
    serve(
      refusal(409, 'INVALID_STATUS_TRANSITION', '현재 예약 상태에서는 처리할 수 없어요.'),
      orderOf({ status: 'READY', refundedAmount: 0 }),
      depositOf({ amount: 8000, status: 'CANCELED', payable: false }),
    );
    renderScreen(backFromWindow, depositRoutes);

    expect(await screen.findByText('현재 예약 상태에서는 처리할 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByText(/환불했어요/)).not.toBeInTheDocument();
  });

  it('a refusal before the card was charged reads no order', async () => {
    serve(
      refusal(400, 'PAYMENT_FAILED', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.'),
      orderOf({ status: 'READY' }),
      depositOf({ amount: 8000 }),
    );
    renderScreen(backFromWindow, depositRoutes);

    expect(await screen.findByText('한도초과 혹은 잔액부족으로 결제에 실패했습니다.')).toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalledWith('/v2/payments/orders/GDTEST0009');
  });
});

describe('이용권 bought with a coupon another tab just used', () => {
  const voucherOrder = orderOf({
    orderName: '바둑펫뷰티 종로점 목욕 10회 이용권',
    purpose: 'VOUCHER',
    amount: 243000,
    refundedAmount: 243000,
  });
  const success =
    '/voucher/success?voucherProductSeq=2&couponSeq=4&paymentKey=pk_2&orderId=GDTEST0009&amount=243000';
  const routes = [
    { path: '/voucher/success', Component: VoucherSuccessScreen },
    { path: '/voucher/purchase/confirm', Component: PurchaseConfirmScreen },
  ];

  it('says the payment was cancelled and refunded, and 다시 결제하기 opens the pass’s purchase page without the spent coupon', async () => {
    serve(refusal(409, 'COUPON_NOT_APPLICABLE', '이 결제에는 쓸 수 없는 쿠폰이에요.'), voucherOrder);
    const user = userEvent.setup();
    const { router } = renderScreen(success, routes, { before: ['/voucher'] });

    expect(await screen.findByRole('heading', { name: '결제를 취소했어요' })).toBeInTheDocument();
    expect(screen.getByTestId('fail-reason')).toHaveTextContent('이 결제에는 쓸 수 없는 쿠폰이에요.');
    expect(
      screen.getByText('승인된 243,000원은 환불했어요. 카드사에 따라 3~7일 뒤에 보일 수 있어요.'),
    ).toBeInTheDocument();
    // Nothing was bought: no way on to book with it.
    expect(screen.queryByRole('button', { name: '예약하기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '내 이용권' })).not.toBeInTheDocument();
    const again = screen.getByRole('button', { name: '다시 결제하기' });
    expect(again).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByRole('button', { name: '이용권 보러 가기' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );

    await user.click(again);
    expect(router.state.location.pathname).toBe('/voucher/purchase/confirm');
    expect(
      await screen.findByText('이 결제에는 쓸 수 없는 쿠폰이에요. 쿠폰 없이 계산했어요.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('270,000원');
    expect(
      within(screen.getByRole('radiogroup')).getByRole('radio', { name: '쿠폰 사용 안 함' }),
    ).toBeChecked();
  });

  it('a pass withdrawn meanwhile: cancelled and refunded, and the way on is 이용권, not paying for it again', async () => {
    serve(refusal(404, 'VOUCHER_PRODUCT_NOT_FOUND', '이용권 상품을 찾을 수 없어요.'), voucherOrder);
    renderScreen(success, routes);

    expect(await screen.findByRole('heading', { name: '결제를 취소했어요' })).toBeInTheDocument();
    expect(screen.getByText(/승인된 243,000원은 환불했어요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 결제하기' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이용권 보러 가기' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
  });
});
