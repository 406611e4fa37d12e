// Report a post or a comment: a reason (and an optional note). Several people's reports hide it
// until the team reviews it; the sheet says so. Reported, it is gone for the person who reported it at once: a post
// leaves its page (`onPostReported`, as 당근 and Instagram do), a comment reads as 신고한 댓글 (useReport).
import { useId, useRef, useState } from 'react';
import {
  BottomSheet,
  BottomSheetActions,
  Button,
  charCount,
  messageUnlessAlerted,
  toast,
  wasAlerted,
} from '@guardian/shared';
import { FormField, tooLongMessage, useWhyBlocked } from '@guardian/shared/forms';
import type { ReportReason } from '../../../api/types';
import { useReport, type ReportTarget } from '../api/report';
import { keepReportDraft, reportDraftOn, type ReportDraft } from '../lib/report-draft';
import styles from './post.module.css';

/** The API's limit on the note (reportBody's `detail`), in characters: an emoji is one. */
const DETAIL_MAX = 300;
const DETAIL_SUBJECT = '신고 내용은';

const REASONS: { value: ReportReason; label: string }[] = [
  { value: 'SPAM', label: '광고·도배' },
  { value: 'ABUSE', label: '욕설·비방·혐오' },
  { value: 'ADULT', label: '음란·선정적인 내용' },
  { value: 'ILLEGAL', label: '불법 정보' },
  { value: 'PRIVACY', label: '개인정보 노출' },
  { value: 'ETC', label: '기타' },
];

export function ReportSheet({
  communitySeq,
  target,
  onClose,
  onPostReported,
}: {
  communitySeq: number;
  target: ReportTarget | null;
  onClose: () => void;
  onPostReported: () => void;
}) {
  // Here, not in the form: a report sent and the sheet closed before the answer still says it was received.
  const send = useReport(communitySeq);
  // A second tap before the button shows it is busy (the mutation's state reaches the screen a task later) would
  // report again: the API refuses that one (이미 신고했어요), and only the last call's answer reached the sheet.
  const sending = useRef(false);
  // Done with the report on `target` (sent, or the sheet closed): the one kept for it goes (report-draft.ts).
  const forget = (done: ReportTarget) => {
    if (reportDraftOn(communitySeq, done)) keepReportDraft(communitySeq, null);
  };

  const report = (on: ReportTarget, { reason, detail }: Draft, failed: (message: string | null) => void) => {
    if (sending.current) return;
    sending.current = true;
    send.mutate(
      { target: on, body: { reason, ...(detail.trim() ? { detail: detail.trim() } : {}) } },
      {
        onSuccess: ({ hidden }) => {
          forget(on);
          if (!hidden) toast.success('신고가 접수되었어요. 검토 후 조치할게요.');
          else
            toast.success(
              `신고가 접수되었어요. 검토가 끝날 때까지 ${on.type === 'POST' ? '글' : '댓글'}을 가릴게요.`,
            );
          onClose();
          if (on.type === 'POST') onPostReported();
        },
        onError: (e) => {
          // §8's alert has said why (the session ended) and 로그인하기 leaves the page: the report waits on the post,
          // whose page opens it again once the person is back, logged in.
          if (wasAlerted(e)) keepReportDraft(communitySeq, { target: on, reason, detail });
          failed(messageUnlessAlerted(e));
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <BottomSheet
      open={target !== null}
      closeOnBack
      onClose={() => {
        if (target) forget(target);
        onClose();
      }}
      title={target?.type === 'COMMENT' ? '댓글 신고' : '게시글 신고'}
    >
      {target ? (
        // One form per report: a new target starts from its kept draft, if any, from the first render.
        <ReportForm
          key={`${communitySeq}.${target.type}.${target.seq}`}
          communitySeq={communitySeq}
          target={target}
          busy={send.isPending}
          onSubmit={(draft, failed) => report(target, draft, failed)}
        />
      ) : null}
    </BottomSheet>
  );
}

type Draft = Omit<ReportDraft, 'target'>;

/** The reason and the note of the report on `target`: as kept for it (report-draft.ts), or none yet. */
function ReportForm({
  communitySeq,
  target,
  busy,
  onSubmit,
}: {
  communitySeq: number;
  target: ReportTarget;
  busy: boolean;
  onSubmit: (draft: Draft, failed: (message: string | null) => void) => void;
}) {
  const [kept] = useState(() => reportDraftOn(communitySeq, target));
  const [reason, setReason] = useState<ReportReason | null>(kept?.reason ?? null);
  const [detail, setDetail] = useState(kept?.detail ?? '');
  const [error, setError] = useState<string | null>(null);
  const reasons = useRef<HTMLFieldSetElement>(null);
  const detailBox = useRef<HTMLTextAreaElement>(null);
  const detailId = useId();
  const detailMessageId = `${detailId}-message`;
  // The note goes with 기타 only, the reason whose box shows it: one typed there and left for another reason is not
  // sent unseen (nor refused, unseen, for its length).
  const note = reason === 'ETC' ? detail : '';
  // Past the API's limit the note stays as typed (a paste is not cut) and its box says how much to cut: not sent
  // till it fits.
  const tooLong = tooLongMessage(DETAIL_SUBJECT, note, DETAIL_MAX);
  // 신고하기 before a reason is picked: described by what it waits for, and a tap says it over the button (the focus
  // it takes to the reasons shows no ring after a tap) and takes the focus to the reasons. With a note too long, it
  // points at the line under the box, which says it already, and a tap takes the focus into the box.
  const why = useWhyBlocked(
    !reason
      ? { hint: '신고 사유를 골라 주세요.', field: () => reasons.current?.querySelector('input') }
      : tooLong
        ? { hint: tooLong, field: () => detailBox.current, describedBy: detailMessageId }
        : null,
  );

  return (
    <>
      <fieldset ref={reasons} className={styles.reasons}>
        <legend className={styles.reasonLegend}>신고 사유를 골라 주세요</legend>
        {REASONS.map((r) => (
          <label key={r.value} className={styles.reason}>
            <input
              type="radio"
              name="reason"
              value={r.value}
              checked={reason === r.value}
              onChange={() => {
                setReason(r.value);
                setError(null);
              }}
            />
            {r.label}
          </label>
        ))}
      </fieldset>
      {reason === 'ETC' ? (
        // The shared Textarea's wiring (FormField: the line under the box and the count describe it), not the
        // Textarea itself: that one loads on demand, and a kept note must be in its box from the sheet's first
        // render. No maxlength: it counted an emoji as two (150 of them filled it) and cut a paste without a word.
        <FormField
          label="신고 내용"
          hideLabel
          id={detailId}
          error={tooLong ?? undefined}
          aside={`${charCount(detail)}/${DETAIL_MAX}`}
        >
          {(control) => (
            // In a block of its own, as it was in the sheet: in FormField's column the 11em the composer's row gives
            // the box as a width (.input) would be its height.
            <div>
              <textarea
                {...control}
                ref={detailBox}
                className={styles.input}
                placeholder="어떤 점이 문제인지 알려 주세요"
                value={detail}
                onChange={(e) => setDetail(e.target.value)}
              />
            </div>
          )}
        </FormField>
      ) : null}
      <p className={styles.reportNote}>여러 사람이 신고한 글과 댓글은 검토가 끝날 때까지 가려져요.</p>
      <BottomSheetActions
        message={
          error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null
        }
      >
        <Button
          loading={busy}
          {...why.buttonProps}
          onClick={() =>
            why.stopped() ? setError(why.hint) : reason && onSubmit({ reason, detail: note }, setError)
          }
        >
          신고하기
        </Button>
        {/* The button's description only: on screen, the reasons' title says the same. */}
        {why.hiddenHint}
      </BottomSheetActions>
    </>
  );
}
