// DELETE /v2/community/{communitySeq}: my own post; the feeds and my lists forget it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, queryKeys } from '@guardian/shared';

export const deletePost = (communitySeq: number) => apiDelete<null>(`/v2/community/${communitySeq}`);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_null, communitySeq) => {
      queryClient.removeQueries({ queryKey: queryKeys.community.post(communitySeq) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.feeds() });
      void queryClient.invalidateQueries({ queryKey: ['community', 'search'] });
      void queryClient.invalidateQueries({ queryKey: ['community', 'my'] });
    },
  });
}
