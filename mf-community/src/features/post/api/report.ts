// POST /v2/community/{communitySeq}/report and /v2/community/comments/{commentSeq}/report.
// What I reported goes off my screens at once: a post leaves the cached feeds, search results and my lists (the API
// leaves it out of my feed and search from now on, and out of everyone's once enough people reported it: `hidden`),
// a comment reads as reported in the thread (hidden, when that report hid it from everyone).
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
      if (target.type === 'POST') {
        forgetPost(queryClient, target.seq);
        return;
      }
      patchComment(queryClient, communitySeq, target.seq, (c) => ({
        ...c,
        content: null,
        hidden: hidden || c.hidden,
        reported: true,
      }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.comments(communitySeq) });
    },
  });
}
