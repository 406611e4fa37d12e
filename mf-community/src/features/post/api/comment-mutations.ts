// POST /v2/community/{communitySeq}/comments, PUT and DELETE /v2/community/comments/{commentSeq}.
// Writing answers the comment written, which goes in its place in the cached thread (the list is not read again:
// what is on screen stays where it is, unless a reading was already under way); edits and deletes read the thread
// again. Refused because the post went meanwhile, the post is read again (its page shows it gone); because the
// comment or reply answered went, the thread is read again (it goes, or says it was deleted).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut, isApiError, queryKeys, type ApiBody } from '@guardian/shared';
import type { CommunityPost, CommunityReply } from '../../../api/types';
import { addWritten, isThreadList } from './get-comments';
import { isParentGone, rereadIfPostGone } from './post-gone';

/** A comment, a reply (`parentSeq`), or a reply to a reply (`replyToSeq`, with its thread's comment as `parentSeq`). */
type CommentBody = ApiBody<'/v2/community/{communitySeq}/comments'>;

/**
 * The reply a reply to a reply answered (`replyToSeq`) was deleted meanwhile; its thread may still be there. Here, not
 * in post-gone.ts: that one is in the feed's first load (its likes), this is the post screen's only.
 */
export const isReplyTargetGone = (error: unknown): boolean =>
  isApiError(error) && error.resultCode === 'COMMUNITY_REPLY_TARGET_NOT_FOUND';

export const writeComment = (communitySeq: number, body: CommentBody) =>
  apiPost<{ commentSeq: number; comment: CommunityReply }>(`/v2/community/${communitySeq}/comments`, body);
export const editComment = (commentSeq: number, content: string) =>
  apiPut<null>(`/v2/community/comments/${commentSeq}`, { content });
export const deleteComment = (commentSeq: number) => apiDelete<null>(`/v2/community/comments/${commentSeq}`);

function useRefresh(communitySeq: number) {
  const queryClient = useQueryClient();
  return ({ thread = true } = {}) => {
    if (thread) void queryClient.invalidateQueries({ queryKey: queryKeys.community.comments(communitySeq) });
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
    onSuccess: async ({ comment }) => {
      // A reading of the thread under way (after an edit or a delete, say) was asked before this comment was
      // there: landing after it, it would take the comment off the screen again. It is stopped, the comment put in
      // its place, and the thread read again now, with the comment in it.
      const lists = { predicate: isThreadList(communitySeq) };
      const reading = queryClient.isFetching(lists) > 0;
      if (reading) await queryClient.cancelQueries(lists);
      const placed = addWritten(queryClient, communitySeq, comment);
      if (reading) void queryClient.invalidateQueries(lists);
      queryClient.setQueryData<CommunityPost>(queryKeys.community.post(communitySeq), (old) =>
        old ? { ...old, commentCount: old.commentCount + 1 } : old,
      );
      refresh({ thread: !placed });
    },
    onError: (error, body) => {
      if (rereadIfPostGone(queryClient, communitySeq, error)) return;
      if (isParentGone(error, body.parentSeq) || isReplyTargetGone(error))
        void queryClient.invalidateQueries({ queryKey: queryKeys.community.comments(communitySeq) });
    },
  });
}

export function useEditComment(communitySeq: number) {
  const refresh = useRefresh(communitySeq);
  return useMutation({
    mutationFn: ({ commentSeq, content }: { commentSeq: number; content: string }) =>
      editComment(commentSeq, content),
    onSuccess: () => refresh(),
  });
}

export function useDeleteComment(communitySeq: number) {
  const refresh = useRefresh(communitySeq);
  return useMutation({ mutationFn: deleteComment, onSuccess: () => refresh() });
}
