import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { ApiError, apiGet, apiPost, queryKeys, toast, useSessionStore } from '@guardian/shared';
import type { EventDetail } from '../../../api/types';
import { EventDetailScreen } from '../components/event-detail-screen';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { awayUntil } from '@guardian/shared/test/away';

vi.mock('@guardian/shared/api/requests', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const event = (couponSeq: number | null, status: EventDetail['status'] = 'RUNNING'): EventDetail => ({
  eventSeq: 1,
  title: '첫 미용 20% 할인',
  summary: '첫 미용을 예약하면 20% 할인',
  coverImageUrl: 'https://img.example.com/e1.svg',
  startDate: '2026-11-15',
  endDate: '2026-12-25',
  status,
  hasCoupon: true,
  blocks: [{ type: 'paragraph', spans: [{ text: '쿠폰을 드려요.' }] }],
  coupon: {
    name: '첫 미용 20% 할인 쿠폰',
    description: '제휴 매장 결제 시',
    discountType: 'PERCENT',
    discountValue: 20,
    maxDiscount: 10000,
    minPrice: 20000,
    validDays: 30,
    couponSeq,
    takenAt: couponSeq ? '2026-11-25T00:00:00.000Z' : null,
  },
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  path = '/event/1',
) {
  const router = createMemoryRouter(
    [
      { path: '/event/:id', element: <EventDetailScreen /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset();
  useSessionStore.setState({ token: null });
});

describe('/event/{id}', () => {
  it('shows the period and the coupon terms; logged out, taking it goes to login and back', async () => {
    vi.mocked(apiGet).mockResolvedValue(event(null) as never);
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: '첫 미용 20% 할인' })).toBeInTheDocument();
    expect(screen.getByText('기간 2026년 11월 15일 ~ 12월 25일')).toBeInTheDocument();
    expect(screen.getByText('20% 할인 (최대 10,000원)')).toBeInTheDocument();
    expect(screen.getByText('20,000원 이상 결제 시')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '로그인하고 쿠폰 받기' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth?redirectUrl=%2Fevent%2F1');
    expect(apiPost).not.toHaveBeenCalled();
  });

  it("공유하기 hands the event to the phone's share sheet, for a friend to open", async () => {
    vi.mocked(apiGet).mockResolvedValue(event(null) as never);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderAt();
      fireEvent.click(await screen.findByRole('button', { name: '공유하기' }));
      await vi.waitFor(() =>
        expect(share).toHaveBeenCalledWith({
          title: '첫 미용 20% 할인',
          text: '첫 미용을 예약하면 20% 할인',
          url: window.location.href,
        }),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('logged in, takes the coupon and then links it in 쿠폰함', async () => {
    useSessionStore.setState({ token: 'demo' });
    vi.mocked(apiGet)
      .mockResolvedValueOnce(event(null) as never)
      .mockResolvedValue(event(42) as never);
    vi.mocked(apiPost).mockResolvedValue({ eventSeq: 1, couponSeq: 42 } as never);
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: '쿠폰 받기' }));
    expect(await screen.findByText('쿠폰함에 담긴 쿠폰이에요.')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith('/v2/events/1/coupon');
    fireEvent.click(screen.getByRole('button', { name: '쿠폰함에서 보기' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/coupon/42');
  });

  it('a taken coupon says where to find it again later: 마이페이지 › 쿠폰', async () => {
    useSessionStore.setState({ token: 'demo' });
    vi.mocked(apiGet)
      .mockResolvedValueOnce(event(null) as never)
      .mockResolvedValue(event(42) as never);
    vi.mocked(apiPost).mockResolvedValue({ eventSeq: 1, couponSeq: 42 } as never);
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: '쿠폰 받기' }));
    expect(await screen.findByText('마이페이지 › 쿠폰에서 언제든 다시 볼 수 있어요.')).toBeInTheDocument();
  });

  it('a quick double tap on 쿠폰 받기 takes the coupon once and says so', async () => {
    useSessionStore.setState({ token: 'demo' });
    vi.mocked(apiGet)
      .mockResolvedValueOnce(event(null) as never)
      .mockResolvedValue(event(42) as never);
    vi.mocked(apiPost)
      .mockResolvedValueOnce({ eventSeq: 1, couponSeq: 42 } as never)
      .mockRejectedValue(
        new ApiError({
          status: 409,
          resultCode: 'EVENT_COUPON_ALREADY_TAKEN',
          message: '이미 받은 쿠폰입니다.',
        }),
      );
    const said = vi.spyOn(toast, 'success').mockClear();
    renderAt();
    const take = await screen.findByRole('button', { name: '쿠폰 받기' });
    doubleTap(take);

    expect(await screen.findByText('쿠폰함에 담긴 쿠폰이에요.')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(said).toHaveBeenCalledWith('쿠폰함에 담았어요.');
  });

  it('a taken coupon makes 쿠폰함 read again, so it is there when the owner opens it', async () => {
    useSessionStore.setState({ token: 'demo' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // 쿠폰함 was opened earlier in this visit: its list is in the cache, without this coupon.
    queryClient.setQueryData(queryKeys.coupons.list('usable'), []);
    vi.mocked(apiGet)
      .mockResolvedValueOnce(event(null) as never)
      .mockResolvedValue(event(42) as never);
    vi.mocked(apiPost).mockResolvedValue({ eventSeq: 1, couponSeq: 42 } as never);
    renderAt(queryClient);
    fireEvent.click(await screen.findByRole('button', { name: '쿠폰 받기' }));
    expect(await screen.findByText('쿠폰함에 담긴 쿠폰이에요.')).toBeInTheDocument();
    expect(queryClient.getQueryState(queryKeys.coupons.list('usable'))?.isInvalidated).toBe(true);
  });

  it('a refused take says why and keeps the button', async () => {
    useSessionStore.setState({ token: 'demo' });
    vi.mocked(apiGet).mockResolvedValue(event(null) as never);
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({
        status: 409,
        resultCode: 'EVENT_NOT_RUNNING',
        message: '진행 중인 이벤트가 아니어서 쿠폰을 받을 수 없습니다.',
      }),
    );
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: '쿠폰 받기' }));
    expect(
      await screen.findByText('진행 중인 이벤트가 아니어서 쿠폰을 받을 수 없습니다.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '쿠폰 받기' })).toBeEnabled();
  });

  it('a take refused after the owner left the event says why where they are', async () => {
    useSessionStore.setState({ token: 'demo' });
    vi.mocked(apiGet).mockResolvedValue(event(null) as never);
    let refuse: () => void = () => {};
    vi.mocked(apiPost).mockImplementation(
      () =>
        new Promise((_, reject) => {
          refuse = () =>
            reject(
              new ApiError({
                status: 0,
                resultCode: 'NETWORK_ERROR',
                message: '네트워크 연결을 확인해 주세요.',
              }),
            );
        }),
    );
    const shown = vi.spyOn(toast, 'error');
    const router = createMemoryRouter(
      [
        { path: '/event/:id', element: <EventDetailScreen /> },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: ['/event/1'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '쿠폰 받기' }));
    await act(() => router.navigate('/curation'));
    expect(screen.getByTestId('where')).toHaveTextContent('/curation');

    await act(async () => refuse());
    expect(shown).toHaveBeenCalledWith('네트워크 연결을 확인해 주세요.');
  });

  it.each(['/event/1e1', '/event/0x10', '/event/010', '/event/%2B10'])(
    'a mangled link (%s) says the event is not there and asks for none, rather than opening event 10 or 16',
    async (path) => {
      vi.mocked(apiGet).mockResolvedValue(event(null) as never);
      renderAt(undefined, path);
      expect(await screen.findByText('이벤트를 찾을 수 없어요')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '이벤트 목록 보기' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '첫 미용 20% 할인' })).not.toBeInTheDocument();
      expect(apiGet).not.toHaveBeenCalled();
    },
  );

  it('opened before the event started and looked at again after it has, offers its coupon', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-14T14:00:00Z') }); // 23:00 the night before
    onTestFinished(() => void vi.useRealTimers());
    vi.mocked(apiGet).mockResolvedValue(event(null, 'UPCOMING') as never);
    // The app's query defaults: nothing is read again on focus unless its query asks for it.
    renderAt(new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
    expect(await screen.findByRole('button', { name: '이벤트가 시작되면 받을 수 있어요' })).toBeDisabled();

    vi.mocked(apiGet).mockResolvedValue(event(null, 'RUNNING') as never);
    awayUntil('2026-11-15T00:00:00Z'); // 09:00 on its first day
    expect(await screen.findByRole('button', { name: '로그인하고 쿠폰 받기' })).toBeEnabled();
  });

  it('an ended event offers no coupon to take', async () => {
    vi.mocked(apiGet).mockResolvedValue(event(null, 'ENDED') as never);
    renderAt();
    expect(await screen.findByRole('button', { name: '종료된 이벤트예요' })).toBeDisabled();
  });
});
