import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, apiPost, createQueryClient, dialog, publicGet, requestPayment } from '@guardian/shared';
import type { AiOrder, AiProduct } from '../api/types';
import { PaymentScreen } from '../components/payment-screen';
import { EMPTY_DRAFT, useDraft } from '../lib/draft';

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

const created = {
  order: { orderSeq: 7, status: 'PENDING_PAYMENT' } as AiOrder,
  payment: {
    orderId: 'GD7',
    amount: 9900,
    orderName: 'AI 프로필 베이직 팩',
    customerKey: 'c1',
    checkout: { kind: 'FAKE', clientKey: '', checkoutPath: '/fake-toss/checkout' },
  },
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

function renderPayment(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PaymentScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const orderCalls = () => vi.mocked(apiPost).mock.calls.filter(([url]) => url === '/v2/ai-profile/orders');

beforeEach(() => {
  vi.mocked(apiPost).mockReset();
  vi.mocked(requestPayment).mockReset();
  vi.mocked(publicGet).mockResolvedValue([product] as never);
  useDraft.setState({
    ...EMPTY_DRAFT,
    productSeq: 1,
    pet: { petName: '코코', species: 'DOG', breed: '말티즈', ageYears: '3' },
    photos: [1, 2, 3, 4, 5].map(photo) as never,
  });
});

describe('AI 프로필 payment', () => {
  it('makes one order however often 결제하기 is tapped while the payment window opens', async () => {
    vi.mocked(apiPost).mockResolvedValue(created as never);
    // The window's code is still loading (the Toss SDK over the network), or the browser is leaving the page.
    vi.mocked(requestPayment).mockResolvedValue(undefined);
    renderPayment();
    const pay = await screen.findByRole('button', { name: '9,900원 결제하기' });

    fireEvent.click(pay);
    await waitFor(() => expect(requestPayment).toHaveBeenCalledTimes(1));
    // A moment later, the page still showing: the owner taps again.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    fireEvent.click(pay);
    fireEvent.click(pay);
    await act(() => new Promise((r) => setTimeout(r, 50)));

    expect(orderCalls()).toHaveLength(1);
    expect(requestPayment).toHaveBeenCalledTimes(1);
    expect(pay).toHaveAttribute('aria-disabled', 'true');
  });

  it('sums up the pet with its age, a pet under one year as 1살 미만 as 마이페이지 says it', async () => {
    renderPayment();
    expect(await screen.findByText('코코 · 말티즈 · 3살')).toBeInTheDocument();
    cleanup();
    useDraft.setState({ pet: { petName: '보리', species: 'DOG', breed: '푸들', ageYears: '0' } });
    renderPayment();
    expect(await screen.findByText('보리 · 푸들 · 1살 미만')).toBeInTheDocument();
    expect(screen.queryByText(/0살/)).not.toBeInTheDocument();
  });

  it('says why when the order could not be made, and lets the owner try again', async () => {
    vi.mocked(apiPost)
      .mockRejectedValueOnce(
        new ApiError({ status: 409, resultCode: 'PHOTO_NOT_READY', message: '사진을 다시 확인해 주세요.' }),
      )
      .mockResolvedValue(created as never);
    renderPayment();
    const pay = await screen.findByRole('button', { name: '9,900원 결제하기' });

    fireEvent.click(pay);
    expect(await screen.findByText('사진을 다시 확인해 주세요.')).toBeInTheDocument();
    await waitFor(() => expect(pay).toBeEnabled());

    fireEvent.click(pay);
    await waitFor(() => expect(requestPayment).toHaveBeenCalledTimes(1));
    expect(orderCalls()).toHaveLength(2);
  });

  it('an order refused because the session ended says so once, in §8’s alert, with nothing under the button', async () => {
    // The app's own client: its 401 rule is the alert that speaks (left up, unread, so the page stays).
    const alert = vi.spyOn(dialog, 'alert').mockReturnValue(new Promise(() => {}));
    onTestFinished(() => alert.mockRestore());
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' }),
    );
    renderPayment(createQueryClient());
    fireEvent.click(await screen.findByRole('button', { name: '9,900원 결제하기' }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestPayment).not.toHaveBeenCalled();
  });

  it('with the pet filled in but photos missing, leads to the photos, not back to the pet form', async () => {
    useDraft.setState({ photos: [1, 2].map(photo) as never });
    renderPayment();
    expect(screen.getByText('주문 정보가 아직 다 채워지지 않았어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '사진 올리러 가기 ›' })).toHaveAttribute(
      'href',
      '/ai-profile/upload-images',
    );
    expect(screen.queryByRole('button', { name: /결제하기/ })).not.toBeInTheDocument();
  });

  it('with the pet not filled in, leads to the pet form first', () => {
    useDraft.setState({ pet: { ...EMPTY_DRAFT.pet } });
    renderPayment();
    expect(screen.getByRole('link', { name: '정보 입력하러 가기 ›' })).toHaveAttribute(
      'href',
      '/ai-profile/input-info',
    );
  });
});
