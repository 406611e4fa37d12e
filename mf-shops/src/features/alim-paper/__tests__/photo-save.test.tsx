// The 알림장 viewer's 저장: the album viewer's own (shared's viewer), so a parent keeps the teacher's photos too.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, publicGet, toast, useMe, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { stubPhotoDownload } from '@guardian/shared/test/photo-download';
import { AlimPaperScreen } from '../components/alim-paper-screen';
import { SharedAlimPaperScreen } from '../components/shared-alim-paper-screen';
import { alimPaper } from './fixtures';
import { renderAt } from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
  useMe: vi.fn(),
}));

const routes = [
  { path: '/alim-paper', element: <p>목록</p> },
  { path: '/alim-paper/:id', Component: AlimPaperScreen },
  { path: '/alim-paper/detail', Component: SharedAlimPaperScreen },
];
const LAZY = { timeout: 5000 };

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(publicGet).mockReset();
  vi.mocked(useMe).mockReturnValue({ data: { pets: [], userShops: [{ shopId: 1 }] } } as never);
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('알림장 photo viewer', () => {
  it('has 저장, as the album viewer does, and saves the photo on screen named by the card', async () => {
    const { fetchMock, names } = stubPhotoDownload();
    const saved = vi.spyOn(toast, 'success');
    vi.mocked(apiGet).mockResolvedValue(alimPaper());
    const user = userEvent.setup();
    renderAt('/alim-paper/7', routes);
    const card = await screen.findByRole('article', { name: '코코의 알림장' });
    await user.click(
      await within(card).findByRole('button', { name: '사진 크게 보기 1 / 2: 코코 사진 1' }, LAZY),
    );
    const viewer = await screen.findByRole('dialog', { name: '사진 1 / 2' }, LAZY);
    await user.click(within(viewer).getByRole('button', { name: '다음 사진' }));
    await user.click(within(viewer).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('사진을 내려받았어요.'));
    expect(fetchMock).toHaveBeenCalledWith('https://api/12/w1280');
    expect(names).toEqual(['2026-11-25_코코-알림장_2.webp']);
  });

  it('in the app saves to the gallery through the bridge', async () => {
    const posted: { type: string; payload: { url: string } }[] = [];
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = {
      postMessage: (m: string) => posted.push(JSON.parse(m)),
    };
    const saved = vi.spyOn(toast, 'success');
    vi.mocked(apiGet).mockResolvedValue(alimPaper());
    const user = userEvent.setup();
    renderAt('/alim-paper/7', routes);
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 2 / 2: 코코 사진 2' }, LAZY));
    const viewer = await screen.findByRole('dialog', { name: '사진 2 / 2' }, LAZY);
    await user.click(within(viewer).getByRole('button', { name: '저장' }));
    expect(posted[posted.length - 1]).toEqual({
      type: 'SAVE_IMAGE',
      payload: { url: 'https://api/12/w1280', fileName: '2026-11-25_코코-알림장_2.webp' },
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({
            type: 'SAVE_IMAGE_RESULT',
            payload: { url: 'https://api/12/w1280', saved: true },
          }),
        }),
      );
    });
    await waitFor(() => expect(saved).toHaveBeenCalledWith('사진을 갤러리에 저장했어요.'));
  });

  it('saves a photo of a card left open past its links’ hour with a fresh link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const { fetchMock } = stubPhotoDownload();
    const first = alimPaper();
    const later = alimPaper({
      photos: first.photos.map((p) => ({ ...p, url: `${p.url}?sig=fresh` })),
    });
    vi.mocked(apiGet).mockResolvedValueOnce(first).mockResolvedValue(later);
    const user = userEvent.setup();
    renderAt('/alim-paper/7', routes);
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 1 / 2: 코코 사진 1' }, LAZY));
    const viewer = await screen.findByRole('dialog', { name: '사진 1 / 2' }, LAZY);
    await user.click(within(viewer).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenLastCalledWith('https://api/11/w1280');

    vi.setSystemTime(Date.now() + 90 * 60_000);
    await user.click(within(viewer).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenLastCalledWith('https://api/11/w1280?sig=fresh');
  });

  it('back closes the viewer and stays on the card', async () => {
    vi.mocked(apiGet).mockResolvedValue(alimPaper());
    const user = userEvent.setup();
    const { router } = renderAt('/alim-paper/7', routes);
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 1 / 2: 코코 사진 1' }, LAZY));
    await screen.findByRole('dialog', {}, LAZY);
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/alim-paper/7');
  });

  it('a card opened from a shared link has 저장 too', async () => {
    useSessionStore.getState().clear();
    const { fetchMock } = stubPhotoDownload();
    const { readAt: _r, share: _s, ...shared } = alimPaper();
    vi.mocked(publicGet).mockResolvedValue(shared);
    const user = userEvent.setup();
    renderAt('/alim-paper/detail?token=tok-abc', routes);
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기 1 / 2: 코코 사진 1' }, LAZY));
    const viewer = await screen.findByRole('dialog', { name: '사진 1 / 2' }, LAZY);
    await user.click(within(viewer).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('https://api/11/w1280'));
  });
});
