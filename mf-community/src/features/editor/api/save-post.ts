// POST /v2/community (write) and PUT /v2/community/{communitySeq} (edit my own). The answer is
// the post as saved: it goes into the post's cache, and the feeds and my lists refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut, queryKeys } from '@guardian/shared';
import type { CommunityPost, PostBody } from '../../../api/types';

export const savePost = (communitySeq: number | null, body: PostBody) =>
  communitySeq === null
    ? apiPost<CommunityPost>('/v2/community', body)
    : apiPut<CommunityPost>(`/v2/community/${communitySeq}`, body);

export function useSavePost(communitySeq: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostBody) => savePost(communitySeq, body),
    onSuccess: (post) => {
      queryClient.setQueryData(queryKeys.community.post(post.communitySeq), post);
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.feeds() });
      void queryClient.invalidateQueries({ queryKey: ['community', 'search'] });
      void queryClient.invalidateQueries({ queryKey: ['community', 'my'] });
    },
  });
}
