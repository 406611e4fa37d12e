import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { useSessionStore } from '@guardian/shared';
import { useRecordHistoryEntries } from '../../../lib/history-entries';
import { AuthEmail } from '../routes/auth-email';
import { AuthLanding } from '../routes/auth-landing';
import { AuthSns } from '../routes/auth-sns';
import { clearSnsFlow, writeSnsFlow } from '../sns-flow';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

/** The shell's root layout, as far as history goes: it follows the entries every navigation makes. */
function Root() {
  useRecordHistoryEntries();
  return <Outlet />;
}

const tree = (): RouteObject[] => [
  {
    element: <Root />,
    children: [
      { path: '/auth', element: <AuthLanding /> },
      { path: '/auth/email', element: <AuthEmail /> },
      { path: '/auth/sns', element: <AuthSns /> },
      { path: '/community', element: <p>커뮤니티 도착</p> },
      { path: '/my-info', element: <p>마이페이지 도착</p> },
      { path: '/event/1', element: <p>이벤트 도착</p> },
      { path: '/', element: <p>홈 도착</p> },
    ],
  },
];
const SESSION = { token: 'tok-1', expiresAt: '2026-11-24T00:00:00+09:00', user: ME };

beforeEach(() => resetStores());

describe('뒤로 after logging in', () => {
  it('goes to the page before the login, not back through the finished login to the same page', async () => {
    mockApi(() => ({ data: SESSION }));
    const { router } = renderRoutes(tree(), { path: '/community' });
    // 마이페이지 tapped logged out → /auth, then 이메일로 로그인 → /auth/email, then log in.
    await act(() => router.navigate('/auth?redirectUrl=%2Fmy-info'));
    await userEvent.click(screen.getByRole('button', { name: '이메일로 로그인' }));
    await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('커뮤니티 도착')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community');
  });

  it("logging in from a page's 로그인하기 goes back to that page, so the first 뒤로 leaves it", async () => {
    mockApi(() => ({ data: SESSION }));
    const { router } = renderRoutes(tree(), { path: '/community' });
    // An event opened from 커뮤니티; its 로그인하고 쿠폰 받기 → /auth, then 이메일로 로그인 → /auth/email, then log in.
    await act(() => router.navigate('/event/1'));
    await act(() => router.navigate('/auth?redirectUrl=%2Fevent%2F1'));
    await userEvent.click(screen.getByRole('button', { name: '이메일로 로그인' }));
    await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이벤트 도착')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('tok-1');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('커뮤니티 도착')).toBeInTheDocument();
  });

  it('passes a social sign-up step that is behind the finished sign-up instead of saying 가입 정보가 없어요', async () => {
    const { router } = renderRoutes(tree(), { path: '/community' });
    writeSnsFlow({ kind: 'KAKAO', snsToken: 'sns-1', redirectUrl: '/my-info' });
    await act(() => router.navigate('/auth/sns'));
    expect(screen.getByText('서비스 이용을 위해 약관에 동의해 주세요.')).toBeInTheDocument();
    // The sign-up finishes further on (its flow cleared, the session set), and the page after it is shown.
    clearSnsFlow();
    useSessionStore.setState({ token: 'tok-1' });
    await act(() => router.navigate('/my-info'));

    await act(() => router.navigate(-1));
    expect(await screen.findByText('커뮤니티 도착')).toBeInTheDocument();
    expect(screen.queryByText('가입 정보가 없어요')).not.toBeInTheDocument();
  });

  it('로그인 tapped while logged in goes on to redirectUrl, not back', async () => {
    resetStores({ token: 'tok-1' });
    const { router } = renderRoutes(tree(), { path: '/community' });
    await act(() => router.navigate('/auth?redirectUrl=%2Fmy-info'));
    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a login link opened logged in as the first page still goes on to redirectUrl in its place', async () => {
    resetStores({ token: 'tok-1' });
    const { router } = renderRoutes(tree(), { path: '/auth?redirectUrl=%2Fmy-info' });
    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
