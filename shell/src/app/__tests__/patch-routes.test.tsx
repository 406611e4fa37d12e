import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { Suspense } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { lazyWithRetry, routeTable } from '@guardian/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createPatchRoutesOnNavigation, splitRemoteRoutes } from '../patch-routes';
import { createRouteTree } from '../routes';
import { registerConfiguredRemotes, resetRemoteRegistry } from '../remote-registry';
import { renderRoutes } from '../../test/render';
import { REMOTE_MANIFESTS } from '../../test/fixtures';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const shopsRoutes: RouteObject[] = [
  { path: '/', element: <p>매장 홈</p> },
  { path: '/shop/:id', element: <p>공개 매장</p> },
  { path: '/notice/:id', element: <p>공지 상세</p> },
  { path: '/notice', element: <p>공지 목록</p> },
];

beforeEach(() => {
  resetRemoteRegistry();
  vi.mocked(loadRemote).mockReset();
  vi.mocked(registerRemotes).mockReset();
  registerConfiguredRemotes(REMOTE_MANIFESTS, 'http://localhost/');
});

/** Opens `path` offline, sees the page say the phone has no connection, then brings the connection back. */
async function openOfflineThenReconnect(path: string) {
  onlineManager.setOnline(false);
  onTestFinished(() => onlineManager.setOnline(true));
  renderRoutes(createRouteTree(), { path, patchRoutesOnNavigation: createPatchRoutesOnNavigation() });
  expect(await screen.findByText(/인터넷에 연결되어 있지 않아요/)).toBeInTheDocument();
  await act(async () => {}); // the page's effects (its wait for the connection) run before the connection returns
  await act(async () => onlineManager.setOnline(true));
}

/** 공지 목록's code fails to arrive the first time it is asked for, then arrives; the result counts the asks. */
function noticeArrivingTheSecondTime() {
  let asked = 0;
  const notice = async () => {
    asked++;
    if (asked === 1) throw new Error('Loading chunk 1509 failed.');
    return { Component: () => <p>공지 목록 화면</p> };
  };
  vi.mocked(loadRemote).mockResolvedValue({ default: routeTable('shops', { notice }) });
  return () => asked;
}

describe('remote routes', () => {
  it('§2: registers every remote with an absolute entry URL', () => {
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'shops', entry: 'http://localhost/remotes/shops/mf-manifest.json' }]),
    );
  });

  it('§2: splits remote routes into public (no login-and-shop layout) and protected', () => {
    const groups = splitRemoteRoutes(shopsRoutes);
    expect(groups.public.map((r) => r.path)).toEqual(['/shop/:id', '/notice/:id']);
    expect(groups.protected.map((r) => r.path)).toEqual(['/', '/notice']);
    expect(groups.public.every((r) => r.errorElement)).toBe(true);
  });

  it('§2: loads a remote once; each navigation patches its routes under public and protected', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: shopsRoutes });
    const first = vi.fn();
    const second = vi.fn();
    const patchRoutes = createPatchRoutesOnNavigation();
    await Promise.all([
      patchRoutes({ path: '/notice', patch: first }),
      patchRoutes({ path: '/shop/3', patch: second }),
    ]);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('shops/routes');
    expect(first.mock.calls.map((c) => c[0])).toEqual(['public', 'protected']);
    expect(second.mock.calls.map((c) => c[0])).toEqual(['public', 'protected']);
    expect(second.mock.calls[0][1]).toBe(first.mock.calls[0][1]);
  });

  it('a double tap on a link to another tab, while its code loads, opens the page, not /not-found', async () => {
    let arrive: (m: { default: RouteObject[] }) => void = () => {};
    vi.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { router } = renderRoutes(createRouteTree(), {
      path: '/shop/1',
      patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
    });
    await act(async () => {
      void router.navigate('/notice/7');
      void router.navigate('/notice/7');
    });
    await act(async () => arrive({ default: shopsRoutes }));
    expect(await screen.findByText('공지 상세')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notice/7');
  });

  it('§2: renders a public remote page through the router', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: shopsRoutes });
    renderRoutes(createRouteTree(), {
      path: '/notice/7',
      patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
    });
    expect(await screen.findByText('공지 상세')).toBeInTheDocument();
  });

  it('§2: a failed remote shows RemoteUnavailable; retry re-registers and loads it again', async () => {
    vi.mocked(loadRemote)
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({
        default: [{ path: '/community', element: <p>커뮤니티 피드</p> }],
      });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(createRouteTree(), {
      path: '/community',
      patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '화면을 불러오지 못했어요' }),
    ).toBeInTheDocument();
    // The tab bar keeps working while the remote is down.
    expect(screen.getByRole('navigation', { name: '주요 메뉴' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'community', entry: 'http://localhost/remotes/community/mf-manifest.json' }],
      { force: true },
    );
    expect(await screen.findByText('커뮤니티 피드')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('offline, a remote that failed to load says so and loads by itself when the connection returns', async () => {
    vi.mocked(loadRemote)
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValue({ default: [{ path: '/community', element: <p>커뮤니티 피드</p> }] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openOfflineThenReconnect('/community');
    expect(await screen.findByText('커뮤니티 피드')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('§2: a path no app owns redirects to /not-found', async () => {
    const { router } = renderRoutes(createRouteTree(), {
      path: '/nope/here',
      patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
    });
    expect(await screen.findByText('페이지를 찾을 수 없어요')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('§2: a remote route that throws shows the Korean error boundary', async () => {
    const Boom = () => {
      throw new Error('boom');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(loadRemote).mockResolvedValue({ default: [{ path: '/curation', element: <Boom /> }] });
    renderRoutes(createRouteTree(), {
      path: '/curation',
      patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
    });
    expect(await screen.findByText('화면을 불러오지 못했어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('§2: a screen whose code fails to arrive shows the error with 다시 시도 (not an empty page), which loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const asked = noticeArrivingTheSecondTime();
    renderRoutes(createRouteTree(), {
      path: '/notice',
      patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
    });
    expect(await screen.findByText('화면을 불러오지 못했어요')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '다시 시도' })));
    expect(await screen.findByText('공지 목록 화면')).toBeInTheDocument();
    expect(asked()).toBe(2);
  });

  it('a detail page whose code fails to arrive keeps 뒤로 (the iOS app has no back key); a tab page needs none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = async () => {
      throw new Error('Loading chunk 1510 failed.');
    };
    vi.mocked(loadRemote).mockResolvedValue({
      default: [
        ...routeTable('shops', { noticeDetail: failing }),
        ...routeTable('community', { community: failing }),
      ],
    });
    const { router } = renderRoutes(createRouteTree(), {
      path: '/notice/7',
      patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '화면을 불러오지 못했어요' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));

    await act(async () => router.navigate('/community'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '화면을 불러오지 못했어요' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
  });

  it('offline, a screen whose code did not arrive says so and opens by itself when the connection returns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const asked = noticeArrivingTheSecondTime();
    await openOfflineThenReconnect('/notice');
    expect(await screen.findByText('공지 목록 화면')).toBeInTheDocument();
    expect(asked()).toBe(2);
  });

  it('§2: a part of a screen whose code fails to arrive loads on the screen’s 다시 시도', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let asked = 0;
    const Pad = lazyWithRetry(async () => {
      asked++;
      if (asked === 1) throw new Error('Loading chunk 77 failed.');
      return { default: () => <p>서명 패드</p> };
    });
    vi.mocked(loadRemote).mockResolvedValue({
      default: [
        {
          path: '/consent',
          element: (
            <Suspense fallback={null}>
              <Pad />
            </Suspense>
          ),
        },
      ],
    });
    renderRoutes(createRouteTree(), {
      path: '/consent',
      patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
    });
    expect(await screen.findByText('화면을 불러오지 못했어요')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '다시 시도' })));
    expect(await screen.findByText('서명 패드')).toBeInTheDocument();
    expect(asked).toBe(2);
  });
});
