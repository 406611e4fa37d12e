import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { useSessionStore } from '@guardian/shared';
import { RootLayout } from '../../../app/root-layout';
import { LoginShopLayout } from '../components/login-shop-layout';
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
        { path: '/auth', element: <p>로그인 화면</p> },
        { path: '/community/:seq', element: <p>게시글 화면</p> },
        {
          element: <LoginShopLayout />,
          children: [{ path: '/my-info', element: <p>마이페이지 화면</p> }],
        },
      ],
    },
  ];
}

beforeEach(() => {
  resetStores({ token: 't' });
  mockApi(({ url }) => (url === '/v2/me' ? { data: ME } : { status: 404 }));
});

describe('a save refused because the session ended, and 로그인하기 tapped', () => {
  it('on a page anyone can open: to the login page, which leads back to this page', async () => {
    const { router } = renderRoutes(tree(), { path: '/community/42?from=feed' });
    expect(await screen.findByText('게시글 화면')).toBeInTheDocument();

    act(() => useSessionStore.getState().end(true));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirectUrl=${encodeURIComponent('/community/42?from=feed')}`,
    );
    expect(useSessionStore.getState().loginAgain).toBe(false);
    // Pushed: 뒤로 from the login page is the post again.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('게시글 화면')).toBeInTheDocument();
  });

  it('dismissed instead, the page stays (logged out)', async () => {
    const { router } = renderRoutes(tree(), { path: '/community/42' });
    await screen.findByText('게시글 화면');
    act(() => useSessionStore.getState().end(false));
    await new Promise((r) => setTimeout(r, 20));
    expect(router.state.location.pathname).toBe('/community/42');
    expect(screen.getByText('게시글 화면')).toBeInTheDocument();
  });

  it('on a login tab: the layout sends the person to log in once, in the page’s place', async () => {
    const { router } = renderRoutes(tree(), { path: '/my-info?tab=pets' });
    expect(await screen.findByText('마이페이지 화면')).toBeInTheDocument();
    act(() => useSessionStore.getState().end(true));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/my-info?tab=pets')}`);
    await new Promise((r) => setTimeout(r, 20));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
