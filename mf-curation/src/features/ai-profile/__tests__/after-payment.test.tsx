// The phone's back after paying: the payment window's pages and an emptied payment step must not come back.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { apiPost, publicGet, requestPayment } from '@guardian/shared';
import type { AiProduct } from '../api/types';
import { PaymentScreen } from '../components/payment-screen';
import { SuccessScreen } from '../components/success-screen';
import { checkoutMark } from '../lib/checkout-history';
import { AI_PROFILE_DRAFT_KEY, EMPTY_DRAFT, useDraft, type Draft } from '../lib/draft';

vi.mock('@guardian/shared/api/requests', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiPost: vi.fn(),
  publicGet: vi.fn(),
}));
vi.mock('@guardian/shared/payments/lazy-payment', () => ({ requestPayment: vi.fn() }));

const product: AiProduct = {
  productSeq: 1,
  code: 'BASIC',
  name: '베이직 팩',
  description: '4가지 스타일',
  price: 9900,
  pictureCount: 4,
  styles: [],
};

const photo = (mediaSeq: number) => ({
  media: {
    mediaSeq,
    width: 1200,
    height: 900,
    url: `https://media.test/${mediaSeq}`,
    thumbnailUrl: `https://media.test/${mediaSeq}/thumb`,
    srcSet: `https://media.test/${mediaSeq}/thumb 320w`,
  },
  check: { ok: true, issues: [] },
});

const filled: Partial<Draft> = {
  productSeq: 1,
  pet: { petName: '코코', species: 'DOG', breed: '말티즈', ageYears: '3' },
  photos: [1, 2, 3, 4, 5].map(photo) as never,
};

function renderAt(path: string, pattern: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '/ai-profile/history', element: <p>주문 내역 화면</p> },
      { path: '/ai-profile/:id', element: <p>만드는 과정 화면</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const successUrl = '/ai-profile/success?orderSeq=16&paymentKey=pk-1&orderId=ai-16&amount=9900';

let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(apiPost).mockReset();
  vi.mocked(requestPayment).mockReset();
  vi.mocked(publicGet).mockResolvedValue([product] as never);
  sessionStorage.clear();
  useDraft.setState({ ...EMPTY_DRAFT });
  go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
});
afterEach(() => go.mockRestore());

describe('after paying for an AI 프로필', () => {
  it('once the payment is confirmed, steps back over the payment window to the payment step', async () => {
    // The payment step opened the window for order 16 as the history's last entry; the gateway's page and the
    // success page came after it.
    useDraft.setState({ ...filled, checkout: { orderSeq: 16, historyLength: window.history.length } });
    window.history.pushState(null, '', '/fake-toss/checkout');
    window.history.pushState(null, '', successUrl);
    vi.mocked(apiPost).mockResolvedValue({} as never);

    renderAt(successUrl, '/ai-profile/success', <SuccessScreen />);

    await waitFor(() => expect(go).toHaveBeenCalledWith(-2));
    expect(go).toHaveBeenCalledTimes(1);
    // On its way there: no button whose page would be left at once.
    expect(screen.queryByRole('button', { name: '만드는 과정 보기' })).not.toBeInTheDocument();
    // The step it lands on (another page of the browser's, reading sessionStorage) knows the order was paid.
    expect(JSON.parse(sessionStorage.getItem(AI_PROFILE_DRAFT_KEY)!)).toMatchObject({
      paidOrderSeq: 16,
      photos: [],
    });
  });

  it('stays on the success page when it does not know where the payment step is (another order’s window)', async () => {
    useDraft.setState({ ...filled, checkout: { orderSeq: 15, historyLength: 1 } });
    vi.mocked(apiPost).mockResolvedValue({} as never);

    renderAt(successUrl, '/ai-profile/success', <SuccessScreen />);

    expect(await screen.findByRole('heading', { name: '결제가 완료됐어요' })).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '만드는 과정 보기' })).toBeInTheDocument();
  });

  it('the payment step come back to after paying shows the paid order and 주문 내역 보기, not an order to fill in', async () => {
    useDraft.setState({ ...EMPTY_DRAFT, paidOrderSeq: 16 });
    const router = renderAt('/ai-profile/payment', '/ai-profile/payment', <PaymentScreen />);

    expect(screen.getByRole('heading', { name: '결제가 완료됐어요' })).toBeInTheDocument();
    expect(screen.queryByText('주문 정보가 아직 다 채워지지 않았어요')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /결제하기/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '주문 내역 보기' }));
    expect(await screen.findByText('주문 내역 화면')).toBeInTheDocument();
    // In place of the payment step: back from the order list does not land on it again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('its 만드는 과정 보기 opens the paid order in place of the payment step', async () => {
    useDraft.setState({ ...EMPTY_DRAFT, paidOrderSeq: 16 });
    const router = renderAt('/ai-profile/payment', '/ai-profile/payment', <PaymentScreen />);

    fireEvent.click(screen.getByRole('button', { name: '만드는 과정 보기' }));
    expect(await screen.findByText('만드는 과정 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ai-profile/16');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a payment step the browser kept while the window was open comes back showing the order paid meanwhile', async () => {
    useDraft.setState({ ...filled });
    renderAt('/ai-profile/payment', '/ai-profile/payment', <PaymentScreen />);
    expect(await screen.findByRole('button', { name: '9,900원 결제하기' })).toBeInTheDocument();

    // The success page (another document) wrote the paid order; this page is then shown again as it was left.
    sessionStorage.setItem(AI_PROFILE_DRAFT_KEY, JSON.stringify({ ...EMPTY_DRAFT, paidOrderSeq: 16 }));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });

    expect(screen.getByRole('heading', { name: '결제가 완료됐어요' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /결제하기/ })).not.toBeInTheDocument();
  });

  it('a new order begun after paying is paid for as usual', async () => {
    useDraft.setState({ ...EMPTY_DRAFT, paidOrderSeq: 16 });
    useDraft.getState().setProduct(1);
    useDraft.getState().setPet(filled.pet!);
    useDraft.setState({ photos: filled.photos });
    renderAt('/ai-profile/payment', '/ai-profile/payment', <PaymentScreen />);

    expect(await screen.findByRole('button', { name: '9,900원 결제하기' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '결제가 완료됐어요' })).not.toBeInTheDocument();
  });

  it('opening the payment window notes the order and where the payment step is in the history', async () => {
    vi.mocked(apiPost).mockResolvedValue({
      order: { orderSeq: 7, status: 'PENDING_PAYMENT' },
      payment: { orderId: 'GD7', amount: 9900, orderName: 'AI 프로필', customerKey: 'c1', checkout: {} },
    } as never);
    vi.mocked(requestPayment).mockResolvedValue(undefined);
    useDraft.setState({ ...filled });
    const length = window.history.length;
    renderAt('/ai-profile/payment', '/ai-profile/payment', <PaymentScreen />);

    fireEvent.click(await screen.findByRole('button', { name: '9,900원 결제하기' }));

    await waitFor(() => expect(requestPayment).toHaveBeenCalledTimes(1));
    expect(useDraft.getState().checkout).toEqual({ orderSeq: 7, historyLength: length });
  });
});

describe('where the payment step is in the history', () => {
  it('is kept on its own entry: come back from the window and paying again, the window’s old page ahead does not count', async () => {
    window.history.pushState(null, '', '/ai-profile/payment');
    const first = checkoutMark();
    expect(first).toBe(window.history.length);

    // The window's page, then the phone's back to the payment step: that page stays ahead in the history.
    window.history.pushState(null, '', '/fake-toss/checkout');
    await new Promise((resolve) => {
      window.addEventListener('popstate', resolve, { once: true });
      window.history.back();
    });
    expect(window.history.length).toBe(first + 1);

    expect(checkoutMark()).toBe(first);
  });
});
