// POST /v2/community/{communitySeq}/report and /v2/community/comments/{commentSeq}/report.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@guardian/shared';
import type { ReportBody } from '../../../api/types';

export type ReportTarget = { type: 'POST' | 'COMMENT'; seq: number };

export const report = (target: ReportTarget, body: ReportBody) =>
  apiPost<{ hidden: boolean }>(
    target.type === 'POST'
      ? `/v2/community/${target.seq}/report`
      : `/v2/community/comments/${target.seq}/report`,
    body,
  );

export const useReport = () =>
  useMutation({
    mutationFn: ({ target, body }: { target: ReportTarget; body: ReportBody }) => report(target, body),
  });
