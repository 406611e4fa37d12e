import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import {
  ApiError,
  apiGet,
  apiPost,
  createQueryClient,
  dialog,
  publicGet,
  requestPayment,
  useSessionStore,
} from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { CouponDetailScreen } from '../components/coupon-screens';
import { DepositScreen } from '../components/deposit-screen';
import { PurchaseConfirmScreen } from '../components/purchase-confirm-screen';
import { VoucherFailScreen, VoucherSuccessScreen } from '../components/voucher-result-screens';
import { VoucherScreen } from '../components/voucher-screen';
import { couponOf, depositOf, quoteOf as quote, voucherOf as voucher } from './fixtures';
import type { Deposit } from '../api/types';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  publicGet: vi.fn(),
  requestPayment: vi.fn(),
  useCurrentShop: () => ({ shopId: 1, shopInfo: { name: '바둑펫뷰티 종로점' } }),
}));

function renderAt(
  path: string,
  routes: RouteObject[],
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const coupon = couponOf();
const unpaidDeposit = depositOf();
/** The deposit as the API reads it once the card payment is confirmed. */
const paidOnline = (d: Deposit) => ({
  ...d,
  paid: true,
  method: 'ONLINE' as const,
  paidAt: '2026-11-23T03:00:00.000Z',
  payable: false,
});

const order = {
  orderId: 'GDTEST0001',
  amount: 243000,
  orderName: '바둑펫뷰티 종로점 목욕 10회 이용권',
  customerKey: 'cus_1',
  checkout: { kind: 'FAKE' as const, clientKey: 'test_ck', checkoutPath: '/fake-toss/checkout' },
};

/** The API of 이용권: the passes that can still pay, and one page of past ones. */
function serveVouchers(active: unknown[], past: unknown[] = []) {
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/vouchers') return active;
    if (url === '/v2/vouchers/past') return { items: past, nextCursor: null };
    throw new Error(`unexpected ${url}`);
  });
}

afterEach(() => vi.useRealTimers());

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  for (const f of [apiGet, apiPost, publicGet, requestPayment]) vi.mocked(f).mockReset();
});

describe('이용권', () => {
  it('shows my passes per shop with uses left of total, expiry and each use, and the shop’s passes to buy', async () => {
    serveVouchers([voucher()]);
    vi.mocked(publicGet).mockResolvedValue([quote(null).product]);
    renderAt('/voucher', [{ path: '/voucher', Component: VoucherScreen }]);
    const card = await screen.findByRole('article', { name: '목욕 10회 이용권' });
    expect(within(card).getByText('9회 남음')).toBeInTheDocument();
    expect(within(card).getByText('총 10회 · 사용 1회')).toBeInTheDocument();
    expect(within(card).getByText(/유효기간 2027/)).toBeInTheDocument();
    expect(within(card).getByText('사용 내역 1건')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^목욕 10회 이용권 .* 구매하기$/ })).toHaveAttribute(
      'href',
      '/voucher/purchase/confirm?voucherProductSeq=2',
    );
    expect(publicGet).toHaveBeenCalledWith('/v2/vouchers/products', { shopId: 1 });
  });

  it('keeps the passes that can still pay on top, and the refunded or spent ones under 지난 이용권 with their shop', async () => {
    serveVouchers(
      [voucher({ voucherSeq: 7, name: '목욕 10회 이용권' })],
      [
        voucher({ voucherSeq: 9, name: '환불한 목욕 이용권', state: 'REFUNDED', refundAmount: 270000 }),
        voucher({
          voucherSeq: 8,
          name: '다 쓴 목욕 이용권',
          state: 'USED_UP',
          remainingUses: 0,
          usedUses: 10,
        }),
      ],
    );
    vi.mocked(publicGet).mockResolvedValue([]);
    renderAt('/voucher', [{ path: '/voucher', Component: VoucherScreen }]);
    const mine = await screen.findByRole('region', { name: '내 이용권' });
    expect(
      within(mine)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['목욕 10회 이용권']);
    const past = await screen.findByRole('region', { name: '지난 이용권' });
    const cards = within(past).getAllByRole('article');
    expect(cards.map((a) => a.getAttribute('aria-label'))).toEqual([
      '환불한 목욕 이용권',
      '다 쓴 목욕 이용권',
    ]);
    expect(within(cards[0]).getByText('바둑펫뷰티 종로점')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/vouchers', { scope: 'active' });
  });

  it('shows my passes and the passes to buy together, so neither is pushed down when the other arrives', async () => {
    serveVouchers([voucher()]);
    let sell: (v: unknown) => void = () => {};
    vi.mocked(publicGet).mockReturnValue(new Promise((resolve) => (sell = resolve)));
    renderAt('/voucher', [{ path: '/voucher', Component: VoucherScreen }]);
    expect(await screen.findByLabelText('이용권을 불러오는 중')).toHaveAttribute('aria-busy', 'true');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('article', { name: '목욕 10회 이용권' })).not.toBeInTheDocument();
    sell([quote(null).product]);
    expect(await screen.findByRole('article', { name: '목욕 10회 이용권' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^목욕 10회 이용권 .* 구매하기$/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('이용권을 불러오는 중')).not.toBeInTheDocument();
  });

  it('still shows my passes when the passes to buy fail to load, with a retry for those', async () => {
    serveVouchers([voucher()]);
    vi.mocked(publicGet)
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue([quote(null).product]);
    renderAt('/voucher', [{ path: '/voucher', Component: VoucherScreen }]);
    expect(await screen.findByRole('article', { name: '목욕 10회 이용권' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: /^목욕 10회 이용권 .* 구매하기$/ })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '목욕 10회 이용권' })).toBeInTheDocument();
  });

  it('refund refused because the pass was refunded meanwhile (another phone): the card shows it refunded', async () => {
    let mine = [voucher()];
    let past: unknown[] = [];
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/vouchers') return mine;
      if (url === '/v2/vouchers/past') return { items: past, nextCursor: null };
      if (url === '/v2/vouchers/7/refund-quote')
        return {
          voucherSeq: 7,
          paidAmount: 270000,
          usedUses: 1,
          unitListPrice: 30000,
          deduction: 30000,
          refundAmount: 240000,
          refundable: false,
          reason: 'REFUNDED',
        };
      throw new Error(`unexpected ${url}`);
    });
    vi.mocked(publicGet).mockResolvedValue([]);
    const user = userEvent.setup();
    renderAt('/voucher', [{ path: '/voucher', Component: VoucherScreen }]);
    const card = await screen.findByRole('article', { name: '목욕 10회 이용권' });
    [mine, past] = [[], [voucher({ state: 'REFUNDED', refundAmount: 240000 })]];

    await user.click(within(card).getByRole('button', { name: '환불 신청' }));
    const moved = within(await screen.findByRole('region', { name: '지난 이용권' })).getByRole('article', {
      name: '목욕 10회 이용권',
    });
    expect(within(moved).getByText('환불 완료')).toBeInTheDocument();
    expect(within(moved).queryByRole('button', { name: '환불 신청' })).not.toBeInTheDocument();
    expect(screen.getByText('쓸 수 있는 이용권이 없어요')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('has an empty state that points to buying one', async () => {
    serveVouchers([]);
    vi.mocked(publicGet).mockResolvedValue([]);
    renderAt('/voucher', [{ path: '/voucher', Component: VoucherScreen }]);
    expect(await screen.findByText('쓸 수 있는 이용권이 없어요')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '지난 이용권' })).not.toBeInTheDocument(),
    );
  });

  it('a shop that sells no passes says so and offers 문의하기, to the chat with that shop', async () => {
    serveVouchers([]);
    vi.mocked(publicGet).mockResolvedValue([]);
    const user = userEvent.setup();
    const router = renderAt('/voucher', [
      { path: '/voucher', Component: VoucherScreen },
      { path: '/chatting/prepare', element: <p>상담 준비 화면</p> },
    ]);
    const sell = await screen.findByRole('region', { name: '바둑펫뷰티 종로점 이용권 구매' });
    expect(within(sell).getByText('이 매장은 아직 이용권을 팔지 않아요')).toBeInTheDocument();
    await user.click(within(sell).getByRole('button', { name: '문의하기' }));
    expect(await screen.findByText('상담 준비 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?shopId=1');
  });

  it('purchase: a coupon changes the breakdown, and paying opens the payment window for the server’s order', async () => {
    vi.mocked(apiGet).mockImplementation(async (_url: string, params?: Record<string, unknown>) =>
      quote(params?.couponSeq ? Number(params.couponSeq) : null),
    );
    vi.mocked(apiPost).mockResolvedValue(order);
    const user = userEvent.setup();
    renderAt('/voucher/purchase/confirm?voucherProductSeq=2', [
      { path: '/voucher/purchase/confirm', Component: PurchaseConfirmScreen },
    ]);
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('270,000원');
    await user.click(screen.getByRole('radio', { name: /첫 이용권 구매 10% 할인/ }));
    expect(await screen.findByText('−27,000원')).toBeInTheDocument();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('243,000원');
    await user.click(screen.getByRole('button', { name: '243,000원 결제하기' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/vouchers/purchases', { voucherProductSeq: 2, couponSeq: 4 });
    expect(requestPayment).toHaveBeenCalledWith(order, {
      successUrl: '/voucher/success?voucherProductSeq=2&couponSeq=4',
      failUrl: '/voucher/fail?voucherProductSeq=2&couponSeq=4',
      customerName: undefined,
    });
  });

  it('purchase: while a newly chosen coupon’s price is on the way, 결제하기 waits instead of offering the old amount', async () => {
    let price: (q: unknown) => void = () => {};
    vi.mocked(apiGet).mockImplementation((_url: string, params?: Record<string, unknown>) =>
      params?.couponSeq ? new Promise((resolve) => (price = resolve)) : Promise.resolve(quote(null)),
    );
    const user = userEvent.setup();
    renderAt('/voucher/purchase/confirm?voucherProductSeq=2', [
      { path: '/voucher/purchase/confirm', Component: PurchaseConfirmScreen },
    ]);
    expect(await screen.findByRole('button', { name: '270,000원 결제하기' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /첫 이용권 구매 10% 할인/ }));

    const pay = screen.getByRole('button', { name: /결제하기/ });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(pay).toHaveAttribute('aria-busy', 'true');
    act(() => price(quote(4)));
    expect(await screen.findByRole('button', { name: '243,000원 결제하기' })).toBeEnabled();
  });

  it('purchase: the chosen coupon stays in the address, so back from the payment window (a new page load) keeps it', async () => {
    vi.mocked(apiGet).mockImplementation(async (_url: string, params?: Record<string, unknown>) =>
      quote(params?.couponSeq ? Number(params.couponSeq) : null),
    );
    const user = userEvent.setup();
    const routes = [{ path: '/voucher/purchase/confirm', Component: PurchaseConfirmScreen }];
    const router = renderAt('/voucher/purchase/confirm?voucherProductSeq=2', routes);
    await user.click(await screen.findByRole('radio', { name: /첫 이용권 구매 10% 할인/ }));
    expect(await screen.findByText('−27,000원')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?voucherProductSeq=2&couponSeq=4');
    expect(router.state.historyAction).toBe('REPLACE');

    // The page opened again at that address (the gateway's back) shows the same coupon and price.
    cleanup();
    renderAt(router.state.location.pathname + router.state.location.search, routes);
    expect(await screen.findByRole('radio', { name: /첫 이용권 구매 10% 할인/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('243,000원');

    await user.click(screen.getByRole('radio', { name: '쿠폰 사용 안 함' }));
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('270,000원');
  });

  it('purchase: opened again with a coupon spent since (back after paying, another phone), drops it and shows the price without it', async () => {
    vi.mocked(apiGet).mockImplementation(async (_url: string, params?: Record<string, unknown>) => {
      if (params?.couponSeq)
        throw new ApiError({
          status: 409,
          resultCode: 'COUPON_NOT_APPLICABLE',
          message: '이 결제에는 쓸 수 없는 쿠폰이에요.',
        });
      return { ...quote(null), coupons: [] };
    });
    vi.mocked(apiPost).mockResolvedValue({ ...order, amount: 270000 });
    const user = userEvent.setup();
    const router = renderAt('/voucher/purchase/confirm?voucherProductSeq=2&couponSeq=4', [
      { path: '/voucher/purchase/confirm', Component: PurchaseConfirmScreen },
    ]);
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('270,000원');
    expect(screen.getByRole('radio', { name: '쿠폰 사용 안 함' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('이 결제에는 쓸 수 없는 쿠폰이에요. 쿠폰 없이 계산했어요.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?voucherProductSeq=2');
    expect(router.state.historyAction).toBe('REPLACE');
    await user.click(screen.getByRole('button', { name: '270,000원 결제하기' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/vouchers/purchases', { voucherProductSeq: 2 });
  });

  it('purchase: a pass the shop no longer sells (다시 결제하기 after it was withdrawn) says so and leads to 이용권', async () => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({
        status: 404,
        resultCode: 'VOUCHER_PRODUCT_NOT_FOUND',
        message: '이용권 상품을 찾을 수 없어요.',
      }),
    );
    const user = userEvent.setup();
    renderAt('/voucher/purchase/confirm?voucherProductSeq=2&couponSeq=4', [
      { path: '/voucher/purchase/confirm', Component: PurchaseConfirmScreen },
      { path: '/voucher', Component: () => <h1>이용권 화면</h1> },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('이용권 상품을 찾을 수 없어요.');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이용권 보러 가기' }));
    expect(await screen.findByRole('heading', { name: '이용권 화면' })).toBeInTheDocument();
  });

  it('purchase: opened without a product, says so and leads back to 이용권 without asking for a quote', async () => {
    const user = userEvent.setup();
    renderAt('/voucher/purchase/confirm', [
      { path: '/voucher/purchase/confirm', Component: PurchaseConfirmScreen },
      { path: '/voucher', Component: () => <h1>이용권 화면</h1> },
    ]);
    expect(
      screen.getByText('구매할 이용권을 알 수 없어요. 이용권 화면에서 다시 골라 주세요.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '이용권 보러 가기' }));
    expect(await screen.findByRole('heading', { name: '이용권 화면' })).toBeInTheDocument();
  });

  it('success: confirms the payment once with the returned parameters, then shows the new pass', async () => {
    vi.mocked(apiPost).mockResolvedValue({ orderId: 'GDTEST0001', status: 'PAID' });
    vi.mocked(apiGet).mockResolvedValue(voucher({ usedUses: 0, remainingUses: 10, history: [] }));
    renderAt('/voucher/success?paymentKey=pk_1&orderId=GDTEST0001&amount=243000', [
      { path: '/voucher/success', Component: VoucherSuccessScreen },
    ]);
    expect(await screen.findByText('이용권을 구매했어요')).toBeInTheDocument();
    expect(screen.getByText('10회 남음')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(apiPost).toHaveBeenCalledWith('/v2/payments/confirm', {
      paymentKey: 'pk_1',
      orderId: 'GDTEST0001',
      amount: 243000,
    });
  });

  /** Opens /voucher/success with the confirm call failing once with this status, resultCode and message. */
  async function confirmFailsWith(status: number, resultCode: string, message: string) {
    const { ApiError } = await vi.importActual<typeof Shared>('@guardian/shared');
    vi.mocked(apiPost).mockRejectedValueOnce(new ApiError({ status, resultCode, message }));
    renderAt('/voucher/success?paymentKey=pk_1&orderId=GDTEST0001&amount=243000', [
      { path: '/voucher/success', Component: VoucherSuccessScreen },
    ]);
  }

  it('success: a refused confirm shows the gateway’s reason and no retry, since the same payment is refused again', async () => {
    await confirmFailsWith(400, 'PAYMENT_FAILED', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
    expect(await screen.findByText('한도초과 혹은 잔액부족으로 결제에 실패했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '내 이용권' })).toBeInTheDocument();
  });

  it('success: a confirm the gateway did not answer offers 다시 시도, which confirms again', async () => {
    await confirmFailsWith(502, 'EXTERNAL_SERVICE_ERROR', '결제사와 연결하지 못했어요.');
    expect(await screen.findByText('결제사와 연결하지 못했어요.')).toBeInTheDocument();
    const calls = vi.mocked(apiPost).mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(vi.mocked(apiPost).mock.calls.length).toBe(calls + 1));
  });

  it('fail: says why in the app’s words for the gateway’s code, and offers to pay again', async () => {
    renderAt('/voucher/fail?code=REJECT_CARD_PAYMENT&message=카드사에서 거절했어요&voucherProductSeq=2', [
      { path: '/voucher/fail', Component: VoucherFailScreen },
    ]);
    expect(screen.getByTestId('fail-reason')).toHaveTextContent(
      '카드사에서 결제를 거절했어요. 한도나 잔액을 확인해 주세요.',
    );
    expect(screen.getByRole('button', { name: '다시 결제하기' })).toBeInTheDocument();
    // The way back named as every other 이용권 button names it, not '이용권으로' (read as "pay with a pass").
    expect(screen.getByRole('button', { name: '이용권 보러 가기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이용권으로' })).not.toBeInTheDocument();
  });

  it('fail: a message written into the link is never shown, an unknown code reads as the general failure', async () => {
    renderAt('/voucher/fail?code=X&message=입금 계좌가 바뀌었어요: 신한 110-000-000000&voucherProductSeq=2', [
      { path: '/voucher/fail', Component: VoucherFailScreen },
    ]);
    expect(screen.getByTestId('fail-reason')).toHaveTextContent('결제를 마치지 못했어요.');
    expect(screen.queryByText(/입금 계좌가 바뀌었어요/)).not.toBeInTheDocument();
  });
});

describe('쿠폰과 예약금 (public layout)', () => {
  it('asks to log in when there is no session, and calls nothing', async () => {
    useSessionStore.getState().setToken(null);
    renderAt('/coupon/4', [{ path: '/coupon/:id', Component: CouponDetailScreen }]);
    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('shows a coupon’s conditions', async () => {
    vi.mocked(apiGet).mockResolvedValue(coupon);
    renderAt('/coupon/4', [{ path: '/coupon/:id', Component: CouponDetailScreen }]);
    expect(await screen.findByText('10% 할인')).toBeInTheDocument();
    expect(screen.getByText('100,000원')).toBeInTheDocument();
    expect(screen.getByText('30,000원')).toBeInTheDocument();
  });

  it('a coupon that is gone says so, offers no retry, and leads to the coupon list', async () => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 404, resultCode: 'COUPON_NOT_FOUND', message: '쿠폰을 찾을 수 없어요.' }),
    );
    const user = userEvent.setup();
    const router = renderAt('/coupon/404', [
      { path: '/coupon/:id', Component: CouponDetailScreen },
      { path: '/coupon', element: <p>쿠폰 목록 화면</p> },
    ]);
    expect(await screen.findByText('쿠폰을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '쿠폰 목록' }));
    expect(router.state.location.pathname).toBe('/coupon');
  });

  it.each([
    ['/coupon/abc', '/coupon/:id', CouponDetailScreen, '쿠폰을 찾을 수 없어요.', '쿠폰 목록'],
    ['/deposit/0', '/deposit/:id', DepositScreen, '예약을 찾을 수 없어요.', '예약 내역 보기'],
  ])(
    '%s names nothing: says it is not there with a way on, without asking the API',
    async (path, pattern, Screen, text, way) => {
      renderAt(path, [{ path: pattern, Component: Screen }]);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: way })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(apiGet).not.toHaveBeenCalled();
    },
  );

  it('deposit: amount, due time and account, and paying online opens the window that returns here', async () => {
    vi.mocked(apiGet).mockResolvedValue(unpaidDeposit);
    vi.mocked(apiPost).mockResolvedValue({ ...order, amount: 27000 });
    const user = userEvent.setup();
    renderAt('/deposit/9', [{ path: '/deposit/:id', Component: DepositScreen }]);
    expect(await screen.findByTestId('deposit-amount')).toHaveTextContent('27,000원');
    expect(screen.getByText('입금 전')).toBeInTheDocument();
    expect(screen.getByText('123-456').parentElement).toHaveTextContent('국민은행 123-456 (멍멍호텔)');
    await user.click(screen.getByRole('button', { name: '27,000원 온라인 결제' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/reservations/9/deposit/payment');
    expect(requestPayment).toHaveBeenCalledWith(expect.objectContaining({ amount: 27000 }), {
      successUrl: '/deposit/9',
      failUrl: '/deposit/9',
    });
  });

  it('deposit: back from the payment window with a failure, says so in the app’s words, never the link’s message', async () => {
    vi.mocked(apiGet).mockResolvedValue(unpaidDeposit);
    renderAt('/deposit/9?code=PAY_PROCESS_CANCELED&message=입금 계좌가 바뀌었어요: 신한 110-000-000000', [
      { path: '/deposit/:id', Component: DepositScreen },
    ]);
    expect(
      await screen.findByText('결제를 취소했어요. 다시 결제하려면 아래 버튼을 눌러 주세요.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/입금 계좌가 바뀌었어요/)).not.toBeInTheDocument();
    expect(screen.getByText('123-456').parentElement).toHaveTextContent('국민은행 123-456 (멍멍호텔)');
  });

  it('deposit: a hotel stay shows its check-in and check-out; a visit its day and time', async () => {
    // The dates below are in the Seoul year of 'now': a day of another year would carry its year.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00+09:00'));
    vi.mocked(apiGet).mockResolvedValue(depositOf({ date: '2026-12-03', endDate: '2026-12-05' }));
    renderAt('/deposit/9', [{ path: '/deposit/:id', Component: DepositScreen }]);
    expect(await screen.findByText('체크인 12월 3일 (목) · 체크아웃 12월 5일 (토)')).toBeInTheDocument();
    cleanup();

    vi.mocked(apiGet).mockResolvedValue(
      depositOf({ productName: '목욕', date: '2026-12-03', time: '13:00', endDate: null }),
    );
    renderAt('/deposit/9', [{ path: '/deposit/:id', Component: DepositScreen }]);
    expect(await screen.findByText('방문 12월 3일 (목) 오후 1:00')).toBeInTheDocument();
  });

  it('deposit: the due time and the time it was paid read like the visit’s, 오후 and the weekday', async () => {
    vi.mocked(apiGet).mockResolvedValue(depositOf({ dueAt: '2026-11-24T11:17:00.000Z' }));
    renderAt('/deposit/9', [{ path: '/deposit/:id', Component: DepositScreen }]);
    expect(await screen.findByText('11월 24일 (화) 오후 8:17까지 보내 주세요')).toBeInTheDocument();
    cleanup();

    vi.mocked(apiGet).mockResolvedValue(
      depositOf({ paid: true, payable: false, method: 'TRANSFER', paidAt: '2026-11-23T06:00:00.000Z' }),
    );
    renderAt('/deposit/9', [{ path: '/deposit/:id', Component: DepositScreen }]);
    expect(await screen.findByText('11월 23일 (월) 오후 3:00 계좌이체')).toBeInTheDocument();
  });

  it('deposit: a double tap on 온라인 결제 opens one order and one payment window, and the button stays busy', async () => {
    vi.mocked(apiGet).mockResolvedValue(unpaidDeposit);
    vi.mocked(apiPost).mockResolvedValue({ ...order, amount: 27000 });
    vi.mocked(requestPayment).mockResolvedValue(undefined); // the browser is on its way to the payment window
    renderAt('/deposit/9', [{ path: '/deposit/:id', Component: DepositScreen }]);
    const button = await screen.findByRole('button', { name: '27,000원 온라인 결제' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(requestPayment).toHaveBeenCalled());
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(requestPayment).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true')); // leaving: no third order while the page goes

    // Back from the payment window to the page kept in the back-forward cache: it reads the deposit anew and, still
    // unpaid (the window was closed), can pay again.
    const shown = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(shown, 'persisted', { value: true });
    act(() => void window.dispatchEvent(shown));
    expect(await screen.findByRole('button', { name: '27,000원 온라인 결제' })).toBeEnabled();
  });

  it('deposit: refused because the shop has just marked the transfer received, reads it anew and says 입금 완료', async () => {
    vi.mocked(apiGet)
      .mockResolvedValueOnce(unpaidDeposit)
      .mockResolvedValue(
        depositOf({ paid: true, payable: false, method: 'TRANSFER', paidAt: '2026-11-23T06:00:00.000Z' }),
      );
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({
        status: 409,
        resultCode: 'DEPOSIT_ALREADY_PAID',
        message: '이미 입금이 확인된 예약금이에요.',
      }),
    );
    const user = userEvent.setup();
    renderAt('/deposit/9', [{ path: '/deposit/:id', Component: DepositScreen }]);
    await user.click(await screen.findByRole('button', { name: '27,000원 온라인 결제' }));
    expect(await screen.findByText('입금 완료')).toBeInTheDocument();
    expect(screen.getByText('이미 입금이 확인된 예약금이에요.')).toBeInTheDocument();
    expect(screen.queryByText('입금 전')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '27,000원 온라인 결제' })).not.toBeInTheDocument();
  });

  it.each([
    ['COMPLETED', '방문 완료'],
    ['NO_SHOW', '노쇼'],
  ] as const)('deposit: a %s visit never paid says 입금 없음, not 입금 전', async (status, statusLabel) => {
    vi.mocked(apiGet).mockResolvedValue(depositOf({ status, statusLabel, payable: false }));
    renderAt('/deposit/9', [{ path: '/deposit/:id', Component: DepositScreen }]);
    expect(await screen.findByText('입금 없음')).toBeInTheDocument();
    expect(screen.queryByText('입금 전')).not.toBeInTheDocument();
  });

  it('purchase: a double tap on 결제하기 opens one order', async () => {
    vi.mocked(apiGet).mockResolvedValue(quote(null));
    vi.mocked(apiPost).mockResolvedValue(order);
    vi.mocked(requestPayment).mockResolvedValue(undefined);
    renderAt('/voucher/purchase/confirm?voucherProductSeq=2', [
      { path: '/voucher/purchase/confirm', Component: PurchaseConfirmScreen },
    ]);
    const button = await screen.findByRole('button', { name: /결제하기$/ });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(requestPayment).toHaveBeenCalled());
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  describe('a payment refused because the session ended', () => {
    const refused = () =>
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' });
    // The app's own client: its 401 rule is the alert that speaks (left up, unread, so the page stays).
    const alerted = () => {
      const alert = vi.spyOn(dialog, 'alert').mockReturnValue(new Promise(() => {}));
      onTestFinished(() => alert.mockRestore());
      return alert;
    };

    it('deposit: says so once, in §8’s alert, with no second line under the button', async () => {
      const alert = alerted();
      vi.mocked(apiGet).mockResolvedValue(unpaidDeposit);
      vi.mocked(apiPost).mockRejectedValue(refused());
      const user = userEvent.setup();
      renderAt('/deposit/9', [{ path: '/deposit/:id', Component: DepositScreen }], createQueryClient());
      await user.click(await screen.findByRole('button', { name: '27,000원 온라인 결제' }));
      await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
      expect(requestPayment).not.toHaveBeenCalled();
    });

    it('purchase: says so once, in §8’s alert, with no second line under the button', async () => {
      const alert = alerted();
      vi.mocked(apiGet).mockImplementation(async () => quote(null));
      vi.mocked(apiPost).mockRejectedValue(refused());
      const user = userEvent.setup();
      renderAt(
        '/voucher/purchase/confirm?voucherProductSeq=2',
        [{ path: '/voucher/purchase/confirm', Component: PurchaseConfirmScreen }],
        createQueryClient(),
      );
      await user.click(await screen.findByRole('button', { name: '270,000원 결제하기' }));
      await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
      expect(requestPayment).not.toHaveBeenCalled();
    });
  });

  it('deposit: a payment window that cannot open leaves the button ready to try again', async () => {
    vi.mocked(apiGet).mockResolvedValue(unpaidDeposit);
    vi.mocked(apiPost).mockResolvedValue({ ...order, amount: 27000 });
    vi.mocked(requestPayment).mockRejectedValueOnce(new Error('결제창을 열지 못했어요.'));
    const user = userEvent.setup();
    renderAt('/deposit/9', [{ path: '/deposit/:id', Component: DepositScreen }]);
    const button = await screen.findByRole('button', { name: '27,000원 온라인 결제' });
    await user.click(button);
    await waitFor(() => expect(requestPayment).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(apiPost).toHaveBeenCalledTimes(2));
  });

  it('deposit: a confirm lost on the way offers the same confirm again, not a new payment, and then shows 결제 완료', async () => {
    let paid = false;
    vi.mocked(apiGet).mockImplementation(async () => (paid ? paidOnline(unpaidDeposit) : unpaidDeposit));
    vi.mocked(apiPost)
      .mockRejectedValueOnce(
        new ApiError({
          status: 502,
          resultCode: 'EXTERNAL_SERVICE_ERROR',
          message: '결제사와 연결하지 못했어요.',
        }),
      )
      .mockImplementation(async () => {
        paid = true;
        return { ...order, amount: 27000, status: 'PAID' };
      });
    const user = userEvent.setup();
    renderAt('/deposit/9?paymentKey=pk_9&orderId=GDTEST0009&amount=27000', [
      { path: '/deposit/:id', Component: DepositScreen },
    ]);
    expect(await screen.findByText('결제사와 연결하지 못했어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '27,000원 온라인 결제' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '계좌이체' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '결제 확인 다시 시도' }));
    expect(await screen.findByText('결제 완료')).toBeInTheDocument();
    expect(vi.mocked(apiPost).mock.calls.map(([url]) => url)).toEqual([
      '/v2/payments/confirm',
      '/v2/payments/confirm',
    ]);
    expect(vi.mocked(apiPost).mock.calls[1][1]).toEqual({
      paymentKey: 'pk_9',
      orderId: 'GDTEST0009',
      amount: 27000,
    });
    expect(screen.queryByText('결제사와 연결하지 못했어요.')).not.toBeInTheDocument();
    expect(requestPayment).not.toHaveBeenCalled();
  });

  it('deposit: a confirm the gateway refused says why and offers a new payment, as the same one is refused again', async () => {
    vi.mocked(apiGet).mockResolvedValue(unpaidDeposit);
    vi.mocked(apiPost).mockRejectedValueOnce(
      new ApiError({
        status: 400,
        resultCode: 'PAYMENT_FAILED',
        message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
      }),
    );
    renderAt('/deposit/9?paymentKey=pk_9&orderId=GDTEST0009&amount=27000', [
      { path: '/deposit/:id', Component: DepositScreen },
    ]);
    expect(await screen.findByText('한도초과 혹은 잔액부족으로 결제에 실패했습니다.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '27,000원 온라인 결제' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '결제 확인 다시 시도' })).not.toBeInTheDocument();
  });

  it('deposit: back from the payment window it reads the deposit only after the confirm answers, and shows 결제 완료', async () => {
    let paid = false;
    let answerConfirm!: () => void;
    // A read answers what the deposit was when it was asked, a moment later (as over a busy network).
    vi.mocked(apiGet).mockImplementation(async () => {
      const asked = paid;
      await new Promise((r) => setTimeout(r, 30));
      return asked ? paidOnline(unpaidDeposit) : unpaidDeposit;
    });
    vi.mocked(apiPost).mockImplementation(
      () =>
        new Promise((resolve) => {
          answerConfirm = () => {
            paid = true;
            resolve({ ...order, amount: 27000, status: 'PAID' });
          };
        }),
    );
    renderAt('/deposit/9?paymentKey=pk_9&orderId=GDTEST0009&amount=27000', [
      { path: '/deposit/:id', Component: DepositScreen },
    ]);
    expect(await screen.findByText('결제를 확인하고 있어요…')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith('/v2/payments/confirm', {
      paymentKey: 'pk_9',
      orderId: 'GDTEST0009',
      amount: 27000,
    });
    expect(apiGet).not.toHaveBeenCalled();
    answerConfirm();
    expect(await screen.findByText('결제 완료')).toBeInTheDocument();
    expect(screen.queryByText('입금 전')).not.toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('deposit: paid on a booking the shop already confirmed, says it is confirmed, not that the shop will confirm it', async () => {
    let paid = false;
    const confirmedBooking: Deposit = { ...unpaidDeposit, status: 'CONFIRMED', statusLabel: '확정' };
    vi.mocked(apiGet).mockImplementation(async () =>
      paid ? paidOnline(confirmedBooking) : confirmedBooking,
    );
    vi.mocked(apiPost).mockImplementation(async () => {
      paid = true;
      return { ...order, amount: 27000, status: 'PAID' };
    });
    renderAt('/deposit/9?paymentKey=pk_9&orderId=GDTEST0009&amount=27000', [
      { path: '/deposit/:id', Component: DepositScreen },
    ]);
    expect(await screen.findByText('예약금을 결제했어요. 예약은 확정되어 있어요.')).toBeInTheDocument();
    expect(screen.queryByText(/매장에서 확인 후 예약을 확정해요/)).not.toBeInTheDocument();
  });
});
