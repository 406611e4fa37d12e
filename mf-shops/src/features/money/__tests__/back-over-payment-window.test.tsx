// The payment window's pages (the fake gateway's checkout, Toss's window and a card company's steps) sit between the
// page that sent the order and the page the window returns to. That page steps back over them once the outcome is in,
// and the sending page gives it its entry: back from the result is the page before the purchase, never the window.
// Each page below is its own page load (cleanup, then a new render), as in the browser; history.length is what the
// browser would say on each.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, requestPayment, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { DepositScreen } from '../components/deposit-screen';
import { PurchaseConfirmScreen } from '../components/purchase-confirm-screen';
import { VoucherFailScreen, VoucherSuccessScreen } from '../components/voucher-result-screens';
import { depositOf, quoteOf, voucherOf } from './fixtures';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  requestPayment: vi.fn(),
}));

const orderOf = (orderId: string, amount: number) => ({
  orderId,
  amount,
  orderName: '바둑펫뷰티 종로점 목욕 10회 이용권',
  customerKey: 'cus_1',
  checkout: { kind: 'FAKE' as const, clientKey: 'test_ck', checkoutPath: '/fake-toss/checkout' },
});

let paid = false;
let historyLength = 1;
const go = vi.fn();

beforeEach(() => {
  paid = false;
  window.sessionStorage.clear();
  useSessionStore.setState({ token: 'token' });
  for (const f of [apiGet, apiPost, requestPayment]) vi.mocked(f).mockReset();
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url.startsWith('/v2/vouchers/products/')) return { ...quoteOf(null), coupons: [] };
    if (url === '/v2/vouchers/by-order') {
      if (paid) return voucherOf({ usedUses: 0, remainingUses: 10, history: [] });
      throw new ApiError({
        status: 404,
        resultCode: 'VOUCHER_NOT_FOUND',
        message: '이용권을 찾을 수 없어요.',
      });
    }
    if (url === '/v2/reservations/9/deposit')
      return paid
        ? depositOf({ paid: true, payable: false, method: 'ONLINE', paidAt: '2026-11-23T03:00:00.000Z' })
        : depositOf();
    throw new Error(`unexpected ${url}`);
  });
  vi.mocked(apiPost).mockImplementation(async (url: string) => {
    if (url === '/v2/payments/confirm') {
      paid = true;
      return { orderId: 'GDTEST0001', status: 'PAID' };
    }
    if (url === '/v2/reservations/9/deposit/payment') return orderOf('GDTEST0001', 27000);
    return orderOf('GDTEST0001', 270000);
  });
  vi.mocked(requestPayment).mockResolvedValue(undefined);
  historyLength = 1;
  go.mockReset();
  vi.spyOn(window.history, 'length', 'get').mockImplementation(() => historyLength);
  vi.spyOn(window.history, 'go').mockImplementation(go);
});

afterEach(() => vi.restoreAllMocks());

const purchaseRoutes = [
  { path: '/voucher/purchase/confirm', Component: PurchaseConfirmScreen },
  { path: '/voucher/success', Component: VoucherSuccessScreen },
  { path: '/voucher/fail', Component: VoucherFailScreen },
  { path: '/voucher', element: <h1>이용권 화면</h1> },
];
const depositRoutes = [
  { path: '/deposit/:id', Component: DepositScreen },
  { path: '/reservation/detail', element: <h1>예약 상세</h1> },
];

type Router = ReturnType<typeof renderScreen>['router'];
const where = (router: Router) => router.state.location.pathname + router.state.location.search;

/** 이용권 → 구매 확인 (the history's third entry) → 결제하기: the order is made and the window opens. */
async function payForPass() {
  historyLength = 3;
  const { router } = renderScreen('/voucher/purchase/confirm?voucherProductSeq=2', purchaseRoutes, {
    before: ['/voucher'],
  });
  await userEvent.click(await screen.findByRole('button', { name: '270,000원 결제하기' }));
  await waitFor(() => expect(requestPayment).toHaveBeenCalled());
  return router.state.location;
}

/** The page the window returned to, loaded after its checkout page: two entries past the purchase page. */
function windowReturnsTo(path: string, routes: typeof purchaseRoutes) {
  cleanup();
  historyLength = 5;
  return renderScreen(path, routes);
}

/** The browser went back to the sending page's entry (a new page load of it, its state kept). */
async function backAt(entry: Router['state']['location'], before: string, routes: typeof purchaseRoutes) {
  cleanup();
  const view = renderScreen(before, routes);
  await act(() => view.router.navigate(entry, { state: entry.state }));
  return view.router;
}

describe('back from a payment’s result', () => {
  it('이용권 bought: the result takes the purchase page’s place, and back goes to 이용권', async () => {
    const purchase = await payForPass();

    windowReturnsTo('/voucher/success?paymentKey=pk_1&orderId=GDTEST0001&amount=270000', purchaseRoutes);
    // Confirmed first, then back over the checkout page and this one.
    await waitFor(() => expect(go).toHaveBeenCalledWith(-2));
    expect(apiPost).toHaveBeenCalledWith('/v2/payments/confirm', {
      paymentKey: 'pk_1',
      orderId: 'GDTEST0001',
      amount: 270000,
    });
    expect(go).toHaveBeenCalledTimes(1);

    const router = await backAt(purchase, '/voucher', purchaseRoutes);
    await waitFor(() =>
      expect(where(router)).toBe('/voucher/success?paymentKey=pk_1&orderId=GDTEST0001&amount=270000'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('이용권을 구매했어요')).toBeInTheDocument();
    expect(go).toHaveBeenCalledTimes(1); // shown, not stepping again

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: '이용권 화면' })).toBeInTheDocument();
  });

  it('the window closed without paying: 결제하지 못했어요 takes the purchase page’s place, back goes to 이용권', async () => {
    const purchase = await payForPass();

    windowReturnsTo(
      '/voucher/fail?voucherProductSeq=2&code=PAY_PROCESS_CANCELED&message=x&orderId=GDTEST0001',
      purchaseRoutes,
    );
    await waitFor(() => expect(go).toHaveBeenCalledWith(-2));

    const router = await backAt(purchase, '/voucher', purchaseRoutes);
    expect(await screen.findByText('결제하지 못했어요')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/voucher/fail');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: '이용권 화면' })).toBeInTheDocument();
  });

  it('back from the window, then 결제하기 again: still steps back to the purchase page, not onto the window', async () => {
    const purchase = await payForPass();
    cleanup();
    // Back on the purchase page from the checkout page, which is still ahead of it (one more entry counted).
    historyLength = 4;
    vi.mocked(apiPost).mockResolvedValue(orderOf('GDTEST0002', 270000));
    const again = renderScreen('/voucher', purchaseRoutes);
    await act(() => again.router.navigate(purchase, { state: purchase.state }));
    await userEvent.click(await screen.findByRole('button', { name: '270,000원 결제하기' }));
    await waitFor(() => expect(requestPayment).toHaveBeenCalledTimes(2));

    // A new checkout page in the old one's place, then the result.
    windowReturnsTo(
      '/voucher/fail?voucherProductSeq=2&code=PAY_PROCESS_CANCELED&orderId=GDTEST0002',
      purchaseRoutes,
    );
    await waitFor(() => expect(go).toHaveBeenCalledWith(-2));
  });

  it('예약금 paid: the deposit page saying so takes the place of the one that opened the window', async () => {
    historyLength = 3;
    const sending = renderScreen('/deposit/9', depositRoutes, { before: ['/reservation/detail?id=9'] });
    await userEvent.click(await screen.findByRole('button', { name: '27,000원 온라인 결제' }));
    await waitFor(() => expect(requestPayment).toHaveBeenCalled());
    const deposit = sending.router.state.location;

    windowReturnsTo('/deposit/9?paymentKey=pk_1&orderId=GDTEST0001&amount=27000', depositRoutes);
    await waitFor(() => expect(go).toHaveBeenCalledWith(-2));
    expect(apiPost).toHaveBeenCalledWith('/v2/payments/confirm', expect.objectContaining({ amount: 27000 }));

    const router = await backAt(deposit, '/reservation/detail?id=9', depositRoutes);
    expect(await screen.findByText(/예약금을 결제했어요/)).toBeInTheDocument();
    expect(where(router)).toBe('/deposit/9?paymentKey=pk_1&orderId=GDTEST0001&amount=27000');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: '예약 상세' })).toBeInTheDocument();
  });

  it('예약금 not paid: the failure takes the deposit page’s place the same way', async () => {
    historyLength = 3;
    const sending = renderScreen('/deposit/9', depositRoutes, { before: ['/reservation/detail?id=9'] });
    await userEvent.click(await screen.findByRole('button', { name: '27,000원 온라인 결제' }));
    await waitFor(() => expect(requestPayment).toHaveBeenCalled());
    const deposit = sending.router.state.location;

    windowReturnsTo('/deposit/9?code=REJECT_CARD_PAYMENT&message=x&orderId=GDTEST0001', depositRoutes);
    await waitFor(() => expect(go).toHaveBeenCalledWith(-2));

    const router = await backAt(deposit, '/reservation/detail?id=9', depositRoutes);
    await waitFor(() => expect(router.state.location.search).toContain('code=REJECT_CARD_PAYMENT'));
    expect(await screen.findByRole('button', { name: '27,000원 온라인 결제' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: '예약 상세' })).toBeInTheDocument();
  });

  it('a result with no trip of this tab behind it (another tab, a reload later) stays where it is', async () => {
    paid = true;
    windowReturnsTo('/voucher/success?paymentKey=pk_1&orderId=GDTEST0001&amount=270000', purchaseRoutes);
    expect(await screen.findByText('이용권을 구매했어요')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });
});
