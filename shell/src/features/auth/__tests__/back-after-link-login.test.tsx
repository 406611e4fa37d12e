// A link to a login-only page opened logged out (a push, a shared link, the app's /check): the page puts /auth in its
// place, the owner logs in, and lands on the page. In a real browser history (the router's `idx`), not a memory
// router: what 뒤로 does at the first page of a visit is the point.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Navigate, Outlet, RouterProvider, createBrowserRouter, useLocation } from 'react-router-dom';
import { AppProviders, authHref, useIsLoggedIn } from '@guardian/shared';
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

/** As the login-and-shop layout does for a login tab (§6): logged out, /auth in this entry's place. */
function NeedsLogin({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return useIsLoggedIn() ? children : <Navigate to={authHref(pathname + search)} replace />;
}

const SESSION = { token: 'tok-1', expiresAt: '2026-11-24T00:00:00+09:00', user: ME };
let router: ReturnType<typeof createBrowserRouter> | undefined;

beforeEach(() => resetStores());
afterEach(() => {
  router?.dispose();
  router = undefined;
  window.history.replaceState(null, '', '/');
});

async function logInFromLink(link: string) {
  mockApi(() => ({ data: SESSION }));
  // What was before the link: another site, or the app's own screen (the WebView's history starts at the link).
  window.history.replaceState(null, '', '/elsewhere');
  window.history.pushState(null, '', link);
  router = createBrowserRouter([
    {
      element: <Root />,
      children: [
        { path: '/auth', element: <AuthLanding /> },
        { path: '/auth/email', element: <AuthEmail /> },
        {
          path: '/news',
          element: (
            <NeedsLogin>
              <p>알림 도착</p>
            </NeedsLogin>
          ),
        },
        { path: '/elsewhere', element: <p>가디언 밖</p> },
      ],
    },
  ]);
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await userEvent.click(await screen.findByRole('button', { name: '이메일로 로그인' }));
  await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com');
  await userEvent.type(screen.getByLabelText('비밀번호'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: '로그인' }));
}

describe('뒤로 after logging in from a link opened logged out', () => {
  it('holds the page once: the first 뒤로 leaves it, not the same page again', async () => {
    await logInFromLink('/news');
    expect(await screen.findByText('알림 도착')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/news'));
    // The page has the link's entry, the first of this visit: nothing of the app is behind it.
    expect((window.history.state as { idx?: number }).idx).toBe(0);

    // The phone's back (the WebView's, or the browser's).
    act(() => window.history.back());
    expect(await screen.findByText('가디언 밖')).toBeInTheDocument();
    expect(screen.queryByText('알림 도착')).not.toBeInTheDocument();
  });
});
