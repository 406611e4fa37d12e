import { useMutation } from '@tanstack/react-query';
import { apiDelete, type ApiQuery } from '@guardian/shared';

export function deleteAccount(reason: string): Promise<null> {
  const query: ApiQuery<'/v2/user', 'delete'> = { reason };
  return apiDelete<null>('/v2/user', query);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
