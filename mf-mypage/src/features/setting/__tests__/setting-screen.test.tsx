import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  createQueryClient,
  dialog,
  getAccessToken,
  meQueryKey,
  setAccessToken,
  toast,
  useCurrentShopStore,
  useIsLoggedIn,
  useSessionStore,
} from '@guardian/shared';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { me, renderAt } from '../../../test/render-at';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { LOGOUT_WAIT_MS } from '../api/logout';
import { SettingScreen } from '../components/setting-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  apiDelete: vi.fn(),
}));

const routes = [
  { path: '/my-info/setting', Component: SettingScreen },
  { path: '/my-info', element: <p>마이페이지 화면</p> },
  { path: '/curation', element: <p>홈 화면</p> },
  { path: '/bye', element: <p>작별 화면</p> },
];

/**
 * The shell's login-and-shop layout, as far as 설정 goes: a guest on a page that needs login is sent to /auth,
 * unless the session was left from this page (`leave`), which shows the frame until the next page loads.
 */
function NeedsLogin() {
  const loggedIn = useIsLoggedIn();
  const leavingFrom = useSessionStore((s) => s.leavingFrom);
  const { pathname } = useLocation();
  if (loggedIn) return <Outlet />;
  if (leavingFrom === pathname) return <p>불러오는 중</p>;
  return <Navigate to={`/auth?redirectUrl=${encodeURIComponent(pathname)}`} replace />;
}
/** 설정 inside that layout; home and /bye load their code on the way, as in the composed site. */
const slowly = (text: string) => () =>
  new Promise<{ element: ReactNode }>((resolve) => setTimeout(() => resolve({ element: <p>{text}</p> }), 30));
const shellRoutes = [
  { element: <NeedsLogin />, children: [{ path: '/my-info/setting', Component: SettingScreen }] },
  { path: '/curation', lazy: slowly('홈 화면') },
  { path: '/bye', lazy: slowly('작별 화면') },
  { path: '/auth', element: <p>로그인 화면</p> },
];

function signedIn() {
  setAccessToken('token-1');
  useSessionStore.getState().setToken('token-1');
  useCurrentShopStore.getState().setCurrentShop(11, 21);
}

function expectSignedOut(queryClient: { getQueryData: (k: unknown[]) => unknown }) {
  expect(getAccessToken()).toBeNull();
  expect(useSessionStore.getState().token).toBeNull();
  expect(useCurrentShopStore.getState().shopId).toBeNull();
  expect(queryClient.getQueryData(['user', 'me'])).toBeUndefined();
}

beforeEach(() => {
  // 회원 탈퇴's last question asks what would be lost: nothing, for these stories (withdrawal-losses.test.tsx).
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation((url: string) =>
      url === '/v2/user/withdrawal-check'
        ? Promise.resolve({ vouchers: [], coupons: 0, aiProfiles: 0 })
        : Promise.reject(new Error(`no answer for ${url} here`)),
    );
  vi.mocked(apiPost).mockReset().mockResolvedValue(null);
  vi.mocked(apiDelete).mockReset().mockResolvedValue(null);
  signedIn();
});

/** 회원 탈퇴, a reason picked, 다음: the last question opens. */
async function giveReason(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /회원 탈퇴/ }));
  await user.click(await screen.findByLabelText('자주 이용하지 않아요'));
  await user.click(await screen.findByRole('button', { name: '다음' }));
}

describe('설정', () => {
  it('logs out: calls the API, forgets the session and every cached query, and goes home', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderAt('/my-info/setting', routes);
    queryClient.setQueryData(['user', 'me'], { nickname: '다혜' });

    await user.click(await screen.findByRole('button', { name: /로그아웃/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }));

    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith('/v2/logout', undefined, { signal: expect.any(AbortSignal) });
    expectSignedOut(queryClient);
  });

  it('signs out after a few seconds when the logout call hangs on a weak connection', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // No answer ever comes (a tunnel): the client's own timeout is minutes away.
      vi.mocked(apiPost).mockReturnValue(new Promise(() => {}));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { queryClient } = renderAt('/my-info/setting', routes);

      await user.click(await screen.findByRole('button', { name: /로그아웃/ }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }));
      expect(await screen.findByRole('button', { name: '로그아웃 중…' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS));

      expect(await screen.findByText('홈 화면')).toBeInTheDocument();
      expectSignedOut(queryClient);
      // The call left hanging is dropped.
      const [, , options] = vi.mocked(apiPost).mock.calls[0] as [string, unknown, { signal: AbortSignal }];
      expect(options.signal.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still signs this browser out when the logout call fails', async () => {
    vi.mocked(apiPost).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    const { queryClient } = renderAt('/my-info/setting', routes);

    await user.click(await screen.findByRole('button', { name: /로그아웃/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }));

    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expectSignedOut(queryClient);
  });

  it('a session the server already ended logs out without the "정상적인 접근이 아닙니다" alert', async () => {
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' }),
    );
    const alert = vi.spyOn(dialog, 'alert').mockResolvedValue();
    const user = userEvent.setup();
    // The shell's client, with the 401 rules (a 401 on a mutation alerts).
    const { queryClient } = renderAt('/my-info/setting', routes, createQueryClient());

    await user.click(await screen.findByRole('button', { name: /로그아웃/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }));

    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expectSignedOut(queryClient);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('while logging out, 로그아웃 does not open again or send a second call', async () => {
    let finish: (v: null) => void = () => {};
    vi.mocked(apiPost).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    const row = await screen.findByRole('button', { name: /로그아웃/ });
    await user.click(row);
    const question = await screen.findByRole('dialog');
    await user.click(within(question).getByRole('button', { name: '로그아웃' }));
    // The question stays and says the logout is on its way; neither it nor the row sends it again.
    const working = await within(question).findByRole('button', { name: '로그아웃 중…' });
    await user.click(working);
    await user.click(within(question).getByRole('button', { name: '취소' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    finish(null);
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('a double tap on 탈퇴하기 deletes once and still says goodbye', async () => {
    let finish: (v: null) => void = () => {};
    // The first call revokes the session: a second one would be refused.
    vi.mocked(apiDelete)
      .mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
      .mockRejectedValue(
        new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' }),
      );
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    await giveReason(user);
    const confirm = await screen.findByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    await user.dblClick(within(confirm).getByRole('button', { name: '탈퇴하기' }));

    expect(within(confirm).getByRole('button', { name: '탈퇴하는 중…' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '탈퇴하는 중…' }));
    finish(null);
    expect(await screen.findByText('작별 화면')).toBeInTheDocument();
    expect(apiDelete).toHaveBeenCalledTimes(1);
  });

  it('refused for a visit still ahead: says why, closes the question and stays signed in', async () => {
    vi.mocked(apiDelete).mockRejectedValue(
      new ApiError({
        status: 409,
        resultCode: 'ACCOUNT_HAS_UPCOMING_RESERVATION',
        message: '예정된 예약이 있어서 탈퇴할 수 없어요. 예약을 취소하거나 이용을 마친 뒤 탈퇴해 주세요.',
      }),
    );
    const said = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    await giveReason(user);
    const confirm = await screen.findByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    expect(confirm).toHaveTextContent('예정된 예약이 있으면 먼저 취소해 주세요.');
    await user.click(within(confirm).getByRole('button', { name: '탈퇴하기' }));

    await waitFor(() =>
      expect(said).toHaveBeenCalledWith(expect.stringContaining('예정된 예약이 있어서 탈퇴할 수 없어요')),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '정말 탈퇴하시겠어요?' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('작별 화면')).not.toBeInTheDocument();
  });

  it('logged out inside the login layout, lands on home, not on the login page', async () => {
    const user = userEvent.setup();
    const { router, queryClient } = renderAt('/my-info/setting', shellRoutes);

    await user.click(await screen.findByRole('button', { name: /로그아웃/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }));

    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/curation');
    await waitFor(() => expectSignedOut(queryClient));
  });

  it('home opens logged out after a logout, so it asks for nobody’s data with the revoked token', async () => {
    const seenByHome: boolean[] = [];
    function Home() {
      seenByHome.push(useIsLoggedIn());
      return <p>홈 화면</p>;
    }
    const routes = [
      ...shellRoutes.filter((r) => r.path !== '/curation'),
      {
        path: '/curation',
        lazy: () =>
          new Promise<{ Component: typeof Home }>((resolve) =>
            setTimeout(() => resolve({ Component: Home }), 30),
          ),
      },
    ];
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    await user.click(await screen.findByRole('button', { name: /로그아웃/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }));

    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(seenByHome).not.toContain(true);
  });

  it('a deleted account inside the login layout reaches /bye, not the login page', async () => {
    const user = userEvent.setup();
    const { router, queryClient } = renderAt('/my-info/setting', shellRoutes);

    await giveReason(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: '정말 탈퇴하시겠어요?' })).getByRole('button', {
        name: '탈퇴하기',
      }),
    );

    expect(await screen.findByText('작별 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bye');
    await waitFor(() => expectSignedOut(queryClient));
  });

  it('다음 before a reason is picked says so under the reasons and takes the focus to the first one', async () => {
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    await user.click(await screen.findByRole('button', { name: /회원 탈퇴/ }));
    const sheet = await screen.findByRole('dialog', { name: '탈퇴하시는 이유를 알려 주세요' });
    const next = within(sheet).getByRole('button', { name: '다음' });
    // Not a dead grey button: reached by Tab and a screen reader, and a tap lands.
    expect(next).toBeEnabled();

    await user.click(next);
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('탈퇴 사유를 골라 주세요.');
    expect(within(sheet).getByLabelText('자주 이용하지 않아요')).toHaveFocus();
    expect(within(sheet).getByRole('group')).toHaveAccessibleDescription('탈퇴 사유를 골라 주세요.');
    expect(screen.queryByRole('dialog', { name: '정말 탈퇴하시겠어요?' })).not.toBeInTheDocument();

    // A reason picked: the message goes.
    await user.click(within(sheet).getByLabelText('기타'));
    expect(within(sheet).queryByText('탈퇴 사유를 골라 주세요.')).not.toBeInTheDocument();
  });

  it('deletes the account only with a reason, sends it, then says goodbye', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderAt('/my-info/setting', routes);

    await user.click(await screen.findByRole('button', { name: /회원 탈퇴/ }));
    const sheet = await screen.findByRole('dialog', { name: '탈퇴하시는 이유를 알려 주세요' });
    const next = within(sheet).getByRole('button', { name: '다음' });

    // 기타 with nothing written: 다음 says so under its box, which takes the focus, and goes no further.
    await user.click(within(sheet).getByLabelText('기타'));
    await user.click(next);
    const detail = within(sheet).getByPlaceholderText('탈퇴 사유를 적어 주세요.');
    await waitFor(() => expect(detail).toHaveFocus());
    expect(detail).toHaveAccessibleDescription('사유를 입력해 주세요.');
    expect(screen.queryByRole('dialog', { name: '정말 탈퇴하시겠어요?' })).not.toBeInTheDocument();

    await user.type(detail, '알림이 너무 많아요');
    await user.click(next);

    const confirm = await screen.findByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    expect(apiDelete).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: '탈퇴하기' }));

    expect(await screen.findByText('작별 화면')).toBeInTheDocument();
    expect(apiDelete).toHaveBeenCalledWith('/v2/user', { reason: '기타: 알림이 너무 많아요' });
    expectSignedOut(queryClient);
  });

  it('moves focus into 정말 탈퇴하시겠어요? after 다음, and back to 회원 탈퇴 when it is cancelled', async () => {
    const user = userEvent.setup();
    renderAt(['/my-info', '/my-info/setting'], routes);

    const withdraw = await screen.findByRole('button', { name: /회원 탈퇴/ });
    await user.click(withdraw);
    await user.click(await screen.findByLabelText('자주 이용하지 않아요'));
    await user.click(await screen.findByRole('button', { name: '다음' }));

    const confirm = await screen.findByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /탈퇴하시는 이유/ })).toBeNull());
    expect(confirm).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(withdraw).toHaveFocus();
  });

  it('ties a missing 기타 reason to its field, marked invalid and described by the message', async () => {
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    await user.click(await screen.findByRole('button', { name: /회원 탈퇴/ }));
    const sheet = await screen.findByRole('dialog', { name: '탈퇴하시는 이유를 알려 주세요' });
    await user.click(within(sheet).getByLabelText('기타'));
    const detail = within(sheet).getByLabelText('기타 사유');
    await user.type(detail, '알림');
    await user.clear(detail);

    await waitFor(() => expect(detail).toHaveAttribute('aria-invalid', 'true'));
    expect(detail).toHaveAccessibleDescription('사유를 입력해 주세요.');
  });

  it("offers no autofill over the 기타 reason, a line of the person's own", async () => {
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);
    await user.click(await screen.findByRole('button', { name: /회원 탈퇴/ }));
    const sheet = await screen.findByRole('dialog', { name: '탈퇴하시는 이유를 알려 주세요' });
    await user.click(within(sheet).getByLabelText('기타'));
    expect(within(sheet).getByLabelText('기타 사유')).toHaveAttribute('autocomplete', 'off');
  });

  it("the phone's back closes the reason sheet and stays on 설정", async () => {
    const user = userEvent.setup();
    const { router } = renderAt(['/my-info', '/my-info/setting'], routes);

    await user.click(await screen.findByRole('button', { name: /회원 탈퇴/ }));
    await screen.findByRole('dialog', { name: '탈퇴하시는 이유를 알려 주세요' });
    await act(() => router.navigate(-1));

    expect(router.state.location.pathname).toBe('/my-info/setting');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /회원 탈퇴/ })).toBeInTheDocument();
  });

  it('keeps the person signed in when they cancel the deletion', async () => {
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    await user.click(await screen.findByRole('button', { name: /회원 탈퇴/ }));
    await user.click(screen.getByLabelText('자주 이용하지 않아요'));
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '정말 탈퇴하시겠어요?' })).getByRole('button', {
        name: '취소',
      }),
    );

    expect(apiDelete).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('token-1');
  });

  it('an email account changes its password from 계정, and comes back to 설정 after logging in again', async () => {
    const { queryClient } = renderAt('/my-info/setting', routes);
    act(() => queryClient.setQueryData(meQueryKey, me));

    const link = await screen.findByRole('link', { name: /비밀번호 변경/ });
    const target = new URL(link.getAttribute('href')!, 'https://app.example');
    expect(target.pathname).toBe('/auth/email');
    expect(target.searchParams.get('mode')).toBe('password');
    expect(target.searchParams.get('redirectUrl')).toBe('/my-info/setting');
  });

  it('a 카카오 account has no password to change here', async () => {
    const { queryClient } = renderAt('/my-info/setting', routes);
    act(() => queryClient.setQueryData(meQueryKey, { ...me, snsKind: 'KAKAO' }));

    expect(await screen.findByRole('link', { name: /로그인 방식/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /비밀번호 변경/ })).not.toBeInTheDocument();
  });

  it('the reason sheet lines its reasons and 다음 up with its title, not a second 20 px in', async () => {
    const remove = applyStylesheet('../components/setting.module.css', import.meta.url);
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    await user.click(await screen.findByRole('button', { name: /회원 탈퇴/ }));
    const sheet = await screen.findByRole('dialog', { name: '탈퇴하시는 이유를 알려 주세요' });
    // The sheet itself keeps its content 20 px off the screen's edges.
    const form = sheet.querySelector('form')!;
    expect(parseFloat(getComputedStyle(form).paddingLeft || '0')).toBe(0);
    expect(parseFloat(getComputedStyle(form).paddingRight || '0')).toBe(0);
    remove();
  });
});
