import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '@guardian/shared';

export function deleteAccount(reason: string): Promise<null> {
  return apiDelete<null>('/v2/user', { reason });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
