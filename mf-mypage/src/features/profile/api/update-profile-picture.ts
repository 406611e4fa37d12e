import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, meQueryOptions, type ApiQuery, type Me } from '@guardian/shared';

export function updateProfileImage(profile: string): Promise<Me> {
  const query: ApiQuery<'/v2/user/my-profile', 'patch'> = { profile };
  return apiPatch<Me>('/v2/user/my-profile', undefined, { params: query });
}

export function useUpdateProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
