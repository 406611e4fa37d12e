// POST /v2/community/{communitySeq}/report and /v2/community/comments/{commentSeq}/report.
// A report that hides what was reported (`hidden`: enough people reported it) takes it off this person's screens
// at once: a post leaves the cached feeds, search results and my lists (the API no longer shows it to anyone but
// its author), a comment reads as hidden in the thread.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, queryKeys } from '@guardian/shared';
import type { ReportBody } from '../../../api/types';
import { forgetPost } from './forget-post';
import { patchComment } from './get-comments';

export type ReportTarget = { type: 'POST' | 'COMMENT'; seq: number };

export const report = (target: ReportTarget, body: ReportBody) =>
  apiPost<{ hidden: boolean }>(
    target.type === 'POST'
      ? `/v2/community/${target.seq}/report`
      : `/v2/community/comments/${target.seq}/report`,
    body,
  );

/** `communitySeq`: the post whose page reports (the post itself or one of its comments). */
export function useReport(communitySeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, body }: { target: ReportTarget; body: ReportBody }) => report(target, body),
    onSuccess: ({ hidden }, { target }) => {
      if (!hidden) return;
      if (target.type === 'POST') {
        forgetPost(queryClient, target.seq);
        return;
      }
      patchComment(queryClient, communitySeq, target.seq, (c) => ({ ...c, content: null, hidden: true }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.comments(communitySeq) });
    },
  });
}
