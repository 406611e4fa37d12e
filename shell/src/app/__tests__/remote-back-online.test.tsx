// A tab whose code failed to arrive (in a tunnel, or a hiccup of its server) is not down for good: once the phone is
// online, the next visit or the touch before it loads it again, though its failure screen was left meanwhile.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createPatchRoutesOnNavigation } from '../patch-routes';
import { registerConfiguredRemotes, resetRemoteRegistry } from '../remote-registry';
import { createRouteTree } from '../routes';
import { renderRoutes } from '../../test/render';
import { REMOTE_MANIFESTS } from '../../test/fixtures';
import { resetStores } from '../../test/stores';
import { mockApi } from '../../test/mock-api';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

/** The shops' home loads; 커뮤니티's code fails the first time it is asked for, then arrives. */
function communityFailingOnce() {
  let asked = 0;
  vi.mocked(loadRemote).mockImplementation(async (id: string) => {
    if (id === 'shops/routes') return { default: [{ path: '/', element: <p>매장 홈</p> }] };
    if (id === 'community/routes') {
      asked++;
      if (asked === 1) throw new Error('Failed to fetch');
      return { default: [{ path: '/community', element: <p>커뮤니티 피드</p> }] };
    }
    throw new Error(`unexpected ${id}`);
  });
  return () => asked;
}

/** The phone's connection, as the browser tells it (navigator.onLine and the window's online/offline events). */
let connected = true;
const connection = (on: boolean) => {
  connected = on;
  window.dispatchEvent(new Event(on ? 'online' : 'offline'));
};
const goOffline = () => act(() => connection(false));
const goOnline = () => act(() => connection(true));
const communityTab = () =>
  within(screen.getByRole('navigation', { name: '주요 메뉴' })).getByRole('link', { name: '커뮤니티' });

beforeEach(() => {
  resetStores();
  mockApi(() => ({ status: 404 }));
  resetRemoteRegistry();
  vi.mocked(registerRemotes).mockReset();
  vi.mocked(loadRemote).mockReset();
  registerConfiguredRemotes(REMOTE_MANIFESTS, 'http://localhost/');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  connected = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => connected);
  onTestFinished(() => connection(true));
});

describe('a tab that failed to load', () => {
  it('opens on the next visit while online, though its failure screen was left for another tab', async () => {
    const asked = communityFailingOnce();
    const { router } = renderRoutes(createRouteTree(), {
      path: '/',
      patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
    });
    expect(await screen.findByText('매장 홈')).toBeInTheDocument();

    await act(() => router.navigate('/community'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '화면을 불러오지 못했어요' }),
    ).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await screen.findByText('매장 홈')).toBeInTheDocument();

    await act(() => router.navigate('/community'));
    expect(await screen.findByText('커뮤니티 피드')).toBeInTheDocument();
    expect(asked()).toBe(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'community', entry: 'http://localhost/remotes/community/mf-manifest.json' }],
      { force: true },
    );
  });

  it('offline, says so again on the next visit without asking for it', async () => {
    const asked = communityFailingOnce();
    const { router } = renderRoutes(createRouteTree(), {
      path: '/',
      patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
    });
    expect(await screen.findByText('매장 홈')).toBeInTheDocument();
    await goOffline();
    await act(() => router.navigate('/community'));
    expect(await screen.findByText(/인터넷에 연결되어 있지 않아요/)).toBeInTheDocument();
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/community'));
    expect(await screen.findByText(/인터넷에 연결되어 있지 않아요/)).toBeInTheDocument();
    expect(asked()).toBe(1);
  });

  it('failed offline and still on screen, opens by itself when the connection returns', async () => {
    const asked = communityFailingOnce();
    const { router } = renderRoutes(createRouteTree(), {
      path: '/',
      patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
    });
    expect(await screen.findByText('매장 홈')).toBeInTheDocument();
    await goOffline();
    await act(() => router.navigate('/community'));
    expect(await screen.findByText(/인터넷에 연결되어 있지 않아요/)).toBeInTheDocument();
    await act(async () => {}); // the screen's wait for the connection is in place

    await goOnline();
    expect(await screen.findByText('커뮤니티 피드')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community');
    expect(asked()).toBe(2);
  });

  it('failed offline, is fetched again at the touch of its tab once the connection returns', async () => {
    const asked = communityFailingOnce();
    const { router } = renderRoutes(createRouteTree(), {
      path: '/',
      patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
    });
    expect(await screen.findByText('매장 홈')).toBeInTheDocument();
    // In a tunnel: 커뮤니티 tapped, its code does not come, and the user goes back to 홈.
    await goOffline();
    await act(() => router.navigate('/community'));
    expect(await screen.findByText(/인터넷에 연결되어 있지 않아요/)).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await screen.findByText('매장 홈')).toBeInTheDocument();

    await goOnline();
    fireEvent.touchStart(communityTab());
    expect(asked()).toBe(2);
    fireEvent.click(communityTab());
    expect(await screen.findByText('커뮤니티 피드')).toBeInTheDocument();
    expect(asked()).toBe(2);
  });
});
