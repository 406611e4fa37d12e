// /online-reservation and /online-reservation/search, through the real route table: the list is
// measured from the owner (bridge → browser → Seoul City Hall with a note), and the search keeps
// its filters in the URL and loads page by page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MESSAGES,
  apiGet,
  routeTable,
  useDeviceStore,
  useSessionStore,
  type Page,
  type ShopSummary,
} from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { RouteObject } from 'react-router-dom';
import { SEOUL_CITY_HALL } from '../../../lib/location';
import {
  FACILITIES,
  REGIONS,
  fakeIntersectionObserver,
  geolocation,
  page,
  scrollToEnd,
  shop,
} from '../../../test/shop-search';
import { bookingScreens } from '../routes';
import { renderAt } from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
}));

const bookingRoutes = routeTable('shops', bookingScreens);
const lazy = (path: string) =>
  ({ ...bookingRoutes.find((r) => r.path === path), HydrateFallback: () => null }) as RouteObject;

const routes: RouteObject[] = [
  lazy('/online-reservation'),
  lazy('/online-reservation/search'),
  { path: '/online-reservation/:id', element: <p>매장 예약 화면</p> },
  { path: '/shop/search', element: <p>매장 찾기 화면</p> },
];

type Answer = Page<ShopSummary> | Error;

/** Online shops answer page by page; each page's answers are used in turn (the last repeats). */
function serve(pages: Record<number, Answer | Answer[]>) {
  const served: Record<number, number> = {};
  vi.mocked(apiGet).mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url === '/v2/online-reservation/shops') {
      const n = Number(params?.page);
      const answers = ([] as Answer[]).concat(pages[n]);
      const answer = answers[Math.min((served[n] = (served[n] ?? -1) + 1), answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return answer;
    }
    if (url === '/v2/shop/filter/region/config') return REGIONS;
    if (url === '/v2/shop/filter/facilities/config') return FACILITIES;
    throw new Error(`unexpected ${url}`);
  });
}

const shopCalls = () =>
  vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/online-reservation/shops');
const lastParams = () => shopCalls().slice(-1)[0]?.[1];

beforeEach(() => {
  vi.mocked(apiGet).mockReset();
  fakeIntersectionObserver();
  useSessionStore.setState({ token: null, user: null });
  useDeviceStore.setState({ location: { isReceived: false, latitude: null, longitude: null } });
});

afterEach(() => vi.unstubAllGlobals());

describe('/online-reservation', () => {
  it('lists the nearest shops from where the browser says the owner is', async () => {
    geolocation({ latitude: 37.5443, longitude: 127.0557 });
    serve({ 0: page([shop(7, '별빛펫뷰티', { distanceMeters: 420 })], 0, false) });
    renderAt('/online-reservation', routes);
    expect(await screen.findByText('별빛펫뷰티')).toBeInTheDocument();
    expect(screen.getByText(/420m/)).toBeInTheDocument();
    expect(shopCalls()).toEqual([
      [
        '/v2/online-reservation/shops',
        { orderBy: 'CLOSEST', latitude: 37.5443, longitude: 127.0557, page: 0, size: 20 },
      ],
    ]);
    expect(screen.queryByText(/서울시청 기준/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /별빛펫뷰티/ })).toHaveAttribute('href', '/online-reservation/7');
  });

  it('prefers the native app location and does not ask the browser', async () => {
    geolocation({ latitude: 1, longitude: 1 });
    useDeviceStore.setState({ location: { isReceived: true, latitude: 35.1587, longitude: 129.1604 } });
    serve({ 0: page([shop(7, '별빛펫뷰티')], 0, false) });
    renderAt('/online-reservation?category=HOTELING', routes);
    await screen.findByText('별빛펫뷰티');
    expect(shopCalls()).toHaveLength(1);
    expect(lastParams()).toEqual({
      category: 'HOTELING',
      orderBy: 'CLOSEST',
      latitude: 35.1587,
      longitude: 129.1604,
      page: 0,
      size: 20,
    });
    expect(navigator.geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('says the list is measured from Seoul City Hall together with the list, not above its placeholder', async () => {
    geolocation('refuse');
    let answer: (p: Page<ShopSummary>) => void = () => {};
    vi.mocked(apiGet).mockImplementation((url: string) =>
      url === '/v2/online-reservation/shops'
        ? new Promise<Page<ShopSummary>>((resolve) => (answer = resolve))
        : Promise.reject(new Error(`unexpected ${url}`)),
    );
    renderAt('/online-reservation', routes);
    await waitFor(() => expect(shopCalls()).toHaveLength(1));
    expect(screen.queryByText(/서울시청 기준/)).not.toBeInTheDocument();
    answer(page([shop(7, '별빛펫뷰티')], 0, false));
    expect(await screen.findByText('별빛펫뷰티')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('서울시청 기준으로 보여 드려요');
  });

  it('measures from Seoul City Hall and says so when location is refused', async () => {
    geolocation('refuse');
    serve({ 0: page([shop(7, '별빛펫뷰티')], 0, false) });
    renderAt('/online-reservation', routes);
    await screen.findByText('별빛펫뷰티');
    expect(screen.getByRole('status')).toHaveTextContent(
      '위치 정보를 사용할 수 없어 서울시청 기준으로 보여 드려요',
    );
    expect(shopCalls()).toHaveLength(1);
    expect(lastParams()).toMatchObject({
      latitude: SEOUL_CITY_HALL.latitude,
      longitude: SEOUL_CITY_HALL.longitude,
    });
  });

  it('opens the search with the chosen category', async () => {
    geolocation('refuse');
    serve({ 0: page([shop(7, '별빛펫뷰티')], 0, false) });
    const { router } = renderAt('/online-reservation', routes);
    await screen.findByText('별빛펫뷰티');
    await userEvent.click(screen.getByRole('button', { name: '유치원' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ category: 'KINDERGARTEN' }));
    await userEvent.click(screen.getByRole('link', { name: /지역·조건으로 찾기/ }));
    await screen.findByRole('heading', { name: '예약 가능한 매장 찾기' });
    expect(router.state.location.pathname).toBe('/online-reservation/search');
    expect(router.state.location.search).toBe('?category=KINDERGARTEN&orderBy=CLOSEST');
  });
});

describe('/online-reservation/search', () => {
  it('is its own screen: sends the filters in its URL and keeps new choices there', async () => {
    geolocation('refuse');
    serve({ 0: page([shop(7, '별빛펫뷰티'), shop(8, '구름펫스테이')], 0, false) });
    const { router } = renderAt('/online-reservation/search?category=BEAUTY&orderBy=REVIEWS', routes);
    expect(await screen.findByRole('heading', { name: '예약 가능한 매장 찾기' })).toBeInTheDocument();
    expect(await screen.findByText('매장 40곳')).toBeInTheDocument();
    expect(lastParams()).toEqual({ category: 'BEAUTY', orderBy: 'REVIEWS', page: 0, size: 20 });

    await userEvent.click(screen.getByRole('button', { name: /지역/ }));
    const regionSheet = await screen.findByRole('dialog');
    await userEvent.click(await within(regionSheet).findByRole('button', { name: '종로구' }));
    await userEvent.click(within(regionSheet).getByRole('button', { name: '1개 적용' }));
    await userEvent.click(screen.getByRole('button', { name: /편의시설/ }));
    const facilitySheet = await screen.findByRole('dialog');
    await userEvent.click(await within(facilitySheet).findByRole('button', { name: 'CCTV' }));
    await userEvent.click(within(facilitySheet).getByRole('button', { name: '1개 적용' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '정렬' }), 'RECENTLY_REGISTERED');

    expect(router.state.location.search).toBe(
      '?regionSeqs=1&category=BEAUTY&facilitiesSeqs=3&orderBy=RECENTLY_REGISTERED',
    );
    await waitFor(() =>
      expect(lastParams()).toEqual({
        regionSeqs: '1',
        category: 'BEAUTY',
        facilitiesSeqs: '3',
        orderBy: 'RECENTLY_REGISTERED',
        page: 0,
        size: 20,
      }),
    );
    await userEvent.click(await screen.findByRole('link', { name: /구름펫스테이/ }));
    expect(router.state.location.pathname).toBe('/online-reservation/8');
  });

  it('measures 가까운순 from the owner, with the note when it falls back', async () => {
    geolocation('refuse');
    serve({ 0: page([shop(7, '별빛펫뷰티')], 0, false) });
    renderAt('/online-reservation/search?regionSeqs=1&orderBy=CLOSEST', routes);
    await screen.findByText('별빛펫뷰티');
    expect(screen.getByText('위치 정보를 사용할 수 없어 서울시청 기준으로 보여 드려요')).toBeInTheDocument();
    expect(shopCalls()).toHaveLength(1);
    expect(lastParams()).toEqual({
      regionSeqs: '1',
      orderBy: 'CLOSEST',
      latitude: SEOUL_CITY_HALL.latitude,
      longitude: SEOUL_CITY_HALL.longitude,
      page: 0,
      size: 20,
    });
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    serve({
      0: page([shop(7, '별빛펫뷰티')], 0, true),
      1: page([shop(8, '구름펫스테이')], 1, false),
    });
    renderAt('/online-reservation/search?orderBy=REVIEWS', routes);
    await screen.findByText('별빛펫뷰티');
    expect(shopCalls()).toHaveLength(1);
    scrollToEnd();
    expect(await screen.findByText('구름펫스테이')).toBeInTheDocument();
    expect(lastParams()).toEqual({ orderBy: 'REVIEWS', page: 1, size: 20 });
    expect(screen.getByText('별빛펫뷰티')).toBeInTheDocument();
  });

  it('keeps the loaded shops when the next page fails, says so, and retries it', async () => {
    serve({
      0: page([shop(7, '별빛펫뷰티')], 0, true),
      1: [new Error('boom'), page([shop(8, '구름펫스테이')], 1, false)],
    });
    renderAt('/online-reservation/search?orderBy=REVIEWS', routes);
    await screen.findByText('별빛펫뷰티');
    scrollToEnd();
    const retry = await screen.findByRole('button', { name: '더 불러오기' });
    expect(screen.getByRole('alert')).toHaveTextContent('더 불러오지 못했어요. 다시 시도해 주세요.');
    await userEvent.click(retry);
    expect(await screen.findByText('구름펫스테이')).toBeInTheDocument();
    expect(screen.getByText('별빛펫뷰티')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when nothing matches and resets the filters', async () => {
    serve({ 0: page([], 0, false) });
    const { router } = renderAt(
      '/online-reservation/search?regionSeqs=1&category=HOTELING&facilitiesSeqs=3,4&orderBy=REVIEWS',
      routes,
    );
    expect(await screen.findByText('조건에 맞는 예약 가능 매장이 없어요')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /CCTV 외 1개/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '필터 초기화' }));
    expect(router.state.location.search).toBe('?orderBy=REVIEWS');
    await waitFor(() => expect(lastParams()).toEqual({ orderBy: 'REVIEWS', page: 0, size: 20 }));
  });

  it('shows the error with a retry that loads again', async () => {
    serve({ 0: [new Error('boom'), page([shop(7, '별빛펫뷰티')], 0, false)] });
    renderAt('/online-reservation/search?orderBy=REVIEWS', routes);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('매장을 불러오지 못했어요.');
    await userEvent.click(within(alert).getByRole('button', { name: MESSAGES.RETRY }));
    expect(await screen.findByText('별빛펫뷰티')).toBeInTheDocument();
    expect(shopCalls()).toHaveLength(2);
  });
});
