import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  apiGet,
  apiPost,
  queryKeys,
  toast,
  useDeviceStore,
  useSessionStore,
} from '@guardian/shared';
import { ShopResultScreen } from '../components/shop-result-screen';
import { ShopSearchScreen } from '../components/shop-search-screen';
import { SEOUL_CITY_HALL } from '../../../lib/location';
import {
  FACILITIES,
  REGIONS,
  fakeIntersectionObserver,
  geolocation,
  lastObserver,
  page,
  scrollToEnd,
  shop,
} from '../../../test/shop-search';
import { renderAt } from './helpers';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { atTheTap } from '@guardian/shared/test/at-the-tap';

vi.mock('@guardian/shared', async (orig) => (await import('./shared-mock')).sharedMock(orig));

const routes = [
  { path: '/shop/search', Component: ShopSearchScreen },
  { path: '/shop/result', Component: ShopResultScreen },
];

function serve(pages: Record<number, ReturnType<typeof page>>) {
  vi.mocked(apiGet).mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url === '/v2/shop/inquiry') return pages[Number(params?.page)];
    if (url === '/v2/shop/filter/region/config') return REGIONS;
    if (url === '/v2/shop/filter/facilities/config') return FACILITIES;
    throw new Error(`unexpected ${url}`);
  });
}

const inquiryCalls = () => vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/shop/inquiry');

beforeEach(() => {
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset();
  fakeIntersectionObserver();
  useSessionStore.setState({ token: 't', user: null });
  useDeviceStore.setState({ location: { isReceived: false, latitude: null, longitude: null } });
});

afterEach(() => vi.unstubAllGlobals());

describe('매장 찾기', () => {
  it('builds the inquiry from the URL, arrays comma-joined, from Seoul City Hall when location is refused', async () => {
    geolocation('refuse');
    serve({ 0: page([shop(1, '별빛펫뷰티')], 0, false) });
    renderAt('/shop/result?regionSeqs=1,2&category=BEAUTY&facilitiesSeqs=3,4&orderBy=CLOSEST', routes);
    expect(await screen.findByText('별빛펫뷰티')).toBeInTheDocument();
    expect(screen.getByText('위치 정보를 사용할 수 없어 서울시청 기준으로 보여 드려요')).toBeInTheDocument();
    expect(inquiryCalls()).toEqual([
      [
        '/v2/shop/inquiry',
        {
          regionSeqs: '1,2',
          category: 'BEAUTY',
          facilitiesSeqs: '3,4',
          orderBy: 'CLOSEST',
          latitude: SEOUL_CITY_HALL.latitude,
          longitude: SEOUL_CITY_HALL.longitude,
          page: 0,
          size: 20,
        },
      ],
    ]);
  });

  it('measures from the native app location when the bridge has one, without the note', async () => {
    geolocation('refuse');
    useDeviceStore.setState({ location: { isReceived: true, latitude: 37.54, longitude: 127.05 } });
    serve({ 0: page([shop(1, '별빛펫뷰티')], 0, false) });
    renderAt('/shop/result', routes);
    await screen.findByText('별빛펫뷰티');
    expect(inquiryCalls()[0][1]).toMatchObject({ orderBy: 'CLOSEST', latitude: 37.54, longitude: 127.05 });
    expect(navigator.geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.queryByText(/서울시청 기준/)).not.toBeInTheDocument();
  });

  it('counts a result’s reviews with their counter word, as the shop’s page does: 리뷰 0개, 리뷰 1,204개', async () => {
    serve({
      0: page(
        [
          shop(1, '별빛펫뷰티', { reviewCount: 0, distanceMeters: 489 }),
          shop(2, '달빛펫뷰티', { reviewCount: 1204 }),
        ],
        0,
        false,
      ),
    });
    renderAt('/shop/result?orderBy=REVIEWS', routes);
    expect(await screen.findByText('489m · 리뷰 0개')).toBeInTheDocument();
    expect(screen.getByText('리뷰 1,204개')).toBeInTheDocument();
  });

  it('sends no location for other sorts', async () => {
    serve({ 0: page([shop(1, '별빛펫뷰티')], 0, false) });
    renderAt('/shop/result?orderBy=REVIEWS', routes);
    await screen.findByText('별빛펫뷰티');
    expect(inquiryCalls()[0][1]).toEqual({ orderBy: 'REVIEWS', page: 0, size: 20 });
  });

  it('says a region in the address cannot be found, instead of 전체 지역, and lets the owner choose again', async () => {
    serve({ 0: page([], 0, false) });
    const user = userEvent.setup();
    const { router } = renderAt('/shop/result?regionSeqs=99999&orderBy=CLOSEST', routes);

    expect(await screen.findByRole('button', { name: /^지역\s*찾을 수 없는 지역$/ })).toBeInTheDocument();
    expect(screen.queryByText('전체 지역')).not.toBeInTheDocument();
    expect(
      screen.getByText(/고른 지역 중 찾을 수 없는 지역이 있어요/).closest('[role="status"]'),
    ).toHaveTextContent('고른 지역 중 찾을 수 없는 지역이 있어요. 다시 골라 주세요.');

    await user.click(screen.getByRole('button', { name: '지역 다시 고르기' }));
    expect(await screen.findByRole('dialog', { name: '지역 선택' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '종로구' }));
    await user.click(screen.getByRole('button', { name: '1개 적용' }));
    await waitFor(() => expect(router.state.location.search).toBe('?regionSeqs=1&orderBy=CLOSEST'));
    expect(screen.getByRole('button', { name: /^지역\s*종로구$/ })).toBeInTheDocument();
    expect(screen.queryByText(/찾을 수 없는/)).not.toBeInTheDocument();
  });

  it('puts the chosen filters in the result URL', async () => {
    serve({ 0: page([], 0, false) });
    const { router } = renderAt('/shop/search', routes);
    await userEvent.click(screen.getByRole('button', { name: '호텔' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '정렬' }), 'REVIEWS');
    await userEvent.click(screen.getByRole('button', { name: /편의시설/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'CCTV' }));
    await userEvent.click(screen.getByRole('button', { name: '1개 적용' }));
    await userEvent.click(screen.getByRole('button', { name: '매장 검색' }));
    expect(router.state.location.pathname).toBe('/shop/result');
    expect(router.state.location.search).toBe('?category=HOTELING&facilitiesSeqs=3&orderBy=REVIEWS');
  });

  it.each([
    ['/shop/search', 'the search page'],
    ['/shop/result', 'the results'],
  ])(
    'on %s (%s) a sort picked shows at once, not when the page has rendered its new address',
    async (path) => {
      geolocation('refuse');
      serve({ 0: page([shop(1, '별빛펫뷰티')], 0, false) });
      renderAt(path, routes);
      const sort = await screen.findByRole('combobox', { name: '정렬' });
      // React puts a select back as the old address said until the new one renders: it must render at the pick.
      await atTheTap(() => {
        (sort as HTMLSelectElement).value = 'REVIEWS';
        sort.dispatchEvent(new Event('change', { bubbles: true }));
      });
      expect(sort).toHaveValue('REVIEWS');
    },
  );

  it('back from the results finds the search page with the filters as they were chosen', async () => {
    geolocation('refuse');
    serve({ 0: page([shop(1, '별빛펫뷰티')], 0, false) });
    const user = userEvent.setup();
    const { router } = renderAt('/shop/search', routes);
    await user.click(screen.getByRole('button', { name: '호텔' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), 'REVIEWS');
    await user.click(screen.getByRole('button', { name: '매장 검색' }));
    expect(await screen.findByText('별빛펫뷰티')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/shop/search');
    expect(await screen.findByRole('button', { name: '호텔' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: '정렬' })).toHaveValue('REVIEWS');
  });

  it('requests page 1 when the sentinel scrolls into view', async () => {
    serve({
      0: page([shop(1, '별빛펫뷰티')], 0, true),
      1: page([shop(2, '구름펫스테이')], 1, false),
    });
    renderAt('/shop/result?orderBy=REVIEWS', routes);
    await screen.findByText('별빛펫뷰티');
    expect(inquiryCalls()).toHaveLength(1);
    expect(lastObserver().options?.root ?? null).toBeNull();
    scrollToEnd();
    expect(await screen.findByText('구름펫스테이')).toBeInTheDocument();
    expect(inquiryCalls()[1][1]).toMatchObject({ page: 1, size: 20 });
    expect(screen.getByText('별빛펫뷰티')).toBeInTheDocument();
  });

  it('keeps the shops shown when asking the results again (after their 10 minutes) gets no answer', async () => {
    serve({ 0: page([shop(1, '별빛펫뷰티')], 0, false) });
    const { queryClient } = renderAt('/shop/result?orderBy=REVIEWS', routes);
    await screen.findByText('별빛펫뷰티');
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.shops.inquiry() }));
    expect(inquiryCalls()).toHaveLength(2);
    expect(screen.getByText('별빛펫뷰티')).toBeInTheDocument();
    expect(screen.queryByText('네트워크 연결을 확인해 주세요.')).not.toBeInTheDocument();
  });

  it('with nothing found, asks 찾는 매장이 없나요? in the text and offers 입점 요청하기 as the button', async () => {
    serve({ 0: page([], 0, false) });
    renderAt('/shop/result?orderBy=REVIEWS', routes);
    const empty = await screen.findByRole('region', { name: '조건에 맞는 매장이 없어요' });
    expect(empty).toHaveTextContent('찾는 매장이 없나요?');
    await userEvent.click(within(empty).getByRole('button', { name: '입점 요청하기' }));
    expect(await screen.findByRole('dialog', { name: '입점 요청하기' })).toBeInTheDocument();
  });

  it('below the last result, the same question is text and only 입점 요청하기 is the button', async () => {
    serve({ 0: page([shop(1, '별빛펫뷰티')], 0, false) });
    renderAt('/shop/result?orderBy=REVIEWS', routes);
    await screen.findByText('별빛펫뷰티');
    const request = screen.getByRole('button', { name: '입점 요청하기' });
    expect(request.parentElement).toHaveTextContent('찾는 매장이 없나요? 입점 요청하기');
    await userEvent.click(request);
    expect(await screen.findByRole('dialog', { name: '입점 요청하기' })).toBeInTheDocument();
  });

  it('a quick double tap on 요청 보내기 sends the request once', async () => {
    serve({ 0: page([], 0, false) });
    vi.mocked(apiPost).mockResolvedValue({ requestSeq: 5 });
    renderAt('/shop/result?orderBy=REVIEWS', routes);
    await userEvent.click(await screen.findByRole('button', { name: '입점 요청하기' }));
    await userEvent.type(screen.getByLabelText('매장 이름 (필수)'), '해피독 성수점');
    const send = screen.getByRole('button', { name: '요청 보내기' });
    doubleTap(send);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('asks for a shop to join from the empty state, shopName required', async () => {
    serve({ 0: page([], 0, false) });
    vi.mocked(apiPost).mockResolvedValue({ requestSeq: 5 });
    renderAt('/shop/result?orderBy=REVIEWS', routes);
    await userEvent.click(await screen.findByRole('button', { name: '입점 요청하기' }));
    await userEvent.click(screen.getByRole('button', { name: '요청 보내기' }));
    expect(await screen.findByText('매장 이름을 입력해 주세요')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('매장 이름 (필수)'), '  해피독 성수점 ');
    await userEvent.type(screen.getByLabelText('전화번호'), '02-123-4567');
    await userEvent.click(screen.getByRole('button', { name: '요청 보내기' }));
    await waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith('/v2/shop/request-register', {
        shopName: '해피독 성수점',
        phone: '02-123-4567',
      }),
    );
    expect(toast.success).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    // The shop's details: the phone would offer my own address and number.
    ['매장 이름 (필수)', { autocomplete: 'off', enterkeyhint: 'next' }],
    ['주소', { autocomplete: 'off', enterkeyhint: 'next' }],
    ['전화번호', { inputmode: 'tel', autocomplete: 'off', enterkeyhint: 'next' }],
    ['메모', { autocomplete: 'off', enterkeyhint: 'send' }],
  ])('입점 요청 keyboard: %s', async (label, attributes) => {
    serve({ 0: page([], 0, false) });
    renderAt('/shop/result?orderBy=REVIEWS', routes);
    await userEvent.click(await screen.findByRole('button', { name: '입점 요청하기' }));
    const field = await screen.findByLabelText(label);
    for (const [name, value] of Object.entries(attributes)) expect(field).toHaveAttribute(name, value);
  });

  it('the keyboard’s 다음 goes from field to field without sending; Enter in 메모 sends', async () => {
    serve({ 0: page([], 0, false) });
    vi.mocked(apiPost).mockResolvedValue({ requestSeq: 5 });
    const user = userEvent.setup();
    renderAt('/shop/result?orderBy=REVIEWS', routes);
    await user.click(await screen.findByRole('button', { name: '입점 요청하기' }));
    await user.type(await screen.findByLabelText('매장 이름 (필수)'), '해피독 성수점{Enter}');
    expect(screen.getByLabelText('주소')).toHaveFocus();
    await user.keyboard('성수이로 1{Enter}');
    expect(screen.getByLabelText('전화번호')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('메모')).toHaveFocus();
    expect(apiPost).not.toHaveBeenCalled();

    await user.keyboard('주차 가능해요{Enter}');
    await waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith('/v2/shop/request-register', {
        shopName: '해피독 성수점',
        address: '성수이로 1',
        memo: '주차 가능해요',
      }),
    );
  });
});

describe('매장 찾기의 시트와 휴대폰의 뒤로', () => {
  /** The search page, then its results: the history a search leaves. */
  async function openResults() {
    geolocation('refuse');
    serve({ 0: page([], 0, false) });
    const user = userEvent.setup();
    const view = renderAt('/shop/search', routes);
    await user.click(screen.getByRole('button', { name: '호텔' }));
    await user.click(screen.getByRole('button', { name: '매장 검색' }));
    await screen.findByText('조건에 맞는 매장이 없어요');
    return { ...view, user };
  }

  it('back closes the region and the facility sheets, staying on the results with their filters', async () => {
    const { router, user } = await openResults();
    for (const [button, title] of [
      [/지역/, '지역 선택'],
      [/편의시설/, '편의시설 선택'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
      await act(() => router.navigate(-1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/shop/result');
      expect(router.state.location.search).toBe('?category=HOTELING&orderBy=CLOSEST');
    }
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/shop/search');
  });

  it('a choice applied in a sheet lands in the results’ address, and back then leaves the results', async () => {
    const { router, user } = await openResults();
    await user.click(screen.getByRole('button', { name: /편의시설/ }));
    await user.click(await screen.findByRole('button', { name: 'CCTV' }));
    await user.click(screen.getByRole('button', { name: '1개 적용' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=HOTELING&facilitiesSeqs=3&orderBy=CLOSEST'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/shop/search');
  });

  it('back closes 입점 요청, and after sending it back leaves the results rather than reopening it', async () => {
    vi.mocked(apiPost).mockResolvedValue({ requestSeq: 5 });
    const { router, user } = await openResults();
    await user.click(screen.getByRole('button', { name: '입점 요청하기' }));
    expect(await screen.findByRole('dialog', { name: '입점 요청하기' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/result');

    await user.click(screen.getByRole('button', { name: '입점 요청하기' }));
    await user.type(await screen.findByLabelText('매장 이름 (필수)'), '해피독 성수점');
    await user.click(screen.getByRole('button', { name: '요청 보내기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/shop/result');

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/shop/search');
  });
});
