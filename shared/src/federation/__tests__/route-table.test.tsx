// A remote's route table as the shell renders it: built screens where the remote has them,
// the one shared "not open yet" screen elsewhere, every screen stamped with the build id and
// monitoring tagged with the remote while its screen is shown.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useNavigate,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import type { SentryModule } from '../../monitoring/sentry-types';
import { monitoringState, resetMonitoringState } from '../../monitoring/monitoring-state';
import { defineRemoteRoutes, routeTable } from '../route-table';
import { UnopenedScreen } from '../unopened-screen';

function renderAt(path: string, routes: RouteObject[]) {
  const router = createMemoryRouter([...routes, { path: '/elsewhere', element: <p>셸 화면</p> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const MyInfo = () => <h1>마이페이지 본문</h1>;

beforeEach(() => resetMonitoringState());

describe('route table', () => {
  it('uses the built screen for its key and the shared unopened screen for the rest', async () => {
    const myInfo = async () => ({ Component: MyInfo });
    const routes = routeTable('mypage', { myInfo });
    await expect(
      (routes.find((r) => r.path === '/my-info')!.lazy as () => Promise<unknown>)(),
    ).resolves.toEqual({
      Component: MyInfo,
    });
    const like = routes.find((r) => r.path === '/my-info/community/like')!;
    expect(like.handle).toEqual({ key: 'myInfoCommunityLike', title: '좋아요한 글', owner: 'mypage' });
    expect(typeof like.lazy).toBe('function');
    await expect((like.lazy as () => Promise<unknown>)()).resolves.toEqual({ Component: UnopenedScreen });
  });

  it('an unopened my-page screen says so under its title and leads back to 마이페이지', async () => {
    const routes = defineRemoteRoutes({
      remote: 'mypage',
      buildId: 'mypage-7',
      screens: { myInfo: async () => ({ Component: MyInfo }) },
    });
    const router = renderAt('/my-info/community/like', routes);
    expect(await screen.findByRole('heading', { name: '좋아요한 글' })).toBeInTheDocument();
    expect(screen.getByText('아직 웹에서 열리지 않은 화면이에요')).toBeInTheDocument();
    expect(document.querySelector('[data-remote-root]')).toHaveAttribute('data-build-id', 'mypage-7');
    await userEvent.click(screen.getByRole('button', { name: '마이페이지로 가기' }));
    expect(router.state.location.pathname).toBe('/my-info');
    expect(await screen.findByRole('heading', { name: '마이페이지 본문' })).toBeInTheDocument();
  });

  it('other remotes lead home (the curation tab)', async () => {
    const router = renderAt(
      '/event/3',
      defineRemoteRoutes({ remote: 'curation', buildId: 'c', screens: {} }),
    );
    expect(await screen.findByText('아직 웹에서 열리지 않은 화면이에요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '홈으로 가기' }));
    expect(router.state.location.pathname).toBe('/curation');
  });
});

describe('remote tag for monitoring', () => {
  it('tags events with the remote while its screen is shown and clears it on a shell page', async () => {
    const setTag = vi.fn();
    monitoringState.sentry = { setTag } as Partial<SentryModule> as SentryModule;
    const router = renderAt(
      '/shopping',
      defineRemoteRoutes({
        remote: 'shopping',
        buildId: 's',
        screens: { shopping: async () => ({ Component: () => <p>몰</p> }) },
      }),
    );
    expect(await screen.findByText('몰')).toBeInTheDocument();
    // The tag is set by the screen's effect, which can run a task after its text shows (CI caught it under load).
    await vi.waitFor(() => expect(monitoringState.remote).toBe('shopping'));
    expect(setTag).toHaveBeenLastCalledWith('remote', 'shopping');

    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('셸 화면')).toBeInTheDocument();
    await vi.waitFor(() => expect(monitoringState.remote).toBeNull());
    expect(setTag).toHaveBeenLastCalledWith('remote', undefined);
  });
});

describe('a screen whose code does not arrive', () => {
  // The route's error boundary as the shell gives it: the failure, and 다시 시도 renders the page again.
  function Boundary() {
    const error = useRouteError() as Error;
    const navigate = useNavigate();
    const { pathname } = useLocation();
    return (
      <section role="alert">
        <p>{error.message}</p>
        <button type="button" onClick={() => navigate(pathname, { replace: true })}>
          다시 시도
        </button>
      </section>
    );
  }

  it('shows the route’s error boundary instead of an empty page, and 다시 시도 asks for the code again', async () => {
    let answers = 0;
    const myInfo = vi.fn(async () => {
      answers++;
      if (answers <= 2) throw new Error('Loading chunk 42 failed.');
      return { Component: MyInfo };
    });
    const routes = routeTable('mypage', { myInfo }).map((r) => ({ ...r, errorElement: <Boundary /> }));
    const router = createMemoryRouter([{ path: '/elsewhere', element: <p>셸 화면</p> }, ...routes], {
      initialEntries: ['/elsewhere'],
    });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/my-info'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 42 failed.');
    // The retry suspends until the code answers; act lets React render again when it does.
    const retry = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '다시 시도' })));
    await retry();
    expect(myInfo).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 42 failed.');

    await retry();
    expect(await screen.findByRole('heading', { name: '마이페이지 본문' })).toBeInTheDocument();
    expect(myInfo).toHaveBeenCalledTimes(3);
  });
});
