// A tab's remote is fetched when the tab is touched or hovered, before the click lands, and the
// navigation that follows reuses what was fetched.
import { fireEvent, screen, within } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createPatchRoutesOnNavigation } from '../patch-routes';
import {
  hasRemoteFailed,
  preloadRemoteFor,
  recordRemoteFailure,
  registerConfiguredRemotes,
  resetRemoteRegistry,
} from '../remote-registry';
import { createRouteTree } from '../routes';
import { renderRoutes } from '../../test/render';
import { REMOTE_MANIFESTS } from '../../test/fixtures';
import { resetStores } from '../../test/stores';
import { mockApi } from '../../test/mock-api';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const tables: Record<string, { path: string; element: React.ReactNode }[]> = {
  'shops/routes': [{ path: '/', element: <p>매장 홈</p> }],
  'community/routes': [{ path: '/community', element: <p>커뮤니티 피드</p> }],
  'shopping/routes': [{ path: '/shopping', element: <p>쇼핑몰</p> }],
  'curation/routes': [{ path: '/curation', element: <p>큐레이션 홈</p> }],
};

beforeEach(() => {
  resetStores();
  mockApi(() => ({ status: 404 }));
  resetRemoteRegistry();
  vi.mocked(registerRemotes).mockReset();
  vi.mocked(loadRemote)
    .mockReset()
    .mockImplementation(async (id: string) => ({ default: tables[id] }));
  registerConfiguredRemotes(REMOTE_MANIFESTS, 'http://localhost/');
});

const calls = () => vi.mocked(loadRemote).mock.calls.map((c) => c[0]);

describe('preloading a tab’s remote', () => {
  it('loads the remote that owns the path once; the navigation reuses it', async () => {
    preloadRemoteFor('/community');
    expect(calls()).toEqual(['community/routes']);
    const patch = vi.fn();
    await createPatchRoutesOnNavigation()({ path: '/community', patch });
    expect(calls()).toEqual(['community/routes']);
    expect(patch).toHaveBeenCalledWith('public', [expect.objectContaining({ path: '/community' })]);
  });

  it('does nothing for shell pages, paths nobody owns and remotes known to be down', () => {
    preloadRemoteFor('/auth?redirectUrl=%2Fmy-info');
    preloadRemoteFor('/nope');
    recordRemoteFailure('community', new Error('down'));
    preloadRemoteFor('/community');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('a failed preload is not recorded as a failure (the navigation tries again)', async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('offline'));
    preloadRemoteFor('/shopping');
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(hasRemoteFailed('shopping')).toBe(false);
    const patch = vi.fn();
    await createPatchRoutesOnNavigation()({ path: '/shopping', patch });
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(patch).toHaveBeenCalled();
  });

  it('touching, pressing or hovering a tab fetches its remote before any click', async () => {
    renderRoutes(createRouteTree(), { path: '/', patchRoutesOnNavigation: createPatchRoutesOnNavigation() });
    expect(await screen.findByText('매장 홈')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    fireEvent.touchStart(within(nav).getByRole('link', { name: '커뮤니티' }));
    fireEvent.pointerDown(within(nav).getByRole('link', { name: '쇼핑' }));
    fireEvent.mouseEnter(within(nav).getByRole('link', { name: '홈' }));
    expect(calls()).toEqual(['shops/routes', 'community/routes', 'shopping/routes', 'curation/routes']);

    fireEvent.click(within(nav).getByRole('link', { name: '커뮤니티' }));
    expect(await screen.findByText('커뮤니티 피드')).toBeInTheDocument();
    expect(calls().filter((id) => id === 'community/routes')).toHaveLength(1);
  });

  it('touching the chat entry of a logged-in user fetches mf-chatting', async () => {
    resetStores({ token: 't' });
    renderRoutes(createRouteTree(), { path: '/', patchRoutesOnNavigation: createPatchRoutesOnNavigation() });
    expect(await screen.findByText('매장 홈')).toBeInTheDocument();
    fireEvent.touchStart(screen.getByRole('link', { name: /^채팅/ }));
    expect(calls()).toContain('chatting/routes');
  });

  it('a logged-out login tab leads to /auth, a shell page: nothing to fetch', async () => {
    renderRoutes(createRouteTree(), { path: '/', patchRoutesOnNavigation: createPatchRoutesOnNavigation() });
    expect(await screen.findByText('매장 홈')).toBeInTheDocument();
    fireEvent.pointerDown(
      within(screen.getByRole('navigation', { name: '주요 메뉴' })).getByRole('link', { name: '마이페이지' }),
    );
    expect(calls()).toEqual(['shops/routes']);
  });
});
