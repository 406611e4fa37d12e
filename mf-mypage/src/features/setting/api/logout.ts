import { useMutation } from '@tanstack/react-query';
import { apiPost, isUnauthorized } from '@guardian/shared';

/**
 * How long a logout waits for the server. This browser signs out whatever the answer, so on a connection that
 * hangs (a subway tunnel) the person is not left on 설정 for the client's whole timeout with nothing happening.
 */
export const LOGOUT_WAIT_MS = 5000;

/**
 * POST /v2/logout. A 401 means the server had already ended this session (expired, revoked by a password change
 * or another logout): the logout is done, and it must not reach the mutation cache's "정상적인 접근이 아닙니다"
 * alert, which would ask the person to try again. No answer within `waitMs`: the call is dropped and the logout
 * goes on.
 */
export function logout(waitMs = LOGOUT_WAIT_MS): Promise<null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, waitMs);
  });
  const call = apiPost<null>('/v2/logout', undefined, { signal: controller.signal }).catch((e: unknown) => {
    if (isUnauthorized(e) || controller.signal.aborted) return null;
    throw e;
  });
  return Promise.race([call, gaveUp]).finally(() => clearTimeout(timer));
}

export function useLogout() {
  return useMutation({ mutationFn: () => logout() });
}
