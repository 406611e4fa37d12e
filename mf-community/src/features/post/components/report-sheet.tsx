// Report a post or a comment: a reason (and an optional note). Several people's reports hide it
// until the team reviews it; the sheet says so. A report that hides the post leaves its page (`onPostHidden`).
import { useEffect, useRef, useState } from 'react';
import {
  BottomSheet,
  BottomSheetActions,
  Button,
  messageUnlessAlerted,
  toast,
  wasAlerted,
} from '@guardian/shared';
import type { ReportReason } from '../../../api/types';
import { useReport, type ReportTarget } from '../api/report';
import { keepReportDraft, reportDraftOn } from '../lib/report-draft';
import styles from './post.module.css';

const REASONS: { value: ReportReason; label: string }[] = [
  { value: 'SPAM', label: '광고･도배' },
  { value: 'ABUSE', label: '욕설･비방･혐오' },
  { value: 'ADULT', label: '음란･선정적인 내용' },
  { value: 'ILLEGAL', label: '불법 정보' },
  { value: 'PRIVACY', label: '개인정보 노출' },
  { value: 'ETC', label: '기타' },
];

export function ReportSheet({
  communitySeq,
  target,
  onClose,
  onPostHidden,
}: {
  communitySeq: number;
  target: ReportTarget | null;
  onClose: () => void;
  onPostHidden: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useReport(communitySeq);
  // A second tap before the button shows it is busy (the mutation's state reaches the screen a task later) would
  // report again: the API refuses that one (이미 신고했어요), and only the last call's answer reached the sheet.
  const sending = useRef(false);
  // Done with the report on `target` (sent, or the sheet closed): the one kept for it goes (report-draft.ts).
  const forget = (done: ReportTarget) => {
    if (reportDraftOn(communitySeq, done)) keepReportDraft(communitySeq, null);
  };
  useEffect(() => {
    const kept = target ? reportDraftOn(communitySeq, target) : null;
    setReason(kept?.reason ?? null);
    setDetail(kept?.detail ?? '');
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the target's identity, not its object
  }, [communitySeq, target?.type, target?.seq]);

  const submit = () => {
    if (!target || !reason || sending.current) return;
    sending.current = true;
    send.mutate(
      { target, body: { reason, ...(detail.trim() ? { detail: detail.trim() } : {}) } },
      {
        onSuccess: ({ hidden }) => {
          forget(target);
          if (!hidden) toast.success('신고가 접수되었어요. 검토 후 조치할게요.');
          else
            toast.success(
              `신고가 접수되었어요. 검토가 끝날 때까지 ${target.type === 'POST' ? '글' : '댓글'}을 가릴게요.`,
            );
          onClose();
          if (hidden && target.type === 'POST') onPostHidden();
        },
        onError: (e) => {
          // §8's alert has said why (the session ended) and 로그인하기 leaves the page: the report waits on the post,
          // whose page opens it again once the person is back, logged in.
          if (wasAlerted(e)) keepReportDraft(communitySeq, { target, reason, detail });
          setError(messageUnlessAlerted(e));
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
      <fieldset className={styles.reasons}>
        <legend className={styles.reasonLegend}>신고 사유를 골라 주세요</legend>
        {REASONS.map((r) => (
          <label key={r.value} className={styles.reason}>
            <input
              type="radio"
              name="reason"
              value={r.value}
              checked={reason === r.value}
              onChange={() => setReason(r.value)}
            />
            {r.label}
          </label>
        ))}
      </fieldset>
      {reason === 'ETC' ? (
        <textarea
          className={styles.input}
          aria-label="신고 내용"
          placeholder="어떤 점이 문제인지 알려 주세요"
          maxLength={300}
          value={detail}
          onChange={(e) => setDetail(e.target.value)}
        />
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
        <Button disabled={!reason} loading={send.isPending} onClick={submit}>
          신고하기
        </Button>
      </BottomSheetActions>
    </BottomSheet>
  );
}
