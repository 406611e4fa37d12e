import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  apiGet,
  createQueryClient,
  queryKeys,
  useCurrentShopStore,
  useSessionStore,
} from '@guardian/shared';
import { HomeScreen } from '../components/home-screen';
import { me, renderAt } from './helpers';
import { awayUntil } from '@guardian/shared/test/away';

vi.mock('@guardian/shared', async (orig) => (await import('./shared-mock')).sharedMock(orig));
// Shared's own fetchers (banners) call the request helpers inside shared, not the entry's export:
// route them to the same spy so one mock answers every call the screen makes.
vi.mock('@guardian/shared/api/requests', async (orig) => ({
  ...(await orig<object>()),
  apiGet: async (...args: Parameters<typeof apiGet>) => (await import('@guardian/shared')).apiGet(...args),
}));

const get = vi.mocked(apiGet);

function serve(next: unknown = null) {
  get.mockImplementation(async (url: string) => {
    if (url === '/v2/me') return me;
    if (url === '/v2/reservations/next') return next;
    if (url === '/v2/marketing/banner') throw new Error('banner down');
    throw new Error(`unexpected ${url}`);
  });
}

beforeEach(() => {
  get.mockReset();
  useSessionStore.setState({ token: null, user: null });
  useCurrentShopStore.getState().clear();
});

describe('매장･예약 home', () => {
  it('invites a logged-out visitor to log in and to find a shop, without banners when they fail', async () => {
    serve();
    renderAt('/', [{ path: '/', Component: HomeScreen }]);
    expect(await screen.findByRole('link', { name: '로그인하기' })).toHaveAttribute(
      'href',
      '/auth?redirectUrl=%2F',
    );
    expect(screen.getByRole('link', { name: /매장 찾기/ })).toHaveAttribute('href', '/shop/search');
    expect(screen.queryByText('현재 매장')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '이벤트 배너' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/v2/reservations/next');
  });

  it('shows the current shop, the quick menu and the next reservation when logged in', async () => {
    useSessionStore.setState({ token: 't', user: me });
    serve({
      reservationSeq: 9,
      status: 'CONFIRMED',
      statusLabel: '확정',
      category: 'BEAUTY',
      date: '2026-11-25',
      endDate: '2026-11-25',
      time: '14:30',
      shop: { shopId: 11, name: '멍멍살롱 성수점', thumbnailUrl: null },
      product: { productSeq: 1, name: '전체미용' },
    });
    renderAt('/', [{ path: '/', Component: HomeScreen }]);
    const card = await screen.findByRole('region', { name: '현재 매장' });
    expect(within(card).getByText('멍멍살롱 성수점')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '바로가기' });
    expect(within(menu).getByRole('link', { name: '알림장' })).toHaveAttribute('href', '/alim-paper');
    expect(within(menu).getAllByRole('link')).toHaveLength(8);
    // With a shop, 매장 찾기 under the banners is the way to another one.
    expect(screen.getByRole('link', { name: /매장 찾기/ })).toHaveAttribute('href', '/shop/search');
    const next = await screen.findByRole('link', { name: /11월 25일 \(수\) 오후 2:30/ });
    expect(next).toHaveAttribute('href', '/reservation/detail?id=9');
    expect(screen.queryByRole('link', { name: '로그인하기' })).not.toBeInTheDocument();
  });

  it('keeps the next reservation shown when asking it again on the way back to the home fails', async () => {
    useSessionStore.setState({ token: 't', user: me });
    serve({
      reservationSeq: 9,
      status: 'CONFIRMED',
      statusLabel: '확정',
      category: 'BEAUTY',
      date: '2026-11-25',
      endDate: '2026-11-25',
      time: '14:30',
      shop: { shopId: 11, name: '멍멍살롱 성수점', thumbnailUrl: null },
      product: { productSeq: 1, name: '전체미용' },
    });
    const { router } = renderAt('/', [{ path: '/', Component: HomeScreen }]);
    await screen.findByRole('link', { name: /11월 25일 \(수\) 오후 2:30/ });
    const nextCalls = () => get.mock.calls.filter(([url]) => url === '/v2/reservations/next').length;
    expect(nextCalls()).toBe(1);
    get.mockImplementation(async (url: string) => {
      if (url === '/v2/me') return me;
      throw new ApiError({
        status: 0,
        resultCode: 'NETWORK_ERROR',
        message: '네트워크 연결을 확인해 주세요.',
      });
    });
    await act(() => router.navigate('/reservation'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(nextCalls()).toBe(2));
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /11월 25일 \(수\) 오후 2:30/ })).toBeInTheDocument();
    expect(screen.queryByText('예약을 불러오지 못했어요.')).not.toBeInTheDocument();
  });

  it('back in the app hours later, asks for the next reservation again and shows the one to come now', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T00:00:00Z') }); // 09:00 in Seoul
    onTestFinished(() => void vi.useRealTimers());
    useSessionStore.setState({ token: 't', user: me });
    const visit = (reservationSeq: number, date: string, time: string) => ({
      reservationSeq,
      status: 'CONFIRMED',
      statusLabel: '확정',
      category: 'BEAUTY',
      date,
      endDate: date,
      time,
      shop: { shopId: 11, name: '멍멍살롱 성수점', thumbnailUrl: null },
      product: { productSeq: 1, name: '전체미용' },
    });
    serve(visit(9, '2026-11-25', '12:00'));
    // The app's own query defaults (nothing is read again on focus unless a query asks for it).
    renderAt('/', [{ path: '/', Component: HomeScreen }], createQueryClient());
    await screen.findByRole('link', { name: /11월 25일 \(수\) 오후 12:00/ });
    const nextCalls = () => get.mock.calls.filter(([url]) => url === '/v2/reservations/next').length;
    // A quick look at KakaoTalk: nothing is asked again.
    awayUntil('2026-11-25T00:00:20Z');
    expect(nextCalls()).toBe(1);
    // Put away until the evening: noon's visit is over and the next one is on Friday.
    serve(visit(10, '2026-11-27', '10:00'));
    awayUntil('2026-11-25T10:00:00Z');
    expect(await screen.findByRole('link', { name: /11월 27일 \(금\) 오전 10:00/ })).toBeInTheDocument();
    expect(nextCalls()).toBe(2);
    expect(screen.queryByText(/오후 12:00/)).not.toBeInTheDocument();
  });

  it('offers online booking when there is no upcoming reservation', async () => {
    useSessionStore.setState({ token: 't', user: me });
    serve(null);
    renderAt('/', [{ path: '/', Component: HomeScreen }]);
    expect(await screen.findByText('다가오는 예약이 없어요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '온라인 예약' }));
    expect(await screen.findByText('다른 화면')).toBeInTheDocument();
  });

  it('a new owner with no shop yet meets one 매장 찾기, the empty state’s, and it opens the search', async () => {
    const newOwner = { ...me, userShops: [] };
    useSessionStore.setState({ token: 't', user: newOwner });
    get.mockImplementation(async (url: string) => {
      if (url === '/v2/me') return newOwner;
      if (url === '/v2/reservations/next') return null;
      if (url === '/v2/vouchers') return [];
      if (url === '/v2/coupons') return [];
      if (url === '/v2/consent/forms') return [];
      if (url === '/v2/reviews/pending') return [];
      if (url === '/v2/reservations') return { items: [], page: 0, size: 20, total: 0, hasNext: false };
      if (url === '/v2/alim-papers')
        return { items: [], page: 0, size: 20, total: 0, hasNext: false, unread: 0 };
      if (url === '/v2/marketing/banner') return [];
      throw new Error(`unexpected ${url}`);
    });
    const { router } = renderAt('/', [{ path: '/', Component: HomeScreen }]);
    const empty = await screen.findByRole('region', { name: '연결된 매장이 없어요' });
    await screen.findByText('다가오는 예약이 없어요');
    const findShop = [
      ...screen.queryAllByRole('button', { name: /매장 찾기/ }),
      ...screen.queryAllByRole('link', { name: /매장 찾기/ }),
    ];
    expect(findShop).toEqual([within(empty).getByRole('button', { name: '매장 찾기' })]);
    // Nothing of theirs to find yet (no pass, visit, coupon, form, review or past visit): no quick menu either.
    await waitFor(() => expect(get).toHaveBeenCalledWith('/v2/vouchers', { scope: 'active' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/v2/reservations', { scope: 'past', page: 0, size: 20 }),
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(findShop[0]!);
    expect(router.state.location.pathname).toBe('/shop/search');
  });

  describe('with no linked shop (매장 해제 of the last one)', () => {
    const noShop = { ...me, userShops: [] };
    const pass = { voucherSeq: 4, shop: { shopId: 11, name: '멍멍살롱 성수점' } };
    function serveNoShop(vouchers: unknown[], next: unknown = null) {
      useSessionStore.setState({ token: 't', user: noShop });
      get.mockImplementation(async (url: string) => {
        if (url === '/v2/me') return noShop;
        if (url === '/v2/reservations/next') return next;
        if (url === '/v2/vouchers') return vouchers;
        if (url === '/v2/marketing/banner') return [];
        throw new Error(`unexpected ${url}`);
      });
    }

    it('leads back to a pass bought earlier, and to the other things of mine that need no shop', async () => {
      serveNoShop([pass]);
      const { router } = renderAt('/', [{ path: '/', Component: HomeScreen }]);
      const menu = await screen.findByRole('navigation', { name: '내 기록 바로가기' });
      expect(
        within(menu)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['예약', '일정', '알림장', '쿠폰', '이용권', '동의서', '리뷰']);
      // 앨범 and 공지 are the current shop's: with none, they would only say so.
      expect(within(menu).queryByRole('link', { name: '앨범' })).not.toBeInTheDocument();
      // Still one 매장 찾기, the empty state's.
      expect(screen.getByRole('region', { name: '연결된 매장이 없어요' })).toBeInTheDocument();
      await userEvent.click(within(menu).getByRole('link', { name: '이용권' }));
      expect(router.state.location.pathname).toBe('/voucher');
    });

    it('reads the passes from the same address and key as 이용권, once', async () => {
      serveNoShop([pass]);
      const { queryClient } = renderAt('/', [{ path: '/', Component: HomeScreen }]);
      await screen.findByRole('navigation', { name: '내 기록 바로가기' });
      expect(get.mock.calls.filter(([url]) => url === '/v2/vouchers')).toEqual([
        ['/v2/vouchers', { scope: 'active' }],
      ]);
      expect(queryClient.getQueryData(queryKeys.vouchers.mine())).toEqual([pass]);
    });

    it('with no pass but a visit to come, leads back too (예약 내역, 일정, the forms to sign)', async () => {
      serveNoShop([], {
        reservationSeq: 9,
        status: 'CONFIRMED',
        statusLabel: '확정',
        category: 'BEAUTY',
        date: '2026-11-25',
        endDate: '2026-11-25',
        time: '14:30',
        shop: { shopId: 11, name: '멍멍살롱 성수점', thumbnailUrl: null },
        product: { productSeq: 1, name: '전체미용' },
      });
      renderAt('/', [{ path: '/', Component: HomeScreen }]);
      const menu = await screen.findByRole('navigation', { name: '내 기록 바로가기' });
      expect(within(menu).getByRole('link', { name: '예약' })).toHaveAttribute('href', '/reservation');
    });
  });

  it('switches the current shop from the sheet', async () => {
    useSessionStore.setState({ token: 't', user: me });
    serve();
    renderAt('/', [{ path: '/', Component: HomeScreen }]);
    await userEvent.click(await screen.findByRole('button', { name: '매장 변경' }));
    // The sheet's code arrives when a sheet first opens (shared's BottomSheet).
    const sheet = await screen.findByRole('dialog', { name: '매장 선택' });
    await userEvent.click(within(sheet).getByRole('button', { name: /구름펫스테이 중구점/ }));
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 12, customerSeq: 112 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '현재 매장' })).getByText('구름펫스테이 중구점'),
    ).toBeInTheDocument();
  });

  it('closes 매장 선택 on the phone’s back, staying on the home, and the next back leaves it', async () => {
    useSessionStore.setState({ token: 't', user: me });
    serve();
    const { router } = renderAt('/', [{ path: '/', Component: HomeScreen }]);
    await userEvent.click(await screen.findByRole('button', { name: '매장 변경' }));
    expect(await screen.findByRole('dialog', { name: '매장 선택' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('region', { name: '현재 매장' })).toBeInTheDocument();
    // The sheet's entry is gone: the one below is the home itself, the first of this history.
    expect(router.state.location.key).toBe('default');
  });

  it('choosing a shop, or 내 매장 관리, leaves no sheet for back to reopen', async () => {
    useSessionStore.setState({ token: 't', user: me });
    serve();
    const { router } = renderAt('/', [{ path: '/', Component: HomeScreen }]);
    await userEvent.click(await screen.findByRole('button', { name: '매장 변경' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '매장 선택' })).getByRole('button', {
        name: /구름펫스테이/,
      }),
    );
    await waitFor(() => expect(router.state.location.key).toBe('default'));

    await userEvent.click(screen.getByRole('button', { name: '매장 변경' }));
    await userEvent.click(screen.getByRole('link', { name: '내 매장 관리' }));
    expect(await screen.findByText('다른 화면')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('매장･예약 home while banners load', () => {
  it('holds the banner slot while banners load, then shows them with the first one fetched first', async () => {
    let arrive: (value: unknown) => void = () => {};
    get.mockImplementation((url: string) => {
      if (url === '/v2/marketing/banner') return new Promise((resolve) => (arrive = resolve)) as never;
      throw new Error(`unexpected ${url}`);
    });
    renderAt('/', [{ path: '/', Component: HomeScreen }]);
    await screen.findByRole('link', { name: '로그인하기' });
    const slot = () => document.querySelector('[aria-hidden="true"] > div > div');
    expect(slot()).not.toBeNull();

    arrive([
      { bannerSeq: 1, title: '첫 미용 20% 할인', imageUrl: '/static/banners/1.svg', linkUrl: null },
      { bannerSeq: 2, title: '겨울 호텔', imageUrl: '/static/banners/2.svg', linkUrl: null },
    ]);
    const section = await screen.findByRole('region', { name: '이벤트 배너' });
    expect(slot()).toBeNull();
    expect(within(section).getByAltText('첫 미용 20% 할인')).toHaveAttribute('fetchpriority', 'high');
    expect(within(section).getByAltText('첫 미용 20% 할인')).not.toHaveAttribute('loading');
    expect(within(section).getByAltText('겨울 호텔')).toHaveAttribute('loading', 'lazy');
  });
});
