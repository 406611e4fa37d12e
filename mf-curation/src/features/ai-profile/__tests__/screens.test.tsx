import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ApiError, apiGet, apiPost, publicGet, useSessionStore, type Me } from '@guardian/shared';
import type { AiOrder, AiProduct } from '../api/types';
import { POLL_MS } from '../api/get-order';
import { DetailScreen } from '../components/detail-screen';
import { HistoryScreen } from '../components/history-screen';
import { InputInfoScreen } from '../components/input-info-screen';
import { LandingScreen } from '../components/landing-screen';
import { ProductExampleScreen } from '../components/product-example-screen';
import { images as preloaded } from '../../../early-reads.mjs';
import { FailScreen } from '../components/fail-screen';
import { SuccessScreen } from '../components/success-screen';
import { EMPTY_DRAFT, useDraft } from '../lib/draft';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { doubleTap } from '@guardian/shared/test/double-tap';

vi.mock('@guardian/shared/api/requests', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  publicGet: vi.fn(),
}));

const products: AiProduct[] = [
  {
    productSeq: 1,
    code: 'BASIC',
    name: '베이직 팩',
    description: '4가지 스타일',
    price: 9900,
    pictureCount: 4,
    styles: [
      { code: 'PASTEL', name: '파스텔 하트' },
      { code: 'STUDIO', name: '스튜디오 화보' },
      { code: 'POP', name: '팝아트' },
      { code: 'MONO', name: '흑백 필름' },
    ],
  },
  {
    productSeq: 2,
    code: 'PREMIUM',
    name: '프리미엄 팩',
    description: '8가지 스타일',
    price: 19900,
    pictureCount: 8,
    styles: [],
  },
];

const baseOrder: AiOrder = {
  orderSeq: 7,
  product: products[0],
  petName: '코코',
  species: 'DOG',
  breed: '말티즈',
  ageYears: 3,
  status: 'GENERATING',
  amount: 9900,
  failureReason: null,
  paidAt: '2026-11-25T01:00:00.000Z',
  refundedAt: null,
  createdAt: '2026-11-25T01:00:00.000Z',
  photos: [],
  job: { status: 'RUNNING', progress: 40, step: '사진 분석 중 (3/5)', startedAt: null, finishedAt: null },
  results: [],
};

function renderAt(path: string, pattern: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Route objects and RouterProvider: the names the slim shared react-router-dom has.
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '/ai-profile/history', element: <p>주문 내역 화면</p> },
      { path: '*', element: <p>moved</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset();
  vi.mocked(publicGet).mockReset();
  sessionStorage.clear();
  useDraft.setState({ ...EMPTY_DRAFT });
});

describe('the picture the page preloads (early-reads.mjs images)', () => {
  // The HTML preloads one picture per screen at high priority: it must be the first the screen shows.
  // The landing's examples are decorative (alt=""), so not `img` by role: every <img> in document order.
  const firstPicture = () => document.querySelector('img')!.getAttribute('src')!;

  it('is the first of the landing’s examples', () => {
    vi.mocked(publicGet).mockReturnValue(new Promise(() => {}));
    renderAt('/ai-profile', '/ai-profile', <LandingScreen />);
    expect(firstPicture().endsWith(preloaded.aiProfile[0]!)).toBe(true);
  });

  it('is the first style of the first pack on the examples screen, loaded eagerly at high priority', async () => {
    vi.mocked(publicGet).mockResolvedValue(products as never);
    renderAt('/ai-profile/product-example', '/ai-profile/product-example', <ProductExampleScreen />);
    const first = await screen.findByRole('img', { name: '파스텔 하트 예시' });
    expect(first).toBe(document.querySelector('img'));
    expect(firstPicture().endsWith(preloaded.aiProfileProductExample[0]!)).toBe(true);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: '팝아트 예시' })).toHaveAttribute('loading', 'lazy');
  });
});

describe('AI profile landing', () => {
  it('shows the packs with prices; choosing one changes the start button', async () => {
    vi.mocked(publicGet).mockResolvedValue(products as never);
    renderAt('/ai-profile', '/ai-profile', <LandingScreen />);
    expect(screen.getByLabelText('상품을 불러오는 중')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('button', { name: '9,900원으로 시작하기' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /프리미엄 팩 · 8장/ }));
    expect(screen.getByRole('button', { name: /프리미엄 팩 · 8장/ })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '19,900원으로 시작하기' }));
    expect(useDraft.getState().productSeq).toBe(2);
    expect(screen.getByText('moved')).toBeInTheDocument();
  });

  it('opened straight at it (a home banner shared), "<" leads to 홈, the tab it belongs to, not 매장･예약', async () => {
    vi.mocked(publicGet).mockResolvedValue(products as never);
    const router = createMemoryRouter(
      [
        { path: '/ai-profile', element: <LandingScreen /> },
        { path: '/curation', element: <p>홈 화면</p> },
        { path: '/', element: <p>매장･예약 화면</p> },
      ],
      { initialEntries: ['/ai-profile'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so and retries when the packs cannot be loaded', async () => {
    vi.mocked(publicGet)
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(products as never);
    renderAt('/ai-profile', '/ai-profile', <LandingScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: '9,900원으로 시작하기' })).toBeInTheDocument();
  });
});

describe('pet info form', () => {
  it('keeps what was typed and names each missing field in Korean', () => {
    renderAt('/ai-profile/input-info', '/ai-profile/input-info', <InputInfoScreen />);
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '코코' } });
    fireEvent.change(screen.getByLabelText('나이 (살)'), { target: { value: '3살' } });
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('품종을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('이름')).toHaveValue('코코');
    expect(screen.getByLabelText('나이 (살)')).toHaveValue('3');
    // A pet under one year has an age to type too.
    expect(screen.getByLabelText('나이 (살)')).toHaveAccessibleDescription(
      /1살이 안 됐다면 0을 입력해 주세요/,
    );
    expect(useDraft.getState().pet).toMatchObject({ petName: '코코', ageYears: '3', species: 'DOG' });
    fireEvent.click(screen.getByRole('button', { name: '고양이' }));
    fireEvent.change(screen.getByLabelText('품종'), { target: { value: '코리안 숏헤어' } });
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('moved')).toBeInTheDocument();
    expect(useDraft.getState().pet.species).toBe('CAT');
  });
});

describe('pet info form for an owner with pets on the account', () => {
  afterEach(() => useSessionStore.setState({ token: null, user: null }));

  it('fills name, kind, breed and age from a pet with one tap, and leaves what the account does not know', async () => {
    const pet = { neutered: true, sex: 'FEMALE', weightKg: 3, imageUrl: null, breedSeq: null };
    const me = {
      pets: [
        { ...pet, petSeq: 1, name: '코코', kind: 'DOG', breedName: '말티즈', birthDate: '2021-03-01' },
        { ...pet, petSeq: 2, name: '나비', kind: 'CAT', breedName: null, birthDate: null },
      ],
    } as unknown as Me;
    useSessionStore.setState({ token: 'token' });
    vi.mocked(apiGet).mockImplementation(((path: string) =>
      path === '/v2/me' ? Promise.resolve(me) : new Promise(() => {})) as typeof apiGet);
    renderAt('/ai-profile/input-info', '/ai-profile/input-info', <InputInfoScreen />);
    const mine = await screen.findByRole('group', { name: '내 반려동물에서 불러오기' });

    fireEvent.click(within(mine).getByRole('button', { name: '코코' }));
    expect(screen.getByLabelText('이름')).toHaveValue('코코');
    expect(screen.getByLabelText('품종')).toHaveValue('말티즈');
    expect(Number((screen.getByLabelText('나이 (살)') as HTMLInputElement).value)).toBeGreaterThanOrEqual(5);
    expect(within(mine).getByRole('button', { name: '코코' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(mine).getByRole('button', { name: '나비' }));
    expect(useDraft.getState().pet).toEqual({ petName: '나비', species: 'CAT', breed: '', ageYears: '' });
    expect(screen.getByRole('button', { name: '고양이' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('품종을 입력해 주세요.')).toBeInTheDocument();
  });

  it('fills a name with an emoji in it whole, as the API counts it (20 characters), without calling it too long', async () => {
    const name = '몽실몽실구름이는우리집막내강아지예요🐶🐶'; // 20 characters, 22 UTF-16 units
    const me = {
      pets: [{ petSeq: 3, name, kind: 'DOG', breedName: '말티즈', birthDate: '2020-01-01', breedSeq: 1 }],
    } as unknown as Me;
    useSessionStore.setState({ token: 'token' });
    vi.mocked(apiGet).mockImplementation(((path: string) =>
      path === '/v2/me' ? Promise.resolve(me) : new Promise(() => {})) as typeof apiGet);
    renderAt('/ai-profile/input-info', '/ai-profile/input-info', <InputInfoScreen />);
    const mine = await screen.findByRole('group', { name: '내 반려동물에서 불러오기' });

    fireEvent.click(within(mine).getByRole('button', { name }));

    expect(screen.getByLabelText('이름')).toHaveValue(name);
    // Typed, not only chosen: a maxlength of 20 counts UTF-16 units and stopped a name of emoji at 10.
    expect(screen.getByLabelText('이름')).not.toHaveAttribute('maxlength');
    expect(screen.getByLabelText('품종')).not.toHaveAttribute('maxlength');
    expect(within(mine).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.queryByText('이름은 20자까지 입력할 수 있어요.')).toBeNull();
    expect(screen.getByText('moved')).toBeInTheDocument();
    expect(useDraft.getState().pet.petName).toBe(name);
  });

  it('keeps all ten pets within the screen: the chips wrap onto more lines and a long name wraps in its chip', async () => {
    const removeStylesheet = applyStylesheet('../components/ai-profile.module.css', import.meta.url);
    const pet = { kind: 'DOG', breedName: null, birthDate: null, breedSeq: null };
    const me = {
      pets: Array.from({ length: 10 }, (_, i) => ({
        ...pet,
        petSeq: i + 1,
        name: `Maximilian Fluffybutt ${i}`,
      })),
    } as unknown as Me;
    useSessionStore.setState({ token: 'token' });
    vi.mocked(apiGet).mockImplementation(((path: string) =>
      path === '/v2/me' ? Promise.resolve(me) : new Promise(() => {})) as typeof apiGet);
    renderAt('/ai-profile/input-info', '/ai-profile/input-info', <InputInfoScreen />);
    const mine = await screen.findByRole('group', { name: '내 반려동물에서 불러오기' });

    const chips = within(mine).getAllByRole('button');
    expect(chips).toHaveLength(10);
    expect(getComputedStyle(chips[0].parentElement!).flexWrap).toBe('wrap');
    expect(getComputedStyle(chips[9]).whiteSpace).toBe('normal');
    expect(getComputedStyle(chips[9]).maxWidth).toBe('100%');
    removeStylesheet();
  });

  it('shows no such choice to an owner without pets', () => {
    renderAt('/ai-profile/input-info', '/ai-profile/input-info', <InputInfoScreen />);
    expect(screen.queryByRole('group', { name: '내 반려동물에서 불러오기' })).toBeNull();
  });
});

describe('pet info form, sent with a field to fix', () => {
  it('puts the focus on the first field to fix', async () => {
    renderAt('/ai-profile/input-info', '/ai-profile/input-info', <InputInfoScreen />);
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '코코' } });
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(screen.getByLabelText('품종')).toHaveFocus());
    expect(screen.getByLabelText('품종')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("pet info form on the phone's keyboard", () => {
  it.each([
    ['이름', { autocomplete: 'off', enterkeyhint: 'next' }],
    ['품종', { autocomplete: 'off', enterkeyhint: 'next' }],
    ['나이 (살)', { inputmode: 'numeric', autocomplete: 'off', enterkeyhint: 'done' }],
  ])('%s', (label, attributes) => {
    renderAt('/ai-profile/input-info', '/ai-profile/input-info', <InputInfoScreen />);
    const field = screen.getByLabelText(label);
    for (const [name, value] of Object.entries(attributes)) expect(field).toHaveAttribute(name, value);
  });

  it('Enter goes on to the next field, not to 다음 with the rest called missing', () => {
    renderAt('/ai-profile/input-info', '/ai-profile/input-info', <InputInfoScreen />);
    const name = screen.getByLabelText('이름');
    name.focus();
    fireEvent.change(name, { target: { value: '코코' } });
    // Prevented: the browser does not submit the form.
    expect(fireEvent.keyDown(name, { key: 'Enter' })).toBe(false);
    expect(screen.getByLabelText('품종')).toHaveFocus();
    expect(fireEvent.keyDown(screen.getByLabelText('품종'), { key: 'Enter' })).toBe(false);
    expect(screen.getByLabelText('나이 (살)')).toHaveFocus();
    expect(screen.queryByText('품종을 입력해 주세요.')).toBeNull();
    // The last field's Enter is the form's 다음.
    expect(fireEvent.keyDown(screen.getByLabelText('나이 (살)'), { key: 'Enter' })).toBe(true);
  });

  it('an Enter that only ends a Korean syllable stays in the field', () => {
    renderAt('/ai-profile/input-info', '/ai-profile/input-info', <InputInfoScreen />);
    const name = screen.getByLabelText('이름');
    name.focus();
    fireEvent.keyDown(name, { key: 'Enter', isComposing: true });
    expect(name).toHaveFocus();
  });

  it('a field scrolled into view stops above the fixed 다음 bar, with the line under it', () => {
    const removeStylesheet = applyStylesheet('../components/ai-profile.module.css', import.meta.url);
    renderAt('/ai-profile/input-info', '/ai-profile/input-info', <InputInfoScreen />);
    for (const label of ['이름', '품종', '나이 (살)'])
      expect(getComputedStyle(screen.getByLabelText(label)).scrollMarginBottom).toBe(
        'calc(7.5rem + env(safe-area-inset-bottom))',
      );
    removeStylesheet();
  });
});

describe('order detail', () => {
  // An owner's own orders: logged in.
  beforeEach(() => useSessionStore.setState({ token: 'token' }));
  afterEach(() => useSessionStore.setState({ token: null, user: null }));

  it('shows the job’s progress, polls, and shows the pictures once done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.mocked(apiGet)
        .mockResolvedValueOnce(baseOrder as never)
        .mockResolvedValue({
          ...baseOrder,
          status: 'DONE',
          job: { ...baseOrder.job!, status: 'DONE', progress: 100, step: '완료' },
          results: products[0].styles.map((s, i) => ({
            resultSeq: i + 1,
            style: s.code,
            styleName: s.name,
            url: `https://media.test/${i}`,
            thumbnailUrl: `https://media.test/${i}/thumb`,
            srcSet: `https://media.test/${i}/thumb 320w, https://media.test/${i}/720 720w, https://media.test/${i} 1080w`,
            fileName: `guardian-ai-7-0${i + 1}.jpg`,
          })),
        } as never);
      renderAt('/ai-profile/7', '/ai-profile/:id', <DetailScreen />);
      expect(await screen.findByText('사진 분석 중 (3/5)')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: '만드는 중' })).toHaveAttribute('aria-valuenow', '40');
      expect(apiGet).toHaveBeenCalledWith('/v2/ai-profile/orders/7', undefined, expect.anything());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(POLL_MS + 100);
      });
      const list = await screen.findByRole('list', { name: '완성된 사진' });
      expect(within(list).getAllByRole('img')).toHaveLength(4);
      // Two tiles a row: each loads the rendition half the page needs, the viewer the one the screen needs.
      const first = within(list).getByRole('img', { name: '파스텔 하트 프로필 사진' });
      expect(first).toHaveAttribute('srcset', expect.stringContaining('https://media.test/0/720 720w'));
      expect(first).toHaveAttribute('sizes', '(min-width: 480px) 224px, calc((100vw - 32px) / 2)');
      fireEvent.click(first);
      const viewer = await screen.findByRole('dialog', { name: '사진 1 / 4' });
      expect(within(viewer).getByRole('img')).toHaveAttribute('src', 'https://media.test/0');
      expect(within(viewer).getByRole('img')).toHaveAttribute('srcset', expect.stringContaining('1080w'));
      fireEvent.click(within(viewer).getByRole('button', { name: '닫기' }));
      expect(screen.getByRole('button', { name: '사진 저장하기' })).toBeInTheDocument();
      const calls = vi.mocked(apiGet).mock.calls.length;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(POLL_MS * 3);
      });
      // Done: no more polling.
      expect(vi.mocked(apiGet).mock.calls.length).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it('polls only while the page is in view: hidden, no timer is left to wake the phone; shown again, it asks at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const setShown = (state: DocumentVisibilityState) => {
      visibility.mockReturnValue(state);
      act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    };
    try {
      vi.mocked(apiGet).mockResolvedValue(baseOrder as never);
      renderAt('/ai-profile/7', '/ai-profile/:id', <DetailScreen />);
      expect(await screen.findByText('사진 분석 중 (3/5)')).toBeInTheDocument();
      const polling = vi.getTimerCount();

      setShown('hidden');
      // The 2 s poll's timer is gone, not only its fetches.
      expect(vi.getTimerCount()).toBe(polling - 1);
      const calls = vi.mocked(apiGet).mock.calls.length;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(POLL_MS * 30);
      });
      expect(vi.mocked(apiGet).mock.calls.length).toBe(calls);

      setShown('visible');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(vi.mocked(apiGet).mock.calls.length).toBe(calls + 1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(POLL_MS + 100);
      });
      expect(vi.mocked(apiGet).mock.calls.length).toBe(calls + 2);
    } finally {
      visibility.mockRestore();
      vi.useRealTimers();
    }
  });

  it('says when it was ordered as the app writes times, 오전/오후 on a 12-hour clock', async () => {
    vi.mocked(apiGet).mockResolvedValue({ ...baseOrder, createdAt: '2026-11-25T13:05:00.000Z' } as never);
    renderAt('/ai-profile/7', '/ai-profile/:id', <DetailScreen />);
    expect(await screen.findByText('11월 25일 (수) 오후 10:05 주문 · 9,900원')).toBeInTheDocument();
  });

  it('tells the owner why it failed and that the payment was refunded', async () => {
    vi.mocked(apiGet).mockResolvedValue({
      ...baseOrder,
      status: 'REFUNDED',
      failureReason: '사진에서 반려동물을 찾지 못해 프로필을 만들지 못했어요.',
      job: { ...baseOrder.job!, status: 'FAILED' },
    } as never);
    renderAt('/ai-profile/7', '/ai-profile/:id', <DetailScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('사진에서 반려동물을 찾지 못해');
    expect(alert).toHaveTextContent('9,900원을 전액 환불했어요.');
  });

  it('shows another owner’s order (404) as not there, with the order list as the way on and no retry', async () => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({
        status: 404,
        resultCode: 'AI_ORDER_NOT_FOUND',
        message: 'AI 프로필 주문을 찾을 수 없어요.',
      }),
    );
    renderAt('/ai-profile/99', '/ai-profile/:id', <DetailScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('AI 프로필 주문을 찾을 수 없어요.');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '주문 내역 보기' }));
    expect(await screen.findByText('주문 내역 화면')).toBeInTheDocument();
  });

  it('an order left unpaid says so and offers to start again', async () => {
    vi.mocked(apiGet).mockResolvedValue({ ...baseOrder, status: 'PENDING_PAYMENT', job: null } as never);
    renderAt('/ai-profile/7', '/ai-profile/:id', <DetailScreen />);
    expect(await screen.findByText(/아직 결제가 끝나지 않은 주문이에요/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '처음부터 다시 만들기' }));
    expect(screen.getByText('moved')).toBeInTheDocument();
  });

  it('offers 다시 시도 when the order could not be read for a passing reason', async () => {
    vi.mocked(apiGet).mockRejectedValue(new Error('network down'));
    renderAt('/ai-profile/99', '/ai-profile/:id', <DetailScreen />);
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});

describe('order history', () => {
  // An owner's own orders: logged in.
  beforeEach(() => useSessionStore.setState({ token: 'token' }));
  afterEach(() => useSessionStore.setState({ token: null, user: null }));

  it('lists each order with when it was placed, 오전/오후 on a 12-hour clock, and opens it', async () => {
    vi.mocked(apiGet).mockResolvedValue([
      {
        orderSeq: 7,
        petName: '코코',
        productName: '베이직 팩',
        status: 'DONE',
        amount: 9900,
        pictureCount: 4,
        coverUrl: null,
        createdAt: '2026-12-02T13:29:00.000Z',
      },
    ] as never);
    renderAt('/ai-profile/history', '/ai-profile/history', <HistoryScreen />);
    const order = await screen.findByRole('link', { name: /코코 · 베이직 팩/ });
    expect(order).toHaveTextContent('12월 2일 (수) 오후 10:29 · 9,900원 · 4장');
    expect(order).toHaveAttribute('href', '/ai-profile/7');
  });

  it('loads the covers of a long order history as they near the screen, not all at once', async () => {
    const order = {
      petName: '코코',
      productName: '베이직 팩',
      status: 'DONE',
      amount: 9900,
      pictureCount: 4,
      createdAt: '2026-12-02T13:29:00.000Z',
    };
    vi.mocked(apiGet).mockResolvedValue(
      Array.from({ length: 40 }, (_, i) => ({
        ...order,
        orderSeq: 40 - i,
        coverUrl: `/media/${i}.jpg`,
      })) as never,
    );
    const { container } = renderAt('/ai-profile/history', '/ai-profile/history', <HistoryScreen />);
    expect(await screen.findAllByRole('link', { name: /코코 · 베이직 팩/ })).toHaveLength(40);
    const covers = container.querySelectorAll('img');
    expect(covers).toHaveLength(40);
    covers.forEach((img) => expect(img).toHaveAttribute('loading', 'lazy'));
  });

  it('does not poll while the page is hidden, and asks at once when it is shown again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const setShown = (state: DocumentVisibilityState) => {
      visibility.mockReturnValue(state);
      act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    };
    try {
      vi.mocked(apiGet).mockResolvedValue([
        {
          orderSeq: 7,
          petName: '코코',
          productName: '베이직 팩',
          amount: 9900,
          pictureCount: 4,
          coverUrl: null,
          createdAt: '2026-12-02T13:29:00.000Z',
          status: 'GENERATING',
        },
      ] as never);
      renderAt('/ai-profile/history', '/ai-profile/history', <HistoryScreen />);
      expect(await screen.findByText('만드는 중')).toBeInTheDocument();
      const polling = vi.getTimerCount();
      setShown('hidden');
      expect(vi.getTimerCount()).toBe(polling - 1);
      const calls = vi.mocked(apiGet).mock.calls.length;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(POLL_MS * 30);
      });
      expect(vi.mocked(apiGet).mock.calls.length).toBe(calls);
      setShown('visible');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(vi.mocked(apiGet).mock.calls.length).toBe(calls + 1);
    } finally {
      visibility.mockRestore();
      vi.useRealTimers();
    }
  });

  it('follows an order still being made until it is done, then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const order = {
        orderSeq: 7,
        petName: '코코',
        productName: '베이직 팩',
        amount: 9900,
        pictureCount: 4,
        coverUrl: null,
        createdAt: '2026-12-02T13:29:00.000Z',
      };
      vi.mocked(apiGet)
        .mockResolvedValueOnce([{ ...order, status: 'GENERATING' }] as never)
        .mockResolvedValue([{ ...order, status: 'DONE' }] as never);
      renderAt('/ai-profile/history', '/ai-profile/history', <HistoryScreen />);
      expect(await screen.findByText('만드는 중')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(POLL_MS + 100);
      });
      expect(await screen.findByText('완성')).toBeInTheDocument();
      const calls = vi.mocked(apiGet).mock.calls.length;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(POLL_MS * 3);
      });
      expect(vi.mocked(apiGet).mock.calls.length).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a guest on their AI 프로필 orders', () => {
  // The API would answer 401 with its own wording; the screens ask the guest to log in instead.
  beforeEach(() => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' }),
    );
  });

  it('AI 프로필 내역 asks them to log in and comes back here after, without asking the API', async () => {
    renderAt('/ai-profile/history', '/ai-profile/history', <HistoryScreen />);
    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(await screen.findByText('moved')).toBeInTheDocument();
    expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('an order’s page asks them to log in too', async () => {
    renderAt('/ai-profile/7', '/ai-profile/:id', <DetailScreen />);
    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그인하기' })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
  });
});

describe('payment failure', () => {
  it('says why and offers to pay again', () => {
    renderAt('/ai-profile/fail?code=PAY_PROCESS_CANCELED&orderSeq=3', '/ai-profile/fail', <FailScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent('결제를 취소했어요.');
    expect(screen.getByRole('button', { name: '다시 결제하기' })).toBeInTheDocument();
  });

  it('never shows a message written into the link; an unknown code reads as the general failure', () => {
    renderAt(
      `/ai-profile/fail?code=X&message=${encodeURIComponent('고객센터 010-0000-0000으로 입금해 주세요')}`,
      '/ai-profile/fail',
      <FailScreen />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('결제를 마치지 못했어요.');
    expect(screen.queryByText(/고객센터/)).not.toBeInTheDocument();
  });
});

describe('payment success', () => {
  it('다시 시도 tapped twice confirms once, and says the payment went through', async () => {
    let confirmed = false;
    vi.mocked(apiPost).mockImplementation((async () => {
      // The first answer was lost; then one confirmation goes through and any after it is refused.
      if (vi.mocked(apiPost).mock.calls.length === 1)
        throw new ApiError({
          resultCode: 'NETWORK_ERROR',
          message: '네트워크 연결을 확인해 주세요.',
          status: 0,
        });
      if (confirmed)
        throw new ApiError({
          resultCode: 'ALREADY_PROCESSED_PAYMENT',
          message: '이미 처리된 결제예요.',
          status: 409,
        });
      confirmed = true;
      return {};
    }) as never);
    renderAt(
      '/ai-profile/success?orderSeq=16&paymentKey=pk-1&orderId=ai-16&amount=9900',
      '/ai-profile/success',
      <SuccessScreen />,
    );
    doubleTap(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('결제가 완료됐어요')).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByText('결제가 완료됐어요')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(2);
  });

  it.each(['0x10', '1e1', '016'])(
    'a return address whose order number is mangled (?orderSeq=%s) confirms nothing and leads to the order list, not to order 16 or 10',
    async (orderSeq) => {
      vi.mocked(apiPost).mockResolvedValue({} as never);
      renderAt(
        `/ai-profile/success?orderSeq=${orderSeq}&paymentKey=pk-1&orderId=ai-16&amount=9900`,
        '/ai-profile/success',
        <SuccessScreen />,
      );
      expect(
        await screen.findByText('결제 정보를 확인할 수 없어요. 주문 내역에서 상태를 확인해 주세요.'),
      ).toBeInTheDocument();
      expect(apiPost).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: '만드는 과정 보기' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: '주문 내역 보기' }));
      expect(await screen.findByText('주문 내역 화면')).toBeInTheDocument();
    },
  );
});
