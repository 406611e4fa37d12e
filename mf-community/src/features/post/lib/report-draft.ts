// A report refused because the session had ended (§8's alert, then the login page and back here) is kept on the
// device per post or comment: 신고 on it again opens the sheet with the reason and the note as they were. Sent, or
// the sheet closed, none is left. It is the signed-in person's: the key starts with DRAFT_KEY_PREFIX,
// so a logout, or someone else logging in here, forgets it (personal-drafts.ts).
import { DRAFT_KEY_PREFIX } from '@guardian/shared';
import type { ReportReason } from '../../../api/types';
import type { ReportTarget } from '../api/report';

export interface ReportDraft {
  reason: ReportReason;
  detail: string;
}

const reportDraftKey = (target: ReportTarget) => `${DRAFT_KEY_PREFIX}report.${target.type}.${target.seq}`;

/** Keeps `draft` as the report on `target`; null leaves none. */
export function keepReportDraft(target: ReportTarget, draft: ReportDraft | null): void {
  try {
    if (draft) localStorage.setItem(reportDraftKey(target), JSON.stringify(draft));
    else localStorage.removeItem(reportDraftKey(target));
  } catch {
    // No storage: the sheet holds it while it stays open.
  }
}

export function readReportDraft(target: ReportTarget): ReportDraft | null {
  try {
    const raw = localStorage.getItem(reportDraftKey(target));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<ReportDraft>;
    return typeof draft.reason === 'string'
      ? { reason: draft.reason, detail: typeof draft.detail === 'string' ? draft.detail : '' }
      : null;
  } catch {
    return null;
  }
}
