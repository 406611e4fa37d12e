// A report refused because the session had ended (§8's alert, then the login page and back here) is kept on the
// device per post or comment: 신고 on it again opens the sheet with the reason and the note as they were. Sent, or
// the sheet closed, none is left. It is the signed-in person's (shared's storedJson: a logout, or someone else
// logging in here, forgets it).
import { storedJson } from '@guardian/shared/forms';
import type { ReportReason } from '../../../api/types';
import type { ReportTarget } from '../api/report';

export interface ReportDraft {
  reason: ReportReason;
  detail: string;
}

const reportDraft = (target: ReportTarget) =>
  storedJson(`report.${target.type}.${target.seq}`, (value): ReportDraft | null => {
    const draft = value as Partial<ReportDraft> | null;
    return typeof draft?.reason === 'string'
      ? { reason: draft.reason, detail: typeof draft.detail === 'string' ? draft.detail : '' }
      : null;
  });

/** Keeps `draft` as the report on `target`; null leaves none. */
export const keepReportDraft = (target: ReportTarget, draft: ReportDraft | null): void =>
  reportDraft(target).keep(draft);

export const readReportDraft = (target: ReportTarget): ReportDraft | null => reportDraft(target).read();
