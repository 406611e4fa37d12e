// A visit that began at /auth/email (a saved login link, or a login page the app or browser reopened): a wrong
// password, 비밀번호를 잊으셨나요?, a new password, then the login with it. The login goes back to the visit's first
// entry, which is the same /auth/email route, so the page is not mounted anew there: it still has to hand that entry
// to redirectUrl, not keep its login form with a spinning button. In a real browser history, as in the report.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders, useSessionStore } from '@guardian/shared';
import { useRecordHistoryEntries } from '../../../lib/history-entries';
import { AuthEmail } from '../routes/auth-email';
import { AuthLanding } from '../routes/auth-landing';
import { testQueryClient } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

/** The shell's root layout, as far as history goes. */
function Root() {
  useRecordHistoryEntries();
  return <Outlet />;
}

const SESSION = { token: 'tok-1', expiresAt: '2026-11-24T00:00:00+09:00', user: ME };
type User = ReturnType<typeof userEvent.setup>;
let router: ReturnType<typeof createBrowserRouter> | undefined;

beforeEach(() => resetStores());
afterEach(() => {
  router?.dispose();
  router = undefined;
  window.history.replaceState(null, '', '/');
});

function openAt(link: string) {
  mockApi(({ url }) => {
    if (url === '/v2/mobile-certification')
      return { data: { expiresAt: '', expiresInSeconds: 180, resendAfterSeconds: 0 } };
    if (url === '/v2/mobile-certification/verify') return { data: { certificationToken: 'cert-2' } };
    if (url === '/v2/login') return { data: SESSION };
    return { data: null };
  });
  // What was before the link: another site (the WebView's history starts at the link).
  window.history.replaceState(null, '', '/elsewhere');
  window.history.pushState(null, '', link);
  router = createBrowserRouter([
    {
      element: <Root />,
      children: [
        { path: '/auth', element: <AuthLanding /> },
        { path: '/auth/email', element: <AuthEmail /> },
        { path: '/community/281', element: <p>게시글 도착</p> },
        { path: '/elsewhere', element: <p>가디언 밖</p> },
        { path: '/', element: <p>홈 도착</p> },
      ],
    },
  ]);
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

async function resetPassword(user: User, email: string, password: string) {
  await user.click(screen.getByRole('link', { name: '비밀번호를 잊으셨나요?' }));
  await user.type(await screen.findByLabelText('이메일'), email);
  await user.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
  await user.click(screen.getByRole('button', { name: '인증 요청' }));
  await user.type(await screen.findByLabelText('인증번호'), '654321');
  await user.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByText('휴대폰 인증이 완료됐어요.');
  await user.type(screen.getByLabelText('새 비밀번호'), password);
  await user.type(screen.getByLabelText('새 비밀번호 확인'), password);
  await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
}

describe('logging in with the new password after 비밀번호를 잊으셨나요?', () => {
  it('lands on redirectUrl when the visit began on /auth/email, and the first 뒤로 leaves it', async () => {
    // A long story of typing: no pause between keys.
    const user = userEvent.setup({ delay: null });
    openAt('/auth/email?redirectUrl=%2Fcommunity%2F281');
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();

    await resetPassword(user, 'owner@example.com', 'newpass99');
    // Back on the login form, with the page's redirectUrl kept.
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(
      '/auth/email?redirectUrl=%2Fcommunity%2F281',
    );

    await user.type(screen.getByLabelText('이메일'), 'owner@example.com');
    await user.type(screen.getByLabelText('비밀번호'), 'newpass99');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('게시글 도착')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('tok-1');
    await waitFor(() => expect(window.location.pathname).toBe('/community/281'));
    // The post holds the visit's first entry: nothing of the app is behind it.
    expect((window.history.state as { idx?: number }).idx).toBe(0);

    act(() => window.history.back());
    expect(await screen.findByText('가디언 밖')).toBeInTheDocument();
  }, 15_000);
});
