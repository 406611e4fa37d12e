// A report refused because the session had ended (§8's alert, then the login page and back here) is kept on the
// device, one per post (on the post itself or on one of its comments): back on the post, logged in, the sheet opens
// by itself with the reason and the note as they were, still to be sent. Sent, or the sheet closed, none is left.
// It is the signed-in person's (shared's storedJson: a logout, or someone else logging in here, forgets it).
import { storedJson } from '@guardian/shared/forms';
import type { ReportReason } from '../../../api/types';
import type { ReportTarget } from '../api/report';

export interface ReportDraft {
  target: ReportTarget;
  reason: ReportReason;
  detail: string;
}

const reportDraft = (communitySeq: number) =>
  storedJson(`report.${communitySeq}`, (value): ReportDraft | null => {
    const draft = value as Partial<ReportDraft> | null;
    const target = draft?.target;
    return typeof draft?.reason === 'string' &&
      (target?.type === 'POST' || target?.type === 'COMMENT') &&
      typeof target.seq === 'number'
      ? {
          target: { type: target.type, seq: target.seq },
          reason: draft.reason,
          detail: typeof draft.detail === 'string' ? draft.detail : '',
        }
      : null;
  });

/** The report waiting on post `communitySeq` (on it or one of its comments), or none. */
export const readReportDraft = (communitySeq: number): ReportDraft | null => reportDraft(communitySeq).read();

/** Keeps `draft` as the report waiting on post `communitySeq`; null leaves none. */
export const keepReportDraft = (communitySeq: number, draft: ReportDraft | null): void =>
  reportDraft(communitySeq).keep(draft);

/** The kept report on `target`, if that is the one waiting on the post. */
export function reportDraftOn(communitySeq: number, target: ReportTarget): ReportDraft | null {
  const kept = readReportDraft(communitySeq);
  return kept && kept.target.type === target.type && kept.target.seq === target.seq ? kept : null;
}
