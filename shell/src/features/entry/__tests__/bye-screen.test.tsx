// /bye after 탈퇴: the phone's back leaves it for the page the person was on before 마이페이지, once, never through
// 마이페이지 and 설정 (now sending to the login) or the login that opened them.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { toast, useSessionStore } from '@guardian/shared';
import { RootLayout } from '../../../app/root-layout';
import { createRouteTree } from '../../../app/routes';
import { ROUTE_IDS } from '../../../app/patch-routes';
import { ByeScreen } from '../routes/bye-screen';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

/** The app's login-and-shop layout, as its route tree holds it: 마이페이지 sends someone logged out to the login. */
const loginShopLayout = createRouteTree()[0]!.children!.find((r) => r.id === ROUTE_IDS.protected)!.element;

function tree(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { path: '/auth', element: <p>로그인 화면</p> },
        { path: '/bye', element: <ByeScreen /> },
        {
          element: loginShopLayout,
          children: [
            { index: true, element: <p>매장 홈</p> },
            { path: '/curation', element: <p>큐레이션 홈</p> },
            { path: '/my-info', element: <p>마이페이지 화면</p> },
            { path: '/my-info/setting', element: <p>설정 화면</p> },
          ],
        },
      ],
    },
  ];
}

type Router = ReturnType<typeof renderRoutes>['router'];
const where = (router: Router) => router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  resetStores();
  vi.spyOn(toast, 'success').mockReturnValue(0);
  mockApi(({ url }) => (url === '/v2/me' ? { data: ME } : { status: 404 }));
});

/** 설정's 탈퇴하기 went through: the session ends on 설정, which /bye then replaces (setting-screen.tsx). */
async function withdraw(router: Router) {
  useSessionStore.getState().leave('/my-info/setting');
  await act(() => router.navigate('/bye', { replace: true }));
  expect(await screen.findByText('탈퇴가 완료되었어요')).toBeInTheDocument();
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
}

async function back(router: Router) {
  await act(() => router.navigate(-1));
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
}

describe('뒤로 from /bye', () => {
  it('after logging in on the way to 마이페이지: back once is 홈, with no login page on the way', async () => {
    const { router } = renderRoutes(tree(), { path: '/curation' });
    expect(await screen.findByText('큐레이션 홈')).toBeInTheDocument();
    // 마이 tapped logged out: the login in its place, then the login done, 마이페이지 in the login's place.
    await act(() => router.navigate('/my-info'));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    useSessionStore.setState({ token: 't' });
    await act(() => router.navigate('/my-info', { replace: true }));
    await act(() => router.navigate('/my-info/setting'));
    expect(await screen.findByText('설정 화면')).toBeInTheDocument();
    await withdraw(router);

    await back(router);
    expect(where(router)).toBe('/curation');
    expect(await screen.findByText('큐레이션 홈')).toBeInTheDocument();
    expect(screen.queryByText('로그인 화면')).not.toBeInTheDocument();
  });

  it('logged in all along, through the reason sheet: back once is the page before 마이페이지', async () => {
    resetStores({ token: 't' });
    const { router } = renderRoutes(tree(), { path: '/curation' });
    await act(() => router.navigate('/my-info'));
    await act(() => router.navigate('/my-info/setting'));
    // 회원 탈퇴's reason sheet, an entry of its own, closed by going back before the last question.
    await act(() => router.navigate('/my-info/setting?withdraw=1'));
    await back(router);
    await withdraw(router);

    await back(router);
    expect(where(router)).toBe('/curation');
    expect(await screen.findByText('큐레이션 홈')).toBeInTheDocument();
  });

  it('처음으로 puts 홈 in its place: back from there is the page before 마이페이지 too', async () => {
    resetStores({ token: 't' });
    const { router } = renderRoutes(tree(), { path: '/curation' });
    await act(() => router.navigate('/my-info'));
    await act(() => router.navigate('/my-info/setting'));
    await withdraw(router);

    await userEvent.click(screen.getByRole('button', { name: '처음으로' }));
    expect(await screen.findByText('매장 홈')).toBeInTheDocument();
    await back(router);
    expect(where(router)).toBe('/curation');
  });

  it('opened at 마이페이지 (nothing anyone can open behind): back leaves no login page behind /bye', async () => {
    resetStores({ token: 't' });
    const { router } = renderRoutes(tree(), { path: '/my-info' });
    await act(() => router.navigate('/my-info/setting'));
    await withdraw(router);
    // /bye is the visit's first page now: back has nowhere in the app to go.
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));

    await back(router);
    expect(where(router)).toBe('/bye');
    expect(screen.queryByText('로그인 화면')).not.toBeInTheDocument();
  });

  it('a page right behind that anyone can open stays as it is', async () => {
    resetStores({ token: 't' });
    const { router } = renderRoutes(tree(), { path: '/curation' });
    useSessionStore.getState().leave('/curation');
    await act(() => router.navigate('/bye'));
    expect(await screen.findByText('탈퇴가 완료되었어요')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');

    await back(router);
    expect(where(router)).toBe('/curation');
  });
});
