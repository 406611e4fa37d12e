// The same browser, two windows (a desktop, or the app's WebView and a browser sharing cookies): a login or logout
// made in the other is followed here when this page is shown again.
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import {
  apiGet,
  createQueryClient,
  setAccessToken,
  useIsLoggedIn,
  useSessionStore,
  type Me,
} from '@guardian/shared';
import { RootLayout } from '../../../app/root-layout';
import { LoginShopLayout } from '../components/login-shop-layout';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

const OTHER = { ...ME, userSeq: 2, userId: 'coco@example.com', nickname: '코코아빠', userShops: [] } as Me;

/** 마이페이지: whose it is, and their pets (a query whose key, like the user's, says nothing of whose they are). */
function MyPage() {
  const user = useSessionStore((s) => s.user);
  const pets = useQuery({ queryKey: ['pets'], queryFn: () => apiGet<{ name: string }[]>('/v2/pets') });
  return (
    <>
      <p>{user ? `${user.nickname}님의 마이페이지` : '…'}</p>
      <p>{pets.data ? `반려동물: ${pets.data.map((p) => p.name).join(', ')}` : '반려동물을 불러오는 중'}</p>
    </>
  );
}

function Community() {
  return <p>{useIsLoggedIn() ? '로그인했어요' : '로그인하지 않았어요'}</p>;
}

function tree(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { path: '/auth', element: <p>로그인 화면</p> },
        { path: '/community', element: <Community /> },
        { element: <LoginShopLayout />, children: [{ path: '/my-info', element: <MyPage /> }] },
      ],
    },
  ];
}

/**
 * The cookie written or removed by the other window; `signedIn`: a login there, which made the device that person's
 * (claimDrafts, in the storage both windows share).
 */
const elsewhere = (token: string | null, signedIn?: Me) => {
  document.cookie = token
    ? `access_token=${token}; path=/`
    : 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  if (signedIn) localStorage.setItem('guardian.draft.owner', String(signedIn.userSeq));
};
/** This window shown again. */
const shown = () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
};

let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  setAccessToken('tok-a');
  resetStores({ token: 'tok-a' });
  calls = mockApi(({ url, headers }) => {
    if (!headers.authorization) return { status: 401, resultCode: 'UNAUTHORIZED' };
    // tok-b is the other person's session; tok-a2 the first person's, logged in again.
    const other = headers.authorization === 'Bearer tok-b';
    if (url === '/v2/me') return { data: other ? OTHER : ME };
    if (url === '/v2/pets') return { data: [{ name: other ? '코코' : '보리' }] };
    return { status: 404 };
  });
});

const open = (path: string) => renderRoutes(tree(), { path, queryClient: createQueryClient() });

describe('a login or logout made in another window of this browser', () => {
  it('someone else logged in there: shown again, this page is theirs, and never shows the first person’s data', async () => {
    open('/my-info');
    expect(await screen.findByText('보호자님의 마이페이지')).toBeInTheDocument();
    expect(await screen.findByText('반려동물: 보리')).toBeInTheDocument();
    elsewhere('tok-b', OTHER);
    shown();
    expect(screen.queryByText('보호자님의 마이페이지')).not.toBeInTheDocument();
    expect(screen.queryByText('반려동물: 보리')).not.toBeInTheDocument();
    expect(await screen.findByText('코코아빠님의 마이페이지')).toBeInTheDocument();
    expect(await screen.findByText('반려동물: 코코')).toBeInTheDocument();
    expect(screen.queryByText(/보호자|보리/)).not.toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-b', user: OTHER });
  });

  it('the same person logged in again there: shown again, the page stays as it was, read again behind it', async () => {
    open('/my-info');
    expect(await screen.findByText('반려동물: 보리')).toBeInTheDocument();
    elsewhere('tok-a2', ME);
    shown();
    expect(screen.queryByLabelText('불러오는 중')).not.toBeInTheDocument();
    expect(screen.getByText('보호자님의 마이페이지')).toBeInTheDocument();
    expect(screen.getByText('반려동물: 보리')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.filter((c) => c.url === '/v2/pets' && c.headers.authorization === 'Bearer tok-a2'),
      ).toHaveLength(1),
    );
    expect(screen.getByText('보호자님의 마이페이지')).toBeInTheDocument();
    expect(screen.getByText('반려동물: 보리')).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-a2', user: ME });
  });

  it('someone else’s token in the cookie alone (the app’s WebView sharing it): theirs once /v2/me says so', async () => {
    open('/my-info');
    expect(await screen.findByText('반려동물: 보리')).toBeInTheDocument();
    elsewhere('tok-b');
    shown();
    expect(await screen.findByText('코코아빠님의 마이페이지')).toBeInTheDocument();
    expect(await screen.findByText('반려동물: 코코')).toBeInTheDocument();
    expect(screen.queryByText(/보호자|보리/)).not.toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-b', user: OTHER });
  });

  it('logged out there: shown again, a login tab goes to the login page, which leads back here', async () => {
    const { router } = open('/my-info');
    expect(await screen.findByText('보호자님의 마이페이지')).toBeInTheDocument();
    elsewhere(null);
    shown();
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/my-info')}`);
  });

  it('logged out there: a page anyone can open stays, logged out at once', async () => {
    open('/community');
    expect(await screen.findByText('로그인했어요')).toBeInTheDocument();
    elsewhere(null);
    shown();
    expect(screen.getByText('로그인하지 않았어요')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('nothing changed: shown again, the page’s data is not read again (only the user, as before)', async () => {
    open('/my-info');
    expect(await screen.findByText('반려동물: 보리')).toBeInTheDocument();
    shown();
    shown();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.filter((c) => c.url === '/v2/pets')).toHaveLength(1);
    expect(screen.getByText('보호자님의 마이페이지')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('tok-a');
  });
});
