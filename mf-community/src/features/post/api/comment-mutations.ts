// POST /v2/community/{communitySeq}/comments, PUT and DELETE /v2/community/comments/{commentSeq}.
// Writing answers the fresh thread, which replaces the cached one; edits and deletes refetch it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut, queryKeys, type ApiBody } from '@guardian/shared';
import type { CommunityComment, CommunityPost } from '../../../api/types';

type CommentBody = ApiBody<'/v2/community/{communitySeq}/comments'>;

export const writeComment = (communitySeq: number, body: CommentBody) =>
  apiPost<{ commentSeq: number; comments: CommunityComment[] }>(
    `/v2/community/${communitySeq}/comments`,
    body,
  );
export const editComment = (commentSeq: number, content: string) =>
  apiPut<null>(`/v2/community/comments/${commentSeq}`, { content });
export const deleteComment = (commentSeq: number) => apiDelete<null>(`/v2/community/comments/${commentSeq}`);

function useRefresh(communitySeq: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.community.comments(communitySeq) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.community.post(communitySeq) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.community.feeds() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.community.mine('comments') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.community.counts() });
  };
}

export function useWriteComment(communitySeq: number) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(communitySeq);
  return useMutation({
    mutationFn: (body: CommentBody) => writeComment(communitySeq, body),
    onSuccess: ({ comments }) => {
      queryClient.setQueryData(queryKeys.community.comments(communitySeq), comments);
      queryClient.setQueryData<CommunityPost>(queryKeys.community.post(communitySeq), (old) =>
        old ? { ...old, commentCount: old.commentCount + 1 } : old,
      );
      refresh();
    },
  });
}

export function useEditComment(communitySeq: number) {
  const refresh = useRefresh(communitySeq);
  return useMutation({
    mutationFn: ({ commentSeq, content }: { commentSeq: number; content: string }) =>
      editComment(commentSeq, content),
    onSuccess: refresh,
  });
}

export function useDeleteComment(communitySeq: number) {
  const refresh = useRefresh(communitySeq);
  return useMutation({ mutationFn: deleteComment, onSuccess: refresh });
}
