// DELETE /v2/community/{communitySeq}: my own post; the feeds, search and my lists forget it (forgetPost).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@guardian/shared';
import { forgetPost } from './forget-post';

export const deletePost = (communitySeq: number) => apiDelete<null>(`/v2/community/${communitySeq}`);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_null, communitySeq) => forgetPost(queryClient, communitySeq),
  });
}
