import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@guardian/shared';

export function logout(): Promise<null> {
  return apiPost<null>('/v2/logout');
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
