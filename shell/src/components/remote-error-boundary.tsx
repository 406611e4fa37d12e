// errorElement of every screen's route (the remotes' and the shell's own): a screen that throws, or whose code
// fails to arrive (offline, a swapped deploy), costs that screen only; the tab bar and other tabs keep working,
// and 다시 시도 opens the page anew, which asks for the code again (shared/src/federation/screen-on-retry.tsx).
// Offline, it says so and opens the page by itself once the connection returns.
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { forgetFailedLoads } from '@guardian/shared';
import { ScreenFailed } from './screen-failed';

export function RemoteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  console.error('[shell] remote route error', error);
  const retry = () => {
    // A part of the screen whose code did not arrive (lazyWithRetry) asks for it again.
    forgetFailedLoads();
    navigate(location.pathname + location.search + location.hash, { replace: true });
  };
  return (
    <ScreenFailed
      onlineText="잠시 후 다시 시도해 주세요. 문제가 계속되면 앱을 다시 열어 주세요."
      retry={retry}
    />
  );
}
