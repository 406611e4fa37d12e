import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { ApiError, apiGet, toast, useCurrentShopStore, useSessionStore, type Me } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { stubPhotoDownload } from '@guardian/shared/test/photo-download';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { renderScreen } from '../../../test/render';
import type { Album, AlbumSummary } from '../api/types';
import { AlbumDetailScreen } from '../components/album-detail-screen';
import { AlbumListScreen } from '../components/album-list-screen';

vi.mock('@guardian/shared', async (orig) => ({ ...(await orig<typeof Shared>()), apiGet: vi.fn() }));

const routes = [
  { path: '/album', Component: AlbumListScreen },
  { path: '/album/:id', Component: AlbumDetailScreen },
];

const photo = (mediaSeq: number) => ({
  mediaSeq,
  width: 1280,
  height: 960,
  url: `https://api.test/v2/media/${mediaSeq}/w1280?exp=1&sig=a`,
  thumbnailUrl: `https://api.test/v2/media/${mediaSeq}/w320?exp=1&sig=a`,
  srcSet: [320, 720, 1280]
    .map((w) => `https://api.test/v2/media/${mediaSeq}/w${w}?exp=1&sig=a ${w}w`)
    .join(', '),
});
const summary = (over: Partial<AlbumSummary> = {}): AlbumSummary => ({
  albumSeq: 5,
  shopId: 11,
  shopName: '뭉치유치원',
  kind: 'DAY',
  title: '공원 산책과 공놀이',
  date: '2026-11-22',
  pets: [{ petSeq: 1, name: '코코' }],
  photoCount: 3,
  cover: photo(10),
  createdAt: '2026-11-22T06:00:00.000Z',
  unread: false,
  ...over,
});
const album: Album = { ...summary(), photos: [photo(10), photo(11), photo(12)] };
const page = (items: AlbumSummary[]) => ({
  items,
  page: 0,
  size: 20,
  total: items.length,
  hasNext: false,
  unread: items.filter((a) => a.unread).length,
});

const me = {
  userSeq: 1,
  userShops: [{ userShopSeq: 1, shopId: 11, customerSeq: 111, sortOrder: 0, shopInfo: { shopId: 11 } }],
} as unknown as Me;

beforeEach(() => {
  vi.mocked(apiGet).mockReset();
  useSessionStore.getState().setToken('token-1');
  useSessionStore.getState().setUser(me);
  useCurrentShopStore.getState().setCurrentShop(11, 111);
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('앨범 /album', () => {
  it('shows the albums as a grid with cover, photo count, shop, day and pet, and opens one', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/albums'
        ? page([summary(), summary({ albumSeq: 4, title: '목욕 후', photoCount: 4, date: '2026-11-01' })])
        : album,
    );
    const user = userEvent.setup();
    renderScreen('/album', routes);

    expect(screen.getByLabelText('앨범을 불러오는 중')).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /공원 산책과 공놀이/ });
    expect(within(card).getByLabelText('사진 3장')).toBeInTheDocument();
    expect(card).toHaveTextContent('뭉치유치원');
    expect(card).toHaveTextContent('2026년 11월 22일 (일) · 코코');
    expect(card.querySelector('img')).toHaveAttribute('src', photo(10).thumbnailUrl);
    // As wide as laid out (`auto`), else half the content wide (two columns) at the usual text size: a 2x phone
    // takes the 320 px rendition, a 3x one the 720 px one; one a row only below 15 em (lib/cover-sizes).
    expect(card.querySelector('img')).toHaveAttribute('srcset', photo(10).srcSet);
    expect(card.querySelector('img')).toHaveAttribute(
      'sizes',
      'auto, (max-width: 272px) calc(100vw - 32px), (min-width: 480px) 224px, calc((100vw - 32px) / 2)',
    );

    await user.click(card);
    expect(await screen.findByRole('heading', { name: '공원 산책과 공놀이' })).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/albums/5');
  });

  it('marks the albums not opened yet with an N (새 앨범); opened, its N goes at once, before the list is read again', async () => {
    const walk = summary({ unread: true });
    const bath = summary({ albumSeq: 4, title: '목욕 후', date: '2026-11-01', unread: true });
    const older = summary({ albumSeq: 3, title: '첫 등원', date: '2026-10-01' });
    let listAnswer: () => Promise<unknown> = async () => page([walk, bath, older]);
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/albums' ? listAnswer() : album,
    );
    const user = userEvent.setup();
    const { router } = renderScreen('/album', routes);

    // The mark is on the cover; in words, it comes first in the album's name.
    const opened = await screen.findByRole('link', { name: /^새 앨범 사진 3장 공원 산책과 공놀이/ });
    expect(within(opened).getByRole('img', { name: '새 앨범' })).toHaveTextContent('N');
    expect(screen.getByRole('link', { name: /^새 앨범 사진 3장 목욕 후/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /첫 등원/ })).not.toHaveAccessibleName(/새 앨범/);
    expect(screen.getByText('아직 보지 않은 앨범 2개')).toBeInTheDocument();

    await user.click(opened);
    expect(await screen.findByRole('heading', { name: '공원 산책과 공놀이' })).toBeInTheDocument();
    // Back on the list while its next read has not answered yet: the album is shown seen already.
    let answerList!: (value: unknown) => void;
    listAnswer = () => new Promise((resolve) => (answerList = resolve));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: /^사진 3장 공원 산책과 공놀이/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^새 앨범 사진 3장 목욕 후/ })).toBeInTheDocument();
    expect(screen.getByText('아직 보지 않은 앨범 1개')).toBeInTheDocument();
    // And the list is asked again: what the server says (the album seen) stands.
    await waitFor(() =>
      expect(vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/albums')).toHaveLength(2),
    );
    await act(async () => answerList(page([{ ...walk, unread: false }, bath, older])));
    expect(screen.getByText('아직 보지 않은 앨범 1개')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^사진 3장 공원 산책과 공놀이/ })).toBeInTheDocument();
  });

  it('its N is the one 공지 and 알림장 show (round, in the brand colour), on the cover’s corner', async () => {
    onTestFinished(applyStylesheet('../../../components/new-mark.module.css', import.meta.url));
    onTestFinished(applyStylesheet('../components/album.module.css', import.meta.url));
    vi.mocked(apiGet).mockResolvedValue(page([summary({ unread: true })]));
    renderScreen('/album', routes);
    const style = getComputedStyle(await screen.findByRole('img', { name: '새 앨범' }));
    expect([style.borderRadius, style.getPropertyValue('background'), style.width]).toEqual([
      '50%',
      'var(--color-brand)',
      '1.6em',
    ]);
    expect([style.position, style.top, style.left]).toEqual(['absolute', 'var(--space-2)', 'var(--space-2)']);
  });

  it('lists the albums of every shop of mine, each named by its shop, not the current shop’s only', async () => {
    // The current shop is 11; the owner's pets also go to shops 12 and 13 (the tester's demo owner had 5 albums
    // at 3 shops and saw 2).
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/albums'
        ? page([
            summary({ albumSeq: 5, shopId: 11, shopName: '바둑펫뷰티 종로점', title: '겨울맞이 위생 미용' }),
            summary({ albumSeq: 4, shopId: 13, shopName: '멍멍유치원 용산점', title: '코코의 하루' }),
            summary({ albumSeq: 3, shopId: 12, shopName: '구름펫스테이', title: '호텔 둘째 날' }),
          ])
        : album,
    );
    renderScreen('/album', routes);

    const cards = await screen.findAllByRole('link');
    expect(apiGet).toHaveBeenCalledWith('/v2/albums', { page: 0, size: 20 });
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/album/5', '/album/4', '/album/3']);
    expect(screen.getByRole('link', { name: /코코의 하루 멍멍유치원 용산점/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /호텔 둘째 날 구름펫스테이/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /겨울맞이 위생 미용 바둑펫뷰티 종로점/ })).toBeInTheDocument();
  });

  it('back from another shop’s album (opened from its 소식) lands on a list that holds it', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/albums'
        ? page([
            summary({ albumSeq: 5, shopId: 11, shopName: '바둑펫뷰티 종로점', title: '겨울맞이 위생 미용' }),
            summary({ albumSeq: 4, shopId: 13, shopName: '멍멍유치원 용산점', title: '코코의 하루' }),
          ])
        : { ...album, albumSeq: 4, shopId: 13, shopName: '멍멍유치원 용산점', title: '코코의 하루' },
    );
    const user = userEvent.setup();
    // Opened straight from the push: the header's back leads to the list above it.
    const { router } = renderScreen('/album/4', routes);
    await screen.findByRole('heading', { name: '코코의 하루' });
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/album'));
    expect(await screen.findByRole('link', { name: /코코의 하루 멍멍유치원 용산점/ })).toBeInTheDocument();
  });

  it('says no album has been posted yet, with a next step', async () => {
    vi.mocked(apiGet).mockResolvedValue(page([]));
    renderScreen('/album', routes);
    expect(await screen.findByText('아직 올라온 앨범이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '알림 설정 확인' })).toBeInTheDocument();
  });

  it('asks a guest to log in, not to find a shop, and comes back to the albums after', async () => {
    useSessionStore.getState().clear();
    useCurrentShopStore.getState().clear();
    const user = userEvent.setup();
    const { router } = renderScreen('/album', routes);
    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '매장 찾기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?redirectUrl=%2Falbum');
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('shows an error with 다시 시도', async () => {
    vi.mocked(apiGet)
      .mockRejectedValueOnce(
        new ApiError({ resultCode: 'INTERNAL_ERROR', message: '잠시 후 다시 시도해 주세요.', status: 500 }),
      )
      .mockResolvedValue(page([summary()]));
    const user = userEvent.setup();
    renderScreen('/album', routes);
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('공원 산책과 공놀이')).toBeInTheDocument();
  });
});

describe('앨범 상세 /album/{id}', () => {
  it('opens a photo full screen, swipes to the next, and in the app asks the bridge to save it to the gallery', async () => {
    const posted: { type: string; payload: { url: string } }[] = [];
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = {
      postMessage: (m: string) => posted.push(JSON.parse(m)),
    };
    const saved = vi.spyOn(toast, 'success');
    vi.mocked(apiGet).mockResolvedValue(album);
    const user = userEvent.setup();
    renderScreen('/album/5', routes);

    const thumb = await screen.findByRole('button', { name: '사진 크게 보기 2 / 3' });
    // Three columns across the whole screen (the grid runs past the page's margins): a third of its width.
    expect(thumb.querySelector('img')).toHaveAttribute('srcset', photo(11).srcSet);
    expect(thumb.querySelector('img')).toHaveAttribute('sizes', '(min-width: 480px) 160px, calc(100vw / 3)');
    await user.click(thumb);
    const viewer = await screen.findByRole('dialog', { name: '사진 2 / 3' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', photo(11).url);
    expect(within(viewer).getByRole('img')).toHaveAttribute('srcset', photo(11).srcSet);

    await user.click(within(viewer).getByRole('button', { name: '다음 사진' }));
    expect(screen.getByRole('dialog', { name: '사진 3 / 3' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '저장' }));
    expect(posted.slice(-1)[0]).toEqual({
      type: 'SAVE_IMAGE',
      payload: { url: photo(12).url, fileName: '2026-11-22_공원-산책과-공놀이_3.webp' },
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ type: 'SAVE_IMAGE_RESULT', payload: { url: photo(12).url, saved: true } }),
        }),
      );
    });
    await waitFor(() => expect(saved).toHaveBeenCalledWith('사진을 갤러리에 저장했어요.'));
  });

  it('the phone’s back button closes the open photo and stays in the album', async () => {
    vi.mocked(apiGet).mockResolvedValue(album);
    const user = userEvent.setup();
    const { router } = renderScreen('/album/5', routes, { before: ['/album'] });

    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 2 / 3' }));
    expect(await screen.findByRole('dialog', { name: '사진 2 / 3' })).toBeInTheDocument();

    await act(() => router.navigate(-1));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/album/5');
    expect(screen.getByRole('button', { name: '사진 크게 보기 2 / 3' })).toBeInTheDocument();
  });

  it('닫기 closes the photo without leaving a page behind: back then leaves the album', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) => (url === '/v2/albums' ? page([]) : album));
    const user = userEvent.setup();
    const { router } = renderScreen('/album/5', routes, { before: ['/album'] });

    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 1 / 3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/album/5');

    await act(() => router.navigate(-1));

    expect(router.state.location.pathname).toBe('/album');
  });

  it('in a browser, 저장 downloads the photo through a link', async () => {
    vi.mocked(apiGet).mockResolvedValue(album);
    const { fetchMock, names, hrefs, clicked } = stubPhotoDownload();
    const failed = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderScreen('/album/5', routes);

    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 1 / 3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(names).toEqual(['2026-11-22_공원-산책과-공놀이_1.webp']);
    expect(hrefs).toEqual(['blob:photo']);
    expect(failed).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(photo(10).url);
    vi.unstubAllGlobals();
  });

  it('saves a photo of an album left open past its links’ hour with a fresh link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const later = (mediaSeq: number) => ({
      ...photo(mediaSeq),
      url: `https://api.test/v2/media/${mediaSeq}/w1280?exp=2&sig=b`,
    });
    vi.mocked(apiGet)
      .mockResolvedValueOnce(album)
      .mockResolvedValue({ ...album, photos: [later(10), later(11), later(12)] });
    const { fetchMock } = stubPhotoDownload();
    const saved = vi.spyOn(toast, 'success');
    saved.mockClear();
    const user = userEvent.setup();
    renderScreen('/album/5', routes);
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 2 / 3' }));
    const dialog = await screen.findByRole('dialog');

    // Saved at once: the link the page has is used, nothing is asked again.
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenLastCalledWith(photo(11).url);
    expect(apiGet).toHaveBeenCalledTimes(1);

    // The phone was put down for an hour and a half with the photo open.
    vi.setSystemTime(Date.now() + 90 * 60_000);
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    expect(apiGet).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(later(11).url);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for fresh photo links when the phone comes back to an album opened a while ago', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const later = (mediaSeq: number) => ({
      ...photo(mediaSeq),
      url: `https://api.test/v2/media/${mediaSeq}/w1280?exp=2&sig=b`,
    });
    vi.mocked(apiGet)
      .mockResolvedValueOnce(album)
      .mockResolvedValue({ ...album, photos: [later(10), later(11), later(12)] });
    const user = userEvent.setup();
    const { queryClient } = renderScreen('/album/5', routes);
    // The app's default (spec §9): no query is asked again on focus unless it says so.
    queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
    await screen.findByRole('button', { name: '사진 크게 보기 1 / 3' });
    // Back from another app a moment later: the links are still good, nothing is asked.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(apiGet).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 30 * 60_000);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(apiGet).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: '사진 크게 보기 3 / 3' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('img')).toHaveAttribute('src', later(12).url));
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('the address follows the photo on screen, in place: a reload opens it again and back still closes the viewer', async () => {
    vi.mocked(apiGet).mockResolvedValue(album);
    const user = userEvent.setup();
    const { router, unmount } = renderScreen('/album/5', routes, { before: ['/album'] });
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 1 / 3' }));
    const viewer = await screen.findByRole('dialog', { name: '사진 1 / 3' });
    expect(router.state.location.search).toBe('?photo=1');
    const entry = router.state.historyAction;

    await user.click(within(viewer).getByRole('button', { name: '다음 사진' }));
    await user.click(within(viewer).getByRole('button', { name: '다음 사진' }));
    expect(screen.getByRole('dialog', { name: '사진 3 / 3' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?photo=3'));
    // Replaced, not pushed: no entry per photo for back to step through.
    expect(entry).toBe('PUSH');
    expect(router.state.historyAction).toBe('REPLACE');
    const at = router.state.location;

    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/album/5');
    expect(router.state.location.search).toBe('');

    // A reload (or the copied link) of the address the viewer was at opens the same photo.
    unmount();
    renderScreen(`${at.pathname}${at.search}`, routes);
    expect(await screen.findByRole('dialog', { name: '사진 3 / 3' })).toBeInTheDocument();
  });

  it('닫기 after a swipe still goes back to the grid, leaving no photo behind', async () => {
    vi.mocked(apiGet).mockResolvedValue(album);
    const user = userEvent.setup();
    const { router } = renderScreen('/album/5', routes, { before: ['/album'] });
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 1 / 3' }));
    const viewer = await screen.findByRole('dialog');
    await user.click(within(viewer).getByRole('button', { name: '다음 사진' }));
    await waitFor(() => expect(router.state.location.search).toBe('?photo=2'));
    await user.click(within(viewer).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/album');
  });

  it('a link to a photo opens it in the viewer', async () => {
    vi.mocked(apiGet).mockResolvedValue(album);
    renderScreen('/album/5?photo=3', routes);
    expect(await screen.findByRole('dialog', { name: '사진 3 / 3' })).toBeInTheDocument();
  });

  it.each(['0x2', '2e0', '2.0', ' 2', '+2', '02', '0', '4', 'abc', ''])(
    '?photo=%s names no photo of the album: the grid shows, no viewer',
    async (photoParam) => {
      vi.mocked(apiGet).mockResolvedValue(album);
      renderScreen(`/album/5?photo=${encodeURIComponent(photoParam)}`, routes);
      expect(await screen.findByRole('button', { name: '사진 크게 보기 2 / 3' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('tells another owner the album is not there', async () => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ resultCode: 'ALBUM_NOT_FOUND', message: '앨범을 찾을 수 없어요.', status: 404 }),
    );
    renderScreen('/album/9', routes);
    expect(await screen.findByText('앨범을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '앨범 목록' })).toBeInTheDocument();
  });

  describe('an album the shop deleted since it was opened', () => {
    const gone = new ApiError({
      resultCode: 'ALBUM_NOT_FOUND',
      message: '앨범을 찾을 수 없어요.',
      status: 404,
    });
    const other = summary({ albumSeq: 4, title: '목욕 후', date: '2026-11-01' });
    /** The API: the list holds `listed`; an album not in it is gone (404), as the shop's deletion leaves it. */
    function serve(state: { listed: AlbumSummary[]; list?: Promise<unknown> }) {
      vi.mocked(apiGet).mockImplementation(async (url: string) => {
        if (url === '/v2/albums') {
          await state.list;
          return page(state.listed);
        }
        if (!state.listed.some((a) => url === `/v2/albums/${a.albumSeq}`)) throw gone;
        return url === '/v2/albums/5' ? album : { ...album, ...other };
      });
    }
    const detailReads = (albumSeq: number) =>
      vi.mocked(apiGet).mock.calls.filter(([url]) => url === `/v2/albums/${albumSeq}`).length;

    it('is not shown from the cache once the list no longer has it: opened again, it says it is gone', async () => {
      const state = { listed: [summary(), other] };
      serve(state);
      const user = userEvent.setup();
      const { router } = renderScreen('/album', routes);
      await user.click(await screen.findByRole('link', { name: /공원 산책과 공놀이/ }));
      expect(await screen.findByRole('heading', { name: '공원 산책과 공놀이' })).toBeInTheDocument();

      // Deleted by the shop; back on the list, which is read again and no longer has it.
      state.listed = [other];
      await act(() => router.navigate(-1));
      await waitFor(() =>
        expect(screen.queryByRole('link', { name: /공원 산책과 공놀이/ })).not.toBeInTheDocument(),
      );
      // Opened again within the 10 minutes its detail was kept for (from 소식, or forward): asked, not the cache.
      await act(() => router.navigate('/album/5'));
      expect(screen.queryByRole('heading', { name: '공원 산책과 공놀이' })).not.toBeInTheDocument();
      expect(await screen.findByText('앨범을 찾을 수 없어요.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '앨범 목록' })).toBeInTheDocument();
      expect(detailReads(5)).toBe(2);
    });

    it('tapped on the list before the list’s new read came, it says it is gone when that read comes', async () => {
      const state: { listed: AlbumSummary[]; list?: Promise<unknown> } = { listed: [summary(), other] };
      serve(state);
      const user = userEvent.setup();
      const { router } = renderScreen('/album', routes);
      await user.click(await screen.findByRole('link', { name: /공원 산책과 공놀이/ }));
      await screen.findByRole('heading', { name: '공원 산책과 공놀이' });

      // Back on the list, whose new read is slow: the card is still there, and a tap opens the kept album.
      let answer = () => {};
      state.list = new Promise<void>((resolve) => (answer = resolve));
      await act(() => router.navigate(-1));
      await user.click(await screen.findByRole('link', { name: /공원 산책과 공놀이/ }));
      expect(await screen.findByRole('heading', { name: '공원 산책과 공놀이' })).toBeInTheDocument();

      // The list's read comes without it: the album open is asked again, and its 404 takes its place.
      state.listed = [other];
      await act(async () => answer());
      expect(await screen.findByText('앨범을 찾을 수 없어요.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '공원 산책과 공놀이' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '앨범 목록' })).toBeInTheDocument();
    });

    it('open while the shop deletes it, it says it is gone once asked again (the phone back after a while)', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      const state = { listed: [summary()] };
      serve(state);
      const { queryClient } = renderScreen('/album/5', routes, { before: ['/album'] });
      queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
      expect(await screen.findByRole('heading', { name: '공원 산책과 공놀이' })).toBeInTheDocument();

      state.listed = [];
      vi.setSystemTime(Date.now() + 30 * 60_000);
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      // The gone state, as a first visit would show it: no 다시 시도, the way back to the list.
      expect(await screen.findByText('앨범을 찾을 수 없어요.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '공원 산책과 공놀이' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '사진 크게 보기 1 / 3' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '앨범 목록' })).toBeInTheDocument();
      focusManager.setFocused(undefined);
      vi.useRealTimers();
    });

    it('an album further down than the pages read is kept: opened again, it shows at once, not asked', async () => {
      const older = summary({ albumSeq: 3, title: '호텔 둘째 날', date: '2026-10-01' });
      vi.mocked(apiGet).mockImplementation(async (url: string) =>
        url === '/v2/albums'
          ? { ...page([summary(), other]), total: 30, hasNext: true }
          : { ...album, ...older },
      );
      const { router } = renderScreen('/album/3', routes);
      await screen.findByRole('heading', { name: '호텔 둘째 날' });
      await act(() => router.navigate('/album'));
      await screen.findByRole('link', { name: /목욕 후/ });
      await act(() => router.navigate('/album/3'));
      expect(screen.getByRole('heading', { name: '호텔 둘째 날' })).toBeInTheDocument();
      expect(detailReads(3)).toBe(1);
    });
  });

  it('says an address that names no album is not there, without asking the API', async () => {
    renderScreen('/album/abc', routes);
    expect(await screen.findByText('앨범을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '앨범 목록' })).toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
  });
});
