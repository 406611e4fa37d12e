import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, publicGet, useCurrentShopStore, useSessionStore, type Me } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { renderScreen } from '../../../test/render';
import type { Notice, NoticeItem } from '../api/types';
import { NoticeDetailScreen } from '../components/notice-detail-screen';
import { NoticeListScreen } from '../components/notice-list-screen';

// The API's answers: the list is read with the owner's session (which notices are new to them), a notice with one when
// there is one (it and its 소식 entry are read).
const { answer } = vi.hoisted(() => ({ answer: vi.fn() }));
vi.mock('@guardian/shared', async (orig) => {
  const actual = await orig<typeof Shared>();
  return {
    ...actual,
    publicGet: vi.fn((...args: unknown[]) => answer(...args)),
    apiGet: vi.fn((...args: unknown[]) => answer(...args)),
    // The user as the shell has read it: the session's.
    useMe: () => ({ data: actual.useSessionStore((s) => s.user) ?? undefined }),
  };
});

const routes = [
  { path: '/notice', Component: NoticeListScreen },
  { path: '/notice/:id', Component: NoticeDetailScreen },
];

const notice = (over: Partial<Notice> = {}): Notice => ({
  noticeSeq: 1,
  shopId: 11,
  shopName: '멍멍살롱 성수점',
  title: '12월 휴무 안내',
  body: '12월 25일은 휴무입니다.\n감사합니다.',
  pinned: false,
  publishedAt: '2026-11-23T01:00:00.000Z',
  ...over,
});
const page = (items: (Notice | NoticeItem)[]) => ({
  items,
  page: 0,
  size: 20,
  total: items.length,
  hasNext: false,
  unread: items.filter((n) => 'unread' in n && n.unread).length,
});

const me = {
  userSeq: 1,
  userShops: [
    {
      userShopSeq: 1,
      shopId: 11,
      customerSeq: 111,
      sortOrder: 0,
      shopInfo: { shopId: 11, name: '멍멍살롱 성수점' },
    },
    {
      userShopSeq: 2,
      shopId: 12,
      customerSeq: 121,
      sortOrder: 1,
      shopInfo: { shopId: 12, name: '구름펫스테이 중구점' },
    },
  ],
} as unknown as Me;

beforeEach(() => {
  answer.mockReset();
  vi.mocked(publicGet).mockClear();
  vi.mocked(apiGet).mockClear();
  useSessionStore.getState().setToken('token-1');
  useSessionStore.getState().setUser(me);
  useCurrentShopStore.getState().setCurrentShop(11, 111);
});

describe('공지사항 /notice', () => {
  it('lists the current shop’s notices with the pinned one marked, and opens one', async () => {
    answer.mockImplementation(async (url: string) =>
      url === '/v2/notices'
        ? page([notice({ noticeSeq: 2, title: '영업시간 변경', pinned: true }), notice()])
        : notice(),
    );
    const user = userEvent.setup();
    renderScreen('/notice', routes);

    expect(screen.getByLabelText('공지를 불러오는 중')).toBeInTheDocument();
    const pinned = await screen.findByRole('link', { name: /영업시간 변경/ });
    expect(pinned).toHaveTextContent('고정');
    expect(apiGet).toHaveBeenCalledWith('/v2/notices', { shopId: 11, page: 0, size: 20 });
    expect(screen.getByRole('link', { name: /12월 휴무 안내/ })).toHaveTextContent('12월 25일은 휴무입니다.');
    expect(screen.getByText('멍멍살롱 성수점의 공지')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /12월 휴무 안내/ }));
    expect(await screen.findByRole('heading', { name: '12월 휴무 안내' })).toBeInTheDocument();
    expect(screen.getByText(/감사합니다/)).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/notices/1');
    expect(publicGet).not.toHaveBeenCalledWith('/v2/notices/1');
    // One h1, the notice's title: the bar's 공지사항 is not a second one.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      '12월 휴무 안내',
    ]);
    expect(screen.getByText('공지사항')).toBeInTheDocument();
  });

  it('marks the notices not opened yet with an N (새 글); opened, its N goes at once, before the list is read again', async () => {
    const hours = notice({
      noticeSeq: 2,
      title: '영업시간 변경',
      pinned: true,
      unread: true,
    } as Partial<NoticeItem>);
    const holiday = notice({ unread: true } as Partial<NoticeItem>);
    const parking = notice({ noticeSeq: 3, title: '주차 안내', unread: false } as Partial<NoticeItem>);
    let listAnswer: () => Promise<unknown> = async () => page([hours, holiday, parking]);
    answer.mockImplementation(async (url: string) => (url === '/v2/notices' ? listAnswer() : notice()));
    const user = userEvent.setup();
    const { router } = renderScreen('/notice', routes);

    // Each new one named with its mark in words, after its title; the one read has none.
    const opened = await screen.findByRole('link', { name: /^12월 휴무 안내 새 글 / });
    expect(within(opened).getByRole('img', { name: '새 글' })).toHaveTextContent('N');
    expect(screen.getByRole('link', { name: /^고정 영업시간 변경 새 글 / })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /주차 안내/ })).not.toHaveAccessibleName(/새 글/);
    expect(screen.getByText('읽지 않은 공지 2개')).toBeInTheDocument();

    await user.click(opened);
    expect(await screen.findByRole('heading', { name: '12월 휴무 안내' })).toBeInTheDocument();
    // Back on the list while the list's next read has not answered yet: it is shown read already.
    let answerList!: (value: unknown) => void;
    listAnswer = () => new Promise((resolve) => (answerList = resolve));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: /^12월 휴무 안내 12월 25일/ })).not.toHaveAccessibleName(
      /새 글/,
    );
    expect(screen.getByRole('link', { name: /^고정 영업시간 변경 새 글 / })).toBeInTheDocument();
    expect(screen.getByText('읽지 않은 공지 1개')).toBeInTheDocument();
    // And the list is asked again: what the server says (the notice read) stands.
    await waitFor(() => expect(answer.mock.calls.filter(([url]) => url === '/v2/notices')).toHaveLength(2));
    await act(async () => answerList(page([hours, { ...holiday, unread: false } as NoticeItem, parking])));
    expect(screen.getByText('읽지 않은 공지 1개')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^12월 휴무 안내 12월 25일/ })).toBeInTheDocument();
  });

  it('its N is the one 앨범 and 알림장 show: round, in the brand colour, never squeezed by a long title', async () => {
    onTestFinished(applyStylesheet('../../../components/new-mark.module.css', import.meta.url));
    answer.mockResolvedValue(page([notice({ unread: true } as Partial<NoticeItem>)]));
    renderScreen('/notice', routes);
    const style = getComputedStyle(await screen.findByRole('img', { name: '새 글' }));
    expect([style.borderRadius, style.getPropertyValue('background'), style.width]).toEqual([
      '50%',
      'var(--color-brand)',
      '1.6em',
    ]);
    expect(style.flexShrink).toBe('0');
  });

  it('says nothing of new notices when every one has been opened', async () => {
    answer.mockResolvedValue(page([notice({ unread: false } as Partial<NoticeItem>)]));
    renderScreen('/notice', routes);
    expect(await screen.findByRole('link', { name: /12월 휴무 안내/ })).not.toHaveAccessibleName(/새 글/);
    expect(screen.queryByText(/읽지 않은 공지/)).not.toBeInTheDocument();
    expect(screen.queryByText('N')).not.toBeInTheDocument();
  });

  it('is a tab page under the shell’s bar: its name heads the page, with no second bar of its own', async () => {
    answer.mockResolvedValue(page([notice()]));
    const view = renderScreen('/notice', routes);
    expect(await screen.findByRole('link', { name: /12월 휴무 안내/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['공지사항']);
    // The page's own bar (a <header>) sat under the shell's 가디언 bar: 56 px more, 48 on a phone on its side.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    view.unmount();

    // A guest's page too, over the login prompt.
    useSessionStore.getState().clear();
    renderScreen('/notice', routes);
    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('makes a web address or a phone number in the notice a link, its lines kept', async () => {
    answer.mockResolvedValue(
      notice({ body: '연말 예약은 www.meongmeong.kr/book 에서 받아요.\n전화 예약: 1588-1234' }),
    );
    renderScreen('/notice/1', routes);

    const book = await screen.findByRole('link', { name: 'www.meongmeong.kr/book' });
    expect(book).toHaveAttribute('href', 'https://www.meongmeong.kr/book');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '1588-1234' })).toHaveAttribute('href', 'tel:15881234');
    expect(book.parentElement?.textContent).toBe(
      '연말 예약은 www.meongmeong.kr/book 에서 받아요.\n전화 예약: 1588-1234',
    );
  });

  it('while the notice loads, or when it cannot, the bar’s 공지사항 is the page’s heading', async () => {
    answer.mockRejectedValue(new Error('offline'));
    renderScreen('/notice/1', routes);
    expect(await screen.findByText('공지를 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['공지사항']);
  });

  it('says which shop has no notices yet, with a next step', async () => {
    answer.mockResolvedValue(page([]));
    renderScreen('/notice', routes);
    // The list is the current shop's only: the owner with several shops sees which one has none.
    expect(await screen.findByText('멍멍살롱 성수점의 공지가 아직 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '매장 정보 보기' })).toBeInTheDocument();
  });

  it('without a linked shop it asks to find one instead of calling the API', async () => {
    useCurrentShopStore.getState().clear();
    useSessionStore.getState().setUser({ ...me, userShops: [] });
    renderScreen('/notice', routes);
    expect(await screen.findByText('연결된 매장이 없어요')).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
  });

  it('asks a guest to log in, not to find a shop, and comes back to the notices after', async () => {
    useSessionStore.getState().clear();
    useCurrentShopStore.getState().clear();
    const user = userEvent.setup();
    const { router } = renderScreen('/notice', routes);
    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '매장 찾기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?redirectUrl=%2Fnotice');
    expect(answer).not.toHaveBeenCalled();
  });

  it('a page that fails under 더 보기 says why and keeps the notices already shown', async () => {
    answer
      .mockResolvedValueOnce({ ...page([notice()]), hasNext: true })
      .mockRejectedValueOnce(
        new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
      )
      .mockResolvedValueOnce({ ...page([notice({ noticeSeq: 2, title: '주차 안내' })]), page: 1 });
    const user = userEvent.setup();
    renderScreen('/notice', routes);

    await user.click(await screen.findByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('네트워크 연결을 확인해 주세요.');
    expect(screen.getByRole('link', { name: /12월 휴무 안내/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('link', { name: /주차 안내/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /12월 휴무 안내/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('?shopId= of another of the owner’s shops lists that shop’s notices, named, the current shop unchanged', async () => {
    answer.mockResolvedValue(
      page([notice({ shopId: 12, shopName: '구름펫스테이 중구점', title: '호텔 체크인 안내' })]),
    );
    renderScreen('/notice?shopId=12', routes);
    expect(await screen.findByRole('link', { name: /호텔 체크인 안내/ })).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/notices', { shopId: 12, page: 0, size: 20 });
    expect(screen.getByText('구름펫스테이 중구점의 공지')).toBeInTheDocument();
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 11, customerSeq: 111 });
  });

  it('?shopId= of a shop the owner is not linked to lists the current shop’s, as /notice does', async () => {
    answer.mockResolvedValue(page([notice()]));
    renderScreen('/notice?shopId=99', routes);
    expect(await screen.findByText('멍멍살롱 성수점의 공지')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/notices', { shopId: 11, page: 0, size: 20 });
    expect(apiGet).not.toHaveBeenCalledWith('/v2/notices', expect.objectContaining({ shopId: 99 }));
  });

  it('shows an error with 다시 시도 that loads again', async () => {
    answer
      .mockRejectedValueOnce(
        new ApiError({ resultCode: 'INTERNAL_ERROR', message: '일시적인 오류가 생겼어요.', status: 500 }),
      )
      .mockResolvedValue(page([notice()]));
    const user = userEvent.setup();
    renderScreen('/notice', routes);
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('12월 휴무 안내')).toBeInTheDocument();
  });
});

describe('공지 상세 /notice/{id}', () => {
  it('tells a reader the notice is gone when it was deleted or never published', async () => {
    answer.mockRejectedValue(
      new ApiError({ resultCode: 'NOTICE_NOT_FOUND', message: '공지사항을 찾을 수 없어요.', status: 404 }),
    );
    const user = userEvent.setup();
    renderScreen('/notice/9', routes);
    expect(await screen.findByText('공지사항을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();

    answer.mockResolvedValue(page([notice()]));
    await user.click(screen.getByRole('button', { name: '공지사항 목록' }));
    expect(await screen.findByText('12월 휴무 안내')).toBeInTheDocument();
  });

  /** Opens notice 1 from the list, goes back, and taps it again; `again` answers the notice's second read. */
  async function openAgain(again: () => Promise<Notice>) {
    answer.mockImplementation(async (url: string) => (url === '/v2/notices' ? page([notice()]) : notice()));
    const user = userEvent.setup();
    const { router, queryClient } = renderScreen('/notice', routes);
    await user.click(await screen.findByRole('link', { name: /12월 휴무 안내/ }));
    expect(await screen.findByText(/감사합니다/)).toBeInTheDocument();
    await act(() => router.navigate(-1));
    answer.mockImplementation(async (url: string) => (url === '/v2/notices' ? page([notice()]) : again()));
    await user.click(await screen.findByRole('link', { name: /12월 휴무 안내/ }));
    await waitFor(() => expect(answer.mock.calls.filter(([url]) => url === '/v2/notices/1')).toHaveLength(2));
    // The second read has answered (failed).
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .some((q) => q.state.status === 'error'),
      ).toBe(true),
    );
  }

  it('opened again after the shop deleted it: says it is gone with the way to the list, not its old text', async () => {
    await openAgain(async () => {
      throw new ApiError({
        resultCode: 'NOTICE_NOT_FOUND',
        message: '공지사항을 찾을 수 없어요.',
        status: 404,
      });
    });
    expect(await screen.findByText('공지사항을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByText(/감사합니다/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '공지사항 목록' })).toBeInTheDocument();
    // The bar's 공지사항 heads the page again, as on a first load that found nothing.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['공지사항']);
  });

  it('opened again with no connection: keeps the notice read before on screen', async () => {
    await openAgain(async () => {
      throw new ApiError({ resultCode: 'NETWORK_ERROR', message: '인터넷 연결을 확인해 주세요.', status: 0 });
    });
    expect(screen.getByText(/감사합니다/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says an address that names no notice is not there, without asking the API', async () => {
    renderScreen('/notice/abc', routes);
    expect(await screen.findByText('공지사항을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '공지사항 목록' })).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
  });

  describe('opened by a push or a link (nothing of the app behind it)', () => {
    const ofHotel = notice({
      noticeSeq: 5,
      shopId: 12,
      shopName: '구름펫스테이 중구점',
      title: '호텔 체크인 안내',
    });

    it('a notice of another of the owner’s shops: 뒤로 goes to that shop’s notices, where it is listed', async () => {
      answer.mockImplementation(async (url: string, params?: { shopId: number }) =>
        url === '/v2/notices' ? page(params?.shopId === 12 ? [ofHotel] : [notice()]) : ofHotel,
      );
      const user = userEvent.setup();
      const { router } = renderScreen('/notice/5', routes);
      expect(await screen.findByRole('heading', { name: '호텔 체크인 안내' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
      expect(await screen.findByText('구름펫스테이 중구점의 공지')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?shopId=12');
      expect(screen.getByRole('link', { name: /호텔 체크인 안내/ })).toBeInTheDocument();
      // The shop the owner chose on the home stays the current one.
      expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 11, customerSeq: 111 });
    });

    it('deleted since it was read: 공지사항 목록 leads to its shop’s notices too', async () => {
      answer.mockImplementation(async (url: string) => (url === '/v2/notices' ? page([]) : ofHotel));
      const user = userEvent.setup();
      const { router, queryClient } = renderScreen('/notice/5', routes);
      expect(await screen.findByRole('heading', { name: '호텔 체크인 안내' })).toBeInTheDocument();
      answer.mockRejectedValue(
        new ApiError({ resultCode: 'NOTICE_NOT_FOUND', message: '공지사항을 찾을 수 없어요.', status: 404 }),
      );
      await act(() => queryClient.refetchQueries());
      await user.click(await screen.findByRole('button', { name: '공지사항 목록' }));
      expect(router.state.location.pathname).toBe('/notice');
      expect(router.state.location.search).toBe('?shopId=12');
    });

    it('a notice of a shop the owner is not linked to: 뒤로 goes to the shop’s page, not another shop’s notices', async () => {
      answer.mockResolvedValue(
        notice({ noticeSeq: 7, shopId: 99, shopName: '바둑펫뷰티', title: '오픈 안내' }),
      );
      const user = userEvent.setup();
      const { router } = renderScreen('/notice/7', routes);
      expect(await screen.findByRole('heading', { name: '오픈 안내' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/shop/99'));
    });

    it('a guest: 뒤로 goes to the shop’s page', async () => {
      useSessionStore.getState().clear();
      answer.mockResolvedValue(notice());
      const user = userEvent.setup();
      const { router } = renderScreen('/notice/1', routes);
      expect(await screen.findByRole('heading', { name: '12월 휴무 안내' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/shop/11'));
    });
  });
});
