// Whether the page was opened by someone already logged in: a saved or shared
// /auth?redirectUrl=… link, the landing's 로그인 after 둘러보기, the native app's login entry.
// Read once, when the page mounts: logging in on the page itself must not count, or its own
// navigation after the login would race a second redirect.
import { useState } from 'react';
import { useSessionStore } from '@guardian/shared';

export function useArrivedLoggedIn(): boolean {
  const [arrived] = useState(() => useSessionStore.getState().token !== null);
  return arrived;
}
