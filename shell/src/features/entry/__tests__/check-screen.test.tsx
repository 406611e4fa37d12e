// /check, the entry the native app opens (a push, a shop's message): the link's shop becomes the current one only
// when it is one of the owner's; the shop they chose on the home is never lost to a link for another shop (and the
// session keeps it on the pages after: login-shop-layout.test.tsx).
import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { toast, useCurrentShopStore, useSessionStore, type Me } from '@guardian/shared';
import { RootLayout } from '../../../app/root-layout';
import { CheckScreen } from '../routes/check-screen';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

function tree(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { path: '/check', element: <CheckScreen /> },
        { path: '/auth', element: <p>로그인 화면</p> },
        { path: '/shop/:id', element: <p>매장 소개</p> },
        { path: '/notice', element: <p>공지사항</p> },
        { path: '/schedule', element: <p>일정</p> },
      ],
    },
  ];
}

let me: Me;
beforeEach(() => {
  resetStores({ token: 't' });
  vi.spyOn(toast, 'success').mockReturnValue(0);
  me = ME;
  mockApi(({ url }) => (url === '/v2/me' ? { data: me } : { status: 404 }));
});

/** The shop the owner chose on the home, before the link. */
const chosen = (shopId: number, customerSeq: number) => useCurrentShopStore.setState({ shopId, customerSeq });

describe('/check with shop_id', () => {
  it('a shop of the owner’s becomes the current one, and targetUrl opens', async () => {
    chosen(10, 1);
    const { router } = renderRoutes(tree(), { path: '/check?shop_id=20&customer_seq=3&targetUrl=%2Fnotice' });
    expect(await screen.findByText('공지사항')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 20, customerSeq: 3 });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a shop the owner is not linked to leaves their chosen shop, says so, and opens its page, not another shop’s notices', async () => {
    chosen(20, 3);
    const { router } = renderRoutes(tree(), { path: '/check?shop_id=5&targetUrl=%2Fnotice' });
    expect(await screen.findByText('매장 소개')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/5');
    expect(toast.success).toHaveBeenCalledWith('연결된 매장이 아니라서 매장 정보를 보여 드려요');
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 20, customerSeq: 3 });
  });

  it('a shop unlinked since, to a page of every shop’s: it opens, the chosen shop kept, and the owner is told', async () => {
    me = { ...ME, userShops: ME.userShops.filter((s) => s.shopId !== 20) };
    chosen(10, 1);
    const { router } = renderRoutes(tree(), {
      path: '/check?shop_id=20&customer_seq=3&targetUrl=%2Fschedule',
    });
    expect(await screen.findByText('일정')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/schedule');
    expect(toast.success).toHaveBeenCalledWith('연결된 매장이 아니라서 매장을 바꾸지 않았어요');
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 10, customerSeq: 1 });
  });

  it('logged out: the login comes back to the link, whose shop is then checked against the shops of who logged in', async () => {
    resetStores();
    chosen(10, 1);
    const link = '/check?shop_id=20&customer_seq=3&targetUrl=%2Fnotice';
    const { router } = renderRoutes(tree(), { path: link });
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe(link);
    // Nothing is chosen for someone not known yet.
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 10, customerSeq: 1 });

    act(() => useSessionStore.getState().setToken('t'));
    await act(() => router.navigate(link, { replace: true }));
    expect(await screen.findByText('공지사항')).toBeInTheDocument();
    await waitFor(() => expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 20, customerSeq: 3 }));
  });

  it('without a shop, goes to targetUrl after login as before', async () => {
    resetStores();
    const { router } = renderRoutes(tree(), { path: '/check?targetUrl=%2Fschedule' });
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/schedule')}`);
  });
});
