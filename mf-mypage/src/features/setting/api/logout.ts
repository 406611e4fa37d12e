import { useMutation } from '@tanstack/react-query';
import { apiPost, isUnauthorized } from '@guardian/shared';

/**
 * POST /v2/logout. A 401 means the server had already ended this session (expired, revoked by a password change
 * or another logout): the logout is done, and it must not reach the mutation cache's "정상적인 접근이 아닙니다"
 * alert, which would ask the person to try again.
 */
export function logout(): Promise<null> {
  return apiPost<null>('/v2/logout').catch((e: unknown) => {
    if (isUnauthorized(e)) return null;
    throw e;
  });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
