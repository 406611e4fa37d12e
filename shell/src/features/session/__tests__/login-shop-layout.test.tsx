import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { meQueryKey, toast, useCurrentShopStore, useSessionStore } from '@guardian/shared';
import { RootLayout } from '../../../app/root-layout';
import { shellRoutes } from '../../../app/routes';
import { LoginShopLayout } from '../components/login-shop-layout';
import { renderRoutes, testQueryClient } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

function tree(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { path: '/auth', element: <p>로그인 화면</p> },
        // The app's /check, where a logged-in owner's shop_id is checked against their shops.
        shellRoutes.find((r) => r.path === '/check')!,
        { path: '/shop/:id', element: <p>매장 소개</p> },
        {
          element: <LoginShopLayout />,
          children: [
            { index: true, element: <p>매장 홈</p> },
            { path: '/curation', element: <p>큐레이션</p> },
            { path: '/my-info', element: <p>마이페이지 화면</p> },
            { path: '/schedule', element: <p>일정</p> },
          ],
        },
      ],
    },
  ];
}

beforeEach(() => {
  resetStores();
  vi.spyOn(toast, 'success').mockReturnValue(0);
});

describe('login-and-shop layout', () => {
  it('§2/§6: logged-out 홈 and 매장･예약 pages render without forcing login', async () => {
    mockApi(() => ({ status: 404 }));
    renderRoutes(tree(), { path: '/curation' });
    expect(await screen.findByText('큐레이션')).toBeInTheDocument();
  });

  it('§6: a login tab page redirects to /auth?redirectUrl= when logged out', async () => {
    mockApi(() => ({ status: 404 }));
    const { router } = renderRoutes(tree(), { path: '/my-info?tab=pets' });
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/my-info?tab=pets')}`);
  });

  it('a logout leaving a login tab shows the frame until the next page, not the login page; back later asks to log in', async () => {
    resetStores({ token: 't' });
    mockApi(({ url }) => (url === '/v2/me' ? { data: ME } : { status: 404 }));
    const { router } = renderRoutes(tree(), { path: '/my-info' });
    expect(await screen.findByText('마이페이지 화면')).toBeInTheDocument();

    act(() => useSessionStore.getState().leave('/my-info'));
    expect(screen.getByLabelText('불러오는 중')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-info');
    await act(() => router.navigate('/curation', { replace: true }));
    expect(await screen.findByText('큐레이션')).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().leavingFrom).toBeNull());

    await act(() => router.navigate('/my-info'));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
  });

  it('§4: shows a skeleton while the user loads, then selects the stored shop', async () => {
    resetStores({ token: 't' });
    useCurrentShopStore.setState({ shopId: 20, customerSeq: 3 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockApi(async ({ url }) => {
      if (url === '/v2/me') {
        await gate;
        return { data: ME };
      }
      return { status: 404 };
    });
    renderRoutes(tree(), { path: '/' });
    expect(screen.getByLabelText('불러오는 중')).toBeInTheDocument();
    release();
    expect(await screen.findByText('매장 홈')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.userId).toBe(ME.userId);
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 20, customerSeq: 3 });
  });

  it('§4: with no stored choice the first shop is selected', async () => {
    resetStores({ token: 't' });
    mockApi(({ url }) => (url === '/v2/me' ? { data: ME } : { status: 404 }));
    renderRoutes(tree(), { path: '/' });
    await waitFor(() => expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 10, customerSeq: 1 }));
  });

  it('§4: back in the app after another phone unlinked the current shop, another linked shop is current', async () => {
    resetStores({ token: 't' });
    useCurrentShopStore.setState({ shopId: 20, customerSeq: 3 });
    let me = ME;
    mockApi(({ url }) => (url === '/v2/me' ? { data: me } : { status: 404 }));
    renderRoutes(tree(), { path: '/' });
    expect(await screen.findByText('매장 홈')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.userShops).toHaveLength(3);

    me = { ...ME, userShops: ME.userShops.filter((s) => s.shopId !== 20) };
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 10, customerSeq: 1 }));
    expect(useSessionStore.getState().user?.userShops).toHaveLength(1);
  });

  it('§4: a failed user fetch clears the user and current shop and invalidates the user query', async () => {
    resetStores({ token: 't' });
    useSessionStore.setState({ user: ME });
    useCurrentShopStore.setState({ shopId: 10, customerSeq: 1 });
    mockApi(({ url }) =>
      url === '/v2/me' ? { status: 500, resultCode: 'INTERNAL_ERROR' } : { status: 404 },
    );
    const queryClient = testQueryClient();
    renderRoutes(tree(), { path: '/schedule', queryClient });
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: null, customerSeq: null });
    await waitFor(() => expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true));
  });

  it('§2/§4: shop_id, customer_seq and targetUrl select the shop and redirect (replace)', async () => {
    resetStores({ token: 't' });
    mockApi(({ url }) => (url === '/v2/me' ? { data: ME } : { status: 404 }));
    const { router } = renderRoutes(tree(), {
      path: '/curation?shop_id=20&customer_seq=3&targetUrl=%2Fschedule',
    });
    expect(await screen.findByText('일정')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/schedule');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 20, customerSeq: 3 });
  });

  it('§4: shop_id without targetUrl stays on the page and drops the params', async () => {
    resetStores({ token: 't' });
    mockApi(({ url }) => (url === '/v2/me' ? { data: ME } : { status: 404 }));
    const { router } = renderRoutes(tree(), { path: '/schedule?shop_id=20&keep=1' });
    expect(await screen.findByText('일정')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keep=1');
    await waitFor(() => expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 20, customerSeq: 2 }));
  });

  it('§4: a page’s shop_id for a shop the owner is not linked to keeps the shop they chose, and says so', async () => {
    resetStores({ token: 't' });
    useCurrentShopStore.setState({ shopId: 20, customerSeq: 3 });
    mockApi(({ url }) => (url === '/v2/me' ? { data: ME } : { status: 404 }));
    const { router } = renderRoutes(tree(), { path: '/curation?shop_id=5&targetUrl=%2Fschedule' });
    expect(await screen.findByText('일정')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/schedule');
    expect(toast.success).toHaveBeenCalledWith('연결된 매장이 아니라서 매장을 바꾸지 않았어요');
    await new Promise((r) => setTimeout(r, 20));
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 20, customerSeq: 3 });
  });

  it('§4: the home opened with shop_id of a shop not linked shows that shop’s page, not the chosen shop as if it were it', async () => {
    resetStores({ token: 't' });
    useCurrentShopStore.setState({ shopId: 20, customerSeq: 3 });
    mockApi(({ url }) => (url === '/v2/me' ? { data: ME } : { status: 404 }));
    const { router } = renderRoutes(tree(), { path: '/?shop_id=5' });
    expect(await screen.findByText('매장 소개')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/5');
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 20, customerSeq: 3 });
  });

  it('§4: a guest’s shop_id is kept for after login (there are no shops to check it against yet)', async () => {
    mockApi(() => ({ status: 404 }));
    const { router } = renderRoutes(tree(), {
      path: '/curation?shop_id=20&customer_seq=3&targetUrl=%2Fschedule',
    });
    expect(await screen.findByText('일정')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 20, customerSeq: 3 });
  });

  it('§4: an off-site targetUrl is ignored', async () => {
    mockApi(() => ({ status: 404 }));
    const { router } = renderRoutes(tree(), { path: '/curation?targetUrl=https%3A%2F%2Fevil.example' });
    expect(await screen.findByText('큐레이션')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/curation');
  });
});
