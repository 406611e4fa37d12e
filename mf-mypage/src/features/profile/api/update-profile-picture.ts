import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPatch, meQueryOptions, type ApiQuery, type Me } from '@guardian/shared';
import type { PictureChange } from '@guardian/shared/forms';

/** PATCH /v2/user/my-profile?mediaSeq= (a photo just uploaded), or DELETE it to go back to the initial. */
export function updateProfilePicture(change: Exclude<PictureChange, { kind: 'keep' }>): Promise<Me> {
  if (change.kind === 'remove') return apiDelete<Me>('/v2/user/my-profile');
  const query: ApiQuery<'/v2/user/my-profile', 'patch'> = { mediaSeq: change.mediaSeq };
  return apiPatch<Me>('/v2/user/my-profile', undefined, { params: query });
}

export function useUpdateProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfilePicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
