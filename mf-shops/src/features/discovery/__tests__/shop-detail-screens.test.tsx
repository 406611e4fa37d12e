import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  apiGet,
  apiPost,
  dialog,
  toast,
  useCurrentShopStore,
  useSessionStore,
  type ShopDetail,
} from '@guardian/shared';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { CurrentShopScreen, PublicShopScreen } from '../components/shop-detail-screens';
import { shop } from '../../../test/shop-search';
import { me, renderAt } from './helpers';
import { awayUntil } from '@guardian/shared/test/away';
import { doubleTap } from '@guardian/shared/test/double-tap';

vi.mock('@guardian/shared', async (orig) => (await import('./shared-mock')).sharedMock(orig));

const detail: ShopDetail = {
  ...shop(11, '멍멍살롱 성수점'),
  phone: '02-123-4567',
  description: '소형견 전문 미용실',
  addressDetail: '2층',
  hours: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, open: '10:00', close: '19:00', closed: d === 1 })),
  facilities: [{ facilitiesSeq: 1, name: '주차', icon: 'parking' }],
  onlineReservation: true,
  chatting: true,
};

const reviews = {
  items: [
    {
      reviewSeq: 3,
      authorNickname: '몽이**',
      productName: '전체미용 (가위컷)',
      petNames: ['몽이'],
      rating: 5,
      content: '얼굴 라인을 동그랗게 정말 예쁘게 잘라 주셨어요.',
      mediaSeqs: [],
      photos: [],
      reply: '몽이가 얌전히 잘 있어 줬어요.',
      repliedAt: '2026-11-20T03:00:00.000Z',
      createdAt: '2026-11-20T00:00:00.000Z',
      edited: false,
    },
  ],
  page: 0,
  size: 3,
  total: 4,
  hasNext: true,
  reviewCount: 4,
  averageRating: 4.5,
};
const reviewsPage2 = {
  ...reviews,
  items: [
    { ...reviews.items[0], reviewSeq: 1, content: '처음 가봤는데 친절했어요.', reply: null, rating: 4 },
  ],
  page: 1,
  hasNext: false,
};

beforeEach(() => {
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string, params?: Record<string, unknown>) => {
      if (url === '/v2/shop') return detail;
      if (url === '/v2/shop/11/reviews') return params?.page === 1 ? reviewsPage2 : reviews;
      if (url === '/v2/shop/category/image')
        return [
          { category: 'BEAUTY', images: ['/a.jpg'] },
          { category: 'HOTELING', images: [] },
        ];
      throw new Error(url);
    });
  vi.mocked(apiPost).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T15:30:00Z') }); // Monday 00:30 in Seoul
});

afterEach(() => vi.useRealTimers());

describe('매장 소개', () => {
  it('shows contact, hours with today (Seoul) highlighted, facilities, photos with empty categories hidden', async () => {
    useSessionStore.setState({ token: null, user: null });
    renderAt('/shop/11', [{ path: '/shop/:id', Component: PublicShopScreen }]);
    expect(await screen.findByRole('heading', { name: '멍멍살롱 성수점' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '02-123-4567' })).toHaveAttribute('href', 'tel:021234567');
    const today = screen.getByRole('row', { name: /오늘/ });
    expect(within(today).getByText('월 (오늘)')).toBeInTheDocument();
    expect(within(today).getByText('휴무')).toBeInTheDocument();
    expect(screen.getByText('주차')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '미용 사진' })).toBeInTheDocument();
    expect(screen.queryByText('호텔')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '온라인 예약' })).toBeInTheDocument();
  });

  it('left open overnight, marks the new day as today once the app is shown again', async () => {
    useSessionStore.setState({ token: null, user: null });
    renderAt('/shop/11', [{ path: '/shop/:id', Component: PublicShopScreen }]);
    expect(await screen.findByText('월 (오늘)')).toBeInTheDocument();
    // Put away on Monday night; the timers froze and Tuesday morning came.
    awayUntil('2026-11-23T23:30:00Z'); // Tuesday 08:30 in Seoul
    const today = screen.getByRole('row', { name: /오늘/ });
    expect(within(today).getByText('화 (오늘)')).toBeInTheDocument();
    expect(within(today).getByText('10:00 - 19:00')).toBeInTheDocument();
    expect(screen.queryByText('월 (오늘)')).not.toBeInTheDocument();
  });

  it('makes the web address and phone number the shop wrote in its intro links, its lines kept', async () => {
    useSessionStore.setState({ token: null, user: null });
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/shop')
        return {
          ...detail,
          description: '소형견 전문 미용실\n인스타 https://instagram.com/meong\n야간 문의 0507-1234-5678',
        };
      if (url === '/v2/shop/11/reviews') return reviews;
      return [];
    });
    onTestFinished(applyStylesheet('../components/shop-info.module.css', import.meta.url));
    onTestFinished(applyStylesheet('../../../components/facts.module.css', import.meta.url));
    renderAt('/shop/11', [{ path: '/shop/:id', Component: PublicShopScreen }]);

    const insta = await screen.findByRole('link', { name: 'https://instagram.com/meong' });
    expect(insta).toHaveAttribute('href', 'https://instagram.com/meong');
    expect(insta).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '0507-1234-5678' })).toHaveAttribute('href', 'tel:050712345678');
    const intro = insta.parentElement!;
    expect(intro.textContent).toBe(
      '소형견 전문 미용실\n인스타 https://instagram.com/meong\n야간 문의 0507-1234-5678',
    );
    // The shop's line breaks show as lines, not run together.
    expect(getComputedStyle(intro).whiteSpace).toBe('pre-line');
  });

  it('makes a web address and a phone number in the shop’s answer to a review links', async () => {
    useSessionStore.setState({ token: null, user: null });
    const answer = '감사해요! 다음 예약은 https://booking.naver.com/meong 또는 02-987-6543로 해 주세요.';
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/shop') return detail;
      if (url === '/v2/shop/11/reviews')
        return { ...reviews, items: [{ ...reviews.items[0], reply: answer }] };
      return [];
    });
    renderAt('/shop/11', [{ path: '/shop/:id', Component: PublicShopScreen }]);

    const booking = await screen.findByRole('link', { name: 'https://booking.naver.com/meong' });
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '02-987-6543' })).toHaveAttribute('href', 'tel:029876543');
    expect(booking.parentElement).toHaveTextContent(answer);
  });

  it('shows the average rating, the count and the latest reviews with the shop’s answer', async () => {
    useSessionStore.setState({ token: null, user: null });
    renderAt('/shop/11', [{ path: '/shop/:id', Component: PublicShopScreen }]);
    const section = await screen.findByRole('region', { name: /리뷰/ });
    expect(await within(section).findByText('4.5 · 4개', { exact: false })).toBeInTheDocument();
    // Each review's rating: five stars, given ones filled and the rest outlined (not told apart by colour alone),
    // and the number beside them; heard once, as 별점 5점.
    expect(within(section).getByRole('img', { name: '별점 5점' })).toHaveTextContent(/^★★★★★\s*5$/);
    expect(within(section).getByText('얼굴 라인을 동그랗게 정말 예쁘게 잘라 주셨어요.')).toBeInTheDocument();
    expect(within(section).getByText('몽이가 얌전히 잘 있어 줬어요.')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/shop/11/reviews', { page: 0, size: 3 });
    await userEvent.click(within(section).getByRole('button', { name: '리뷰 더 보기' }));
    expect(await within(section).findByText('처음 가봤는데 친절했어요.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: '리뷰 더 보기' })).not.toBeInTheDocument();
  });

  it("공유하기 hands the shop's own page, which anyone can open, to the app's share sheet, also from 내 매장", async () => {
    vi.useRealTimers();
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    try {
      useSessionStore.setState({ token: 't', user: me });
      useCurrentShopStore.getState().clear();
      renderAt('/shop/detail', [{ path: '/shop/detail', Component: CurrentShopScreen }]);
      await screen.findByRole('heading', { name: '멍멍살롱 성수점' });
      await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
      await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
      expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({
        type: 'SHARE',
        payload: {
          title: '멍멍살롱 성수점',
          text: '소형견 전문 미용실',
          url: `${window.location.origin}/shop/11`,
        },
      });
    } finally {
      delete window.ReactNativeWebView;
    }
  });

  it('my current shop’s page offers 온라인 예약 too, straight to its booking page', async () => {
    vi.useRealTimers();
    useSessionStore.setState({ token: 't', user: me });
    useCurrentShopStore.getState().clear();
    const user = userEvent.setup();
    const { router } = renderAt('/shop/detail', [
      { path: '/shop/detail', Component: CurrentShopScreen },
      { path: '/online-reservation/:id', element: <p>온라인 예약 매장 화면</p> },
    ]);
    expect(await screen.findByRole('heading', { name: '멍멍살롱 성수점' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '온라인 예약' }));
    expect(await screen.findByText('온라인 예약 매장 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation/11');
  });

  it('a shop that takes no online bookings offers only 문의하기', async () => {
    useSessionStore.setState({ token: null, user: null });
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/shop') return { ...detail, onlineReservation: false };
      if (url === '/v2/shop/11/reviews') return reviews;
      if (url === '/v2/shop/category/image') return [];
      throw new Error(url);
    });
    renderAt('/shop/11', [{ path: '/shop/:id', Component: PublicShopScreen }]);
    expect(await screen.findByRole('button', { name: '문의하기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '온라인 예약' })).not.toBeInTheDocument();
  });

  it('a shop that takes no chats offers no 문의하기, which could only say so; its number stays to call', async () => {
    useSessionStore.setState({ token: null, user: null });
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/shop') return { ...detail, chatting: false };
      if (url === '/v2/shop/11/reviews') return reviews;
      if (url === '/v2/shop/category/image') return [];
      throw new Error(url);
    });
    renderAt('/shop/11', [{ path: '/shop/:id', Component: PublicShopScreen }]);
    expect(await screen.findByRole('button', { name: '온라인 예약' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '문의하기' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '02-123-4567' })).toHaveAttribute('href', 'tel:021234567');
  });

  it('문의하기 opens the chat prepare screen for this shop', async () => {
    vi.useRealTimers();
    useSessionStore.setState({ token: null, user: null });
    const user = userEvent.setup();
    renderAt('/shop/11', [
      { path: '/shop/:id', Component: PublicShopScreen },
      { path: '/chatting/prepare', element: <p>상담 준비 화면</p> },
    ]);
    await user.click(await screen.findByRole('button', { name: '문의하기' }));
    expect(await screen.findByText('상담 준비 화면')).toBeInTheDocument();
  });

  it.each([
    ['a shop that is gone (404)', '/shop/404'],
    ['an address that names no shop', '/shop/abc'],
  ])('reads the same for %s: not found, with 매장 찾기 as the way on', async (_, path) => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 404, resultCode: 'SHOP_NOT_FOUND', message: '매장을 찾을 수 없어요.' }),
    );
    const { router } = renderAt(path, [{ path: '/shop/:id', Component: PublicShopScreen }]);
    expect(await screen.findByText('매장을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '매장 찾기' }));
    expect(router.state.location.pathname).toBe('/shop/search');
  });

  it('asks a logged-out visitor to log in before saving a favourite', async () => {
    useSessionStore.setState({ token: null, user: null });
    const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
    const { router } = renderAt('/shop/11', [{ path: '/shop/:id', Component: PublicShopScreen }]);
    await userEvent.click(await screen.findByRole('button', { name: '멍멍살롱 성수점 관심 매장 추가' }));
    expect(confirm).toHaveBeenCalled();
    expect(apiPost).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?redirectUrl=%2Fshop%2F11');
  });

  it('saves a favourite when logged in', async () => {
    useSessionStore.setState({ token: 't', user: null });
    vi.mocked(apiPost).mockResolvedValue({ isFavorite: true });
    renderAt('/shop/11', [{ path: '/shop/:id', Component: PublicShopScreen }]);
    await userEvent.click(await screen.findByRole('button', { name: '멍멍살롱 성수점 관심 매장 추가' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/shop/11/favorite');
    expect(await screen.findByRole('button', { name: '멍멍살롱 성수점 관심 매장 해제' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('fills the heart at the tap while the save is on its way, and keeps it busy', async () => {
    useSessionStore.setState({ token: 't', user: null });
    vi.mocked(apiPost).mockReturnValue(new Promise(() => {}));
    renderAt('/shop/11', [{ path: '/shop/:id', Component: PublicShopScreen }]);
    await userEvent.click(await screen.findByRole('button', { name: '멍멍살롱 성수점 관심 매장 추가' }));
    const heart = await screen.findByRole('button', { name: '멍멍살롱 성수점 관심 매장 해제' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toBeDisabled();
  });

  it('puts the heart back when the save fails, and says why', async () => {
    useSessionStore.setState({ token: 't', user: null });
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );
    renderAt('/shop/11', [{ path: '/shop/:id', Component: PublicShopScreen }]);
    await userEvent.click(await screen.findByRole('button', { name: '멍멍살롱 성수점 관심 매장 추가' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('네트워크 연결을 확인해 주세요.'));
    const heart = screen.getByRole('button', { name: '멍멍살롱 성수점 관심 매장 추가' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toBeEnabled();
  });

  it('saves a favourite once on a double tap', async () => {
    useSessionStore.setState({ token: 't', user: null });
    vi.mocked(apiPost).mockResolvedValue({ isFavorite: true });
    renderAt('/shop/11', [{ path: '/shop/:id', Component: PublicShopScreen }]);
    doubleTap(await screen.findByRole('button', { name: '멍멍살롱 성수점 관심 매장 추가' }));
    expect(await screen.findByRole('button', { name: '멍멍살롱 성수점 관심 매장 해제' })).toBeEnabled();
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });
});
