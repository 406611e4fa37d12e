import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useLocation, useNavigate, useSearchParams, type RouteObject } from 'react-router-dom';
import {
  Button,
  useCurrentShop,
  useCurrentShopStore,
  useMe,
  useSessionStore,
  type Me,
  type UserShop,
} from '@guardian/shared';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { InvitationScreen } from '../routes/invitation-screen';
import { ME } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi, requestUrl } from '../../../test/mock-api';

const tree = (): RouteObject[] => [
  { path: '/invitation', element: <InvitationScreen /> },
  { path: '/auth', element: <p>로그인 화면</p> },
  { path: '/', element: <p>홈 도착</p> },
];
const INVITE = {
  shopId: 7,
  shopName: '멍멍살롱',
  shopThumbnailUrl: null,
  customerName: '김보호',
  alreadyLinked: false,
};

/** The user before the link (no shop) and after it (shop 7 as the customer 44). */
const ME_NO_SHOP: Me = { ...ME, userShops: [] };
const ME_LINKED: Me = {
  ...ME,
  userShops: [
    {
      userShopSeq: 1,
      shopId: 7,
      customerSeq: 44,
      sortOrder: 0,
      shopInfo: { shopId: 7, name: '멍멍살롱' } as UserShop['shopInfo'],
    } as UserShop,
  ],
};

/** Logged in; the invitation is INVITE and linking it answers shop 7 as the customer 44. */
function loggedInAndLinking() {
  resetStores({ token: 't' });
  return mockApi(({ url }) => {
    if (url === '/v1/shop/user/link')
      return { data: { userShopSeq: 1, shopId: 7, customerSeq: 44, sortOrder: 0 } };
    if (url === '/v2/me') return { data: ME_LINKED };
    return { data: INVITE };
  });
}

beforeEach(() => resetStores());
afterEach(() => {
  delete window.__guardianEarly;
});

describe('invitation', () => {
  it('§8: INVALID_INVITATION_TOKEN shows a clear message with a way home', async () => {
    mockApi(() => ({
      status: 400,
      resultCode: 'INVALID_INVITATION_TOKEN',
      message: '유효하지 않은 초대 링크예요.',
    }));
    renderRoutes(tree(), { path: '/invitation?token=bad' });
    expect(await screen.findByText('유효하지 않은 초대 링크예요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  });

  it('§6: logged out, 로그인하고 연결하기 goes to /auth with this invitation, asking for the link, as redirectUrl', async () => {
    mockApi(() => ({ data: INVITE }));
    const { router } = renderRoutes(tree(), { path: '/invitation?token=abc' });
    await userEvent.click(await screen.findByRole('button', { name: '로그인하고 연결하기' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirectUrl=${encodeURIComponent('/invitation?token=abc&connect=1')}`,
    );
  });

  it('§7: logged in, links the shop, selects it and goes home', async () => {
    const calls = loggedInAndLinking();
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    expect(await screen.findByText('멍멍살롱')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '연결하기' }));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/v1/shop/user/link')).toMatchObject({
      params: { shopId: '7' },
      body: { invitationToken: 'abc' },
    });
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 7, customerSeq: 44 });
  });

  it('a double tap on 연결하기 links once and lands home with the new shop selected', async () => {
    const calls = loggedInAndLinking();
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    doubleTap(await screen.findByRole('button', { name: '연결하기' }));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/v1/shop/user/link')).toHaveLength(1);
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 7, customerSeq: 44 });
  });

  it('logged in, a shop already linked says so instead of offering 연결하기 again', async () => {
    useSessionStore.getState().setToken('tok-1');
    // The API can only tell who is asking from the bearer.
    const calls = mockApi(({ headers }) => ({
      data: { ...INVITE, alreadyLinked: headers.authorization === 'Bearer tok-1' },
    }));
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    expect(
      await screen.findByRole('button', { name: '이미 연결된 매장이에요 · 홈으로' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '연결하기' })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/v2/invitation/token/validate', body: { token: 'abc' } });
  });

  it('뒤로 to the invitation just accepted shows the shop as linked, never 연결하기 again', async () => {
    resetStores({ token: 't' });
    let linkedAlready = false;
    let answerAgain: (reply: { data: typeof INVITE }) => void = () => {};
    mockApi(({ url }) => {
      if (url === '/v1/shop/user/link') {
        linkedAlready = true;
        return { data: { userShopSeq: 1, shopId: 7, customerSeq: 44, sortOrder: 0 } };
      }
      if (url === '/v2/me') return { data: ME_LINKED };
      // Asked again after the link, the API takes its time to answer.
      return linkedAlready ? new Promise((resolve) => (answerAgain = resolve)) : { data: INVITE };
    });
    // The page before the login showed this invitation too: the login went forward to it again.
    const { router } = renderRoutes(tree(), { path: '/invitation?token=abc' });
    await act(() => router.navigate('/invitation?token=abc'));
    await userEvent.click(await screen.findByRole('button', { name: '연결하기' }));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();

    await act(() => router.navigate(-1));

    expect(
      await screen.findByRole('button', { name: '이미 연결된 매장이에요 · 홈으로' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '연결하기' })).not.toBeInTheDocument();
    await act(async () => answerAgain({ data: { ...INVITE, alreadyLinked: true } }));
    expect(screen.getByRole('button', { name: '이미 연결된 매장이에요 · 홈으로' })).toBeInTheDocument();
  });

  it('used on another phone before logging in here: says so and offers 로그인하기 back to this invitation', async () => {
    const message = '이미 사용한 초대 링크예요. 이 링크로 연결한 계정으로 로그인하면 매장을 볼 수 있어요.';
    mockApi(() => ({ status: 409, resultCode: 'INVITATION_ALREADY_USED', message }));
    const { router } = renderRoutes(tree(), { path: '/invitation?token=abc' });
    expect(await screen.findByRole('heading', { name: '이 초대 링크는 쓸 수 없어요' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('link', { name: '로그인하기' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/invitation?token=abc')}`);
  });

  it('used by another account: shows the API message and a way home, no 로그인하기', async () => {
    resetStores({ token: 't' });
    const message =
      '다른 계정에서 이미 사용한 초대 링크예요. 그 계정으로 로그인하거나 매장에 새 초대 링크를 요청해 주세요.';
    mockApi(() => ({ status: 409, resultCode: 'INVITATION_ALREADY_USED', message }));
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: '로그인하기' })).not.toBeInTheDocument();
  });

  it("someone else's used invitation to a shop I already have says 이미 연결된 매장이에요", async () => {
    resetStores({ token: 't' });
    mockApi(() => ({ status: 409, resultCode: 'ALREADY_LINKED', message: '이미 연결된 매장이에요.' }));
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    expect(await screen.findByRole('heading', { name: '이미 연결된 매장이에요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  });

  it('연결하기 after another account used the invitation meanwhile shows why, and no 연결하기 again', async () => {
    resetStores({ token: 't' });
    const message =
      '다른 계정에서 이미 사용한 초대 링크예요. 그 계정으로 로그인하거나 매장에 새 초대 링크를 요청해 주세요.';
    mockApi(({ url }) =>
      url === '/v1/shop/user/link'
        ? { status: 409, resultCode: 'INVITATION_ALREADY_USED', message }
        : { data: INVITE },
    );
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    await userEvent.click(await screen.findByRole('button', { name: '연결하기' }));
    expect(await screen.findByRole('heading', { name: '이 초대 링크는 쓸 수 없어요' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '연결하기' })).not.toBeInTheDocument();
  });

  it('연결하기 after my other phone linked it first goes home with the shop selected', async () => {
    resetStores({ token: 't' });
    const calls = mockApi(({ url }) => {
      if (url === '/v1/shop/user/link')
        return { status: 409, resultCode: 'ALREADY_LINKED', message: '이미 연결된 매장이에요.' };
      if (url === '/v2/me') return { data: ME_LINKED };
      return { data: INVITE };
    });
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    await userEvent.click(await screen.findByRole('button', { name: '연결하기' }));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(useCurrentShopStore.getState().shopId).toBe(7);
    // The user read on this phone may predate that link: read again.
    expect(calls.map((c) => c.url)).toContain('/v2/me');
  });
});

describe('로그인하고 연결하기: the tap carries through the login', () => {
  /**
   * The login, as far as this page goes: logged in, it goes back to redirectUrl when that is the entry right behind
   * (as the shell's login does, useCompleteLogin), else puts redirectUrl in its place (back from Kakao or Apple).
   */
  function Login() {
    const [params] = useSearchParams();
    const navigate = useNavigate();
    const cameFrom = useRef(entryBehind);
    const logIn = () => {
      useSessionStore.getState().setToken('tok-1');
      const redirectUrl = params.get('redirectUrl')!;
      if (cameFrom.current === redirectUrl) void navigate(-1);
      else void navigate(redirectUrl, { replace: true });
    };
    return <Button onClick={logIn}>로그인</Button>;
  }
  /** The page's address each time it shows: the entry behind /auth when it is left for the login. */
  let entryBehind = '';
  function Invitation() {
    const { pathname, search } = useLocation();
    entryBehind = pathname + search;
    return <InvitationScreen />;
  }
  const withLogin = (): RouteObject[] => [
    { path: '/invitation', element: <Invitation /> },
    { path: '/auth', element: <Login /> },
    { path: '/', element: <p>홈 도착</p> },
  ];

  /** The API: the invitation, and the link as `link` answers it. */
  function api(
    link: () => object = () => ({ data: { userShopSeq: 1, shopId: 7, customerSeq: 44, sortOrder: 0 } }),
  ) {
    return mockApi(({ url }) => {
      if (url === '/v1/shop/user/link') return link();
      if (url === '/v2/me') return { data: ME_LINKED };
      return { data: INVITE };
    });
  }

  it('logged out, 로그인하고 연결하기 and a login: the shop is linked without a second tap, and home shows it', async () => {
    const calls = api();
    const { router } = renderRoutes(withLogin(), { path: '/invitation?token=abc' });
    await userEvent.click(await screen.findByRole('button', { name: '로그인하고 연결하기' }));
    // The login goes back to the page that sent it: this entry, which now asks for the link.
    expect(router.state.location.search).toBe(
      `?redirectUrl=${encodeURIComponent('/invitation?token=abc&connect=1')}`,
    );
    expect(entryBehind).toBe('/invitation?token=abc&connect=1');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/v1/shop/user/link')).toEqual([
      expect.objectContaining({ params: { shopId: '7' }, body: { invitationToken: 'abc' } }),
    ]);
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 7, customerSeq: 44 });
    expect(screen.queryByRole('button', { name: '연결하기' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('back from a sign-up (or Kakao/Apple) at the invitation asking for the link: links it once and goes home', async () => {
    resetStores({ token: 't' });
    const calls = api();
    renderRoutes(withLogin(), { path: '/invitation?token=abc&connect=1' });
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/v1/shop/user/link')).toHaveLength(1);
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 7, customerSeq: 44 });
  });

  it('already mine (logged in as its owner): goes home with the shop, linking nothing', async () => {
    resetStores({ token: 't' });
    const calls = mockApi(() => ({ data: { ...INVITE, alreadyLinked: true } }));
    renderRoutes(withLogin(), { path: '/invitation?token=abc&connect=1' });
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain('/v1/shop/user/link');
    expect(useCurrentShopStore.getState().shopId).toBe(7);
  });

  it('used up meanwhile by another account: says why, and the address asks for no link any more', async () => {
    resetStores({ token: 't' });
    const message =
      '다른 계정에서 이미 사용한 초대 링크예요. 그 계정으로 로그인하거나 매장에 새 초대 링크를 요청해 주세요.';
    const calls = api(() => ({ status: 409, resultCode: 'INVITATION_ALREADY_USED', message }));
    const { router } = renderRoutes(withLogin(), { path: '/invitation?token=abc&connect=1' });
    expect(await screen.findByRole('heading', { name: '이 초대 링크는 쓸 수 없어요' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?token=abc');
    expect(calls.filter((c) => c.url === '/v1/shop/user/link')).toHaveLength(1);
  });

  it('a link that fails says so in Korean and offers 연결하기 again, without trying again by itself', async () => {
    resetStores({ token: 't' });
    const calls = api(() => ({ status: 500 }));
    const { router } = renderRoutes(withLogin(), { path: '/invitation?token=abc&connect=1' });
    expect(
      await screen.findByText('일시적인 오류가 생겼어요. 잠시 후 다시 시도해 주세요.'),
    ).toBeInTheDocument();
    const again = screen.getByRole('button', { name: '연결하기' });
    await waitFor(() => expect(again).toBeEnabled());
    expect(router.state.location.search).toBe('?token=abc');
    expect(calls.filter((c) => c.url === '/v1/shop/user/link')).toHaveLength(1);
  });

  it('back from the login without logging in: links nothing and still offers 로그인하고 연결하기', async () => {
    const calls = api();
    renderRoutes(withLogin(), { path: '/invitation?token=abc&connect=1' });
    expect(await screen.findByRole('button', { name: '로그인하고 연결하기' })).toBeEnabled();
    expect(calls.map((c) => c.url)).not.toContain('/v1/shop/user/link');
  });
});

describe('home after 연결하기 (it reads the shop from the user, as 매장･예약 does)', () => {
  const shown: string[] = [];
  // 매장･예약's home in short: the current shop of the user read, or the empty state.
  function Home() {
    const me = useMe();
    const current = useCurrentShop();
    const text = !me.data ? '불러오는 중' : current ? `홈: ${current.shopInfo.name}` : '연결된 매장이 없어요';
    shown.push(text);
    return <p>{text}</p>;
  }
  const withHome = (): RouteObject[] => [
    { path: '/invitation', element: <InvitationScreen /> },
    { path: '/', element: <Home /> },
  ];

  beforeEach(() => {
    shown.length = 0;
    useSessionStore.getState().setToken('tok');
  });

  /** The API: the invitation, the link, and the user (with the shop once linked). */
  function api() {
    let linked = false;
    return mockApi(({ url }) => {
      if (url === '/v1/shop/user/link') {
        linked = true;
        return { data: { userShopSeq: 1, shopId: 7, customerSeq: 44, sortOrder: 0 } };
      }
      if (url === '/v2/me') return { data: linked ? ME_LINKED : ME_NO_SHOP };
      return { data: INVITE };
    });
  }

  it("opened at the link: the HTML's GET /v2/me from before the link is not what home shows", async () => {
    // The page's HTML asked for the user as it loaded (shared/mf/early-requests.mjs); /invitation does not read it.
    window.__guardianEarly = {
      token: 'tok',
      at: Date.now(),
      responses: {
        [requestUrl('/v2/me')]: Promise.resolve(
          new Response(JSON.stringify({ resultCode: 'SUCCESS', message: '', data: ME_NO_SHOP }), {
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      },
    };
    const calls = api();
    renderRoutes(withHome(), { path: '/invitation?token=DEMO-INVITE-1' });
    await userEvent.click(await screen.findByRole('button', { name: '연결하기' }));

    expect(await screen.findByText('홈: 멍멍살롱')).toBeInTheDocument();
    expect(shown).not.toContain('연결된 매장이 없어요');
    const link = calls.findIndex((c) => c.url === '/v1/shop/user/link');
    expect(calls.slice(link + 1).map((c) => c.url)).toContain('/v2/me');
  });

  it('with the user cached without shops (read moments ago): home shows the shop from its first frame', async () => {
    const calls = api();
    // Logged in on 매장･예약's home, then the invitation's link opened in the app: the user is cached, fresh.
    const { router } = renderRoutes(withHome(), { path: '/' });
    expect(await screen.findByText('연결된 매장이 없어요')).toBeInTheDocument();
    await act(() => router.navigate('/invitation?token=DEMO-INVITE-1'));
    shown.length = 0;

    await userEvent.click(await screen.findByRole('button', { name: '연결하기' }));

    expect(await screen.findByText('홈: 멍멍살롱')).toBeInTheDocument();
    expect(shown).not.toContain('연결된 매장이 없어요');
    expect(calls.filter((c) => c.url === '/v2/me')).toHaveLength(2);
  });
});
