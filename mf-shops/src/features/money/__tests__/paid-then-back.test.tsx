// The phone's back from a payment's result goes through the payment window to the page that sent the order: as a
// new page load of that entry, or as the back-forward cache's copy. That page shows what was paid, not the offer
// to pay again.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, requestPayment, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { DepositScreen } from '../components/deposit-screen';
import { PurchaseConfirmScreen } from '../components/purchase-confirm-screen';
import { depositOf, quoteOf, voucherOf } from './fixtures';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  requestPayment: vi.fn(),
}));

const order = {
  orderId: 'GDTEST0001',
  amount: 270000,
  orderName: '바둑펫뷰티 종로점 목욕 10회 이용권',
  customerKey: 'cus_1',
  checkout: { kind: 'FAKE' as const, clientKey: 'test_ck', checkoutPath: '/fake-toss/checkout' },
};
const bought = voucherOf({ usedUses: 0, remainingUses: 10, history: [] });
const notPaid = new ApiError({
  status: 404,
  resultCode: 'VOUCHER_NOT_FOUND',
  message: '이용권을 찾을 수 없어요.',
});

/** The server as it stands: whether the order has been paid (its pass issued). */
let paid = false;

beforeEach(() => {
  paid = false;
  useSessionStore.setState({ token: 'token' });
  for (const f of [apiGet, apiPost, requestPayment]) vi.mocked(f).mockReset();
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url.startsWith('/v2/vouchers/products/')) return { ...quoteOf(null), coupons: [] };
    if (url === '/v2/vouchers/by-order') {
      if (paid) return bought;
      throw notPaid;
    }
    if (url === '/v2/reservations/9/deposit')
      return paid
        ? depositOf({ paid: true, payable: false, method: 'ONLINE', paidAt: '2026-11-23T03:00:00.000Z' })
        : depositOf();
    throw new Error(`unexpected ${url}`);
  });
  vi.mocked(apiPost).mockResolvedValue(order);
  vi.mocked(requestPayment).mockResolvedValue(undefined);
});

const purchaseRoutes = [
  { path: '/voucher/purchase/confirm', Component: PurchaseConfirmScreen },
  { path: '/voucher', element: <h1>이용권 화면</h1> },
];

/** 결제하기 on the purchase page: the order is made and the payment window opens. */
async function payForPass() {
  const view = renderScreen('/voucher/purchase/confirm?voucherProductSeq=2', purchaseRoutes, {
    before: ['/voucher'],
  });
  await userEvent.click(await screen.findByRole('button', { name: '270,000원 결제하기' }));
  await waitFor(() => expect(requestPayment).toHaveBeenCalled());
  return view;
}

function shownFromBackForwardCache() {
  const shown = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(shown, 'persisted', { value: true });
  act(() => void window.dispatchEvent(shown));
}

describe('이용권 구매, back after paying', () => {
  it('the purchase page opened again (a new page load) shows the pass bought, not 결제하기', async () => {
    const { router } = await payForPass();
    const entry = router.state.location;
    expect(entry.pathname + entry.search).toBe('/voucher/purchase/confirm?voucherProductSeq=2');
    // Still the form while the window opens: nothing else shows for the order noted before leaving.
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('270,000원');
    expect(apiGet).not.toHaveBeenCalledWith('/v2/vouchers/by-order', expect.anything());

    paid = true; // paid in the window; the success page confirmed it
    cleanup();
    const again = renderScreen('/voucher', purchaseRoutes, { before: [] });
    await act(() => again.router.navigate(entry, { state: entry.state }));

    expect(await screen.findByText('이용권을 구매했어요')).toBeInTheDocument();
    expect(screen.getByText('10회 남음')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /결제하기/ })).not.toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/vouchers/by-order', { orderId: 'GDTEST0001' });
    await userEvent.click(screen.getByRole('button', { name: '내 이용권' }));
    expect(await screen.findByRole('heading', { name: '이용권 화면' })).toBeInTheDocument();
  });

  it('the back-forward cache’s copy of the purchase page reads the order and shows the pass bought', async () => {
    await payForPass();
    paid = true;
    shownFromBackForwardCache();
    expect(await screen.findByText('이용권을 구매했어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /결제하기/ })).not.toBeInTheDocument();
  });

  it('the window closed without paying: the purchase page offers 결제하기 again', async () => {
    await payForPass();
    shownFromBackForwardCache();
    await waitFor(() =>
      expect(apiGet).toHaveBeenCalledWith('/v2/vouchers/by-order', { orderId: 'GDTEST0001' }),
    );
    expect(await screen.findByRole('button', { name: '270,000원 결제하기' })).toBeEnabled();
    expect(screen.queryByText('이용권을 구매했어요')).not.toBeInTheDocument();
  });
});

describe('예약금, back after paying', () => {
  it('the back-forward cache’s copy of the deposit reads it anew: 결제 완료, no 온라인 결제', async () => {
    renderScreen('/deposit/9', [{ path: '/deposit/:id', Component: DepositScreen }], {
      before: ['/reservation'],
    });
    fireEvent.click(await screen.findByRole('button', { name: '27,000원 온라인 결제' }));
    await waitFor(() => expect(requestPayment).toHaveBeenCalled());

    paid = true;
    shownFromBackForwardCache();

    expect(await screen.findByText('결제 완료')).toBeInTheDocument();
    expect(screen.queryByText('입금 전')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /온라인 결제/ })).not.toBeInTheDocument();
  });
});
