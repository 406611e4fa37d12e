import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, meQueryOptions, type Me } from '@guardian/shared';

export function updateProfileImage(profile: string): Promise<Me> {
  return apiPatch<Me>('/v2/user/my-profile', undefined, { params: { profile } });
}

export function useUpdateProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
