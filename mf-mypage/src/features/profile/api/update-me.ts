import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut, meQueryOptions, type ApiBody, type Me } from '@guardian/shared';

export type UpdateMeInput = ApiBody<'/v2/me', 'put'>;

export function updateMe(input: UpdateMeInput): Promise<Me> {
  return apiPut<Me>('/v2/me', input);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
