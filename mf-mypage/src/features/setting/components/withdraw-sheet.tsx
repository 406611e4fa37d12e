// 회원 탈퇴 step 1: why they are leaving (required), then the caller confirms and deletes.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BottomSheet, BottomSheetActions, Button } from '@guardian/shared';
import { FormField } from '@guardian/shared/forms';
import {
  OTHER_REASON,
  WITHDRAW_REASONS,
  reasonText,
  withdrawSchema,
  type WithdrawForm,
} from '../lib/withdraw-reasons';
import styles from './setting.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  onNext: (reason: string) => void;
}

export function WithdrawSheet({ open, onClose, onNext }: Props) {
  // Checked as it changes and on 다음, which stays tappable (a grey 다음 said nothing, and a screen reader skipped
  // it): a tap before a reason is picked says so under the reasons and takes the focus to the first one
  // (react-hook-form's shouldFocusError); an empty 기타 is said under its box, which takes the focus.
  const { register, handleSubmit, watch, formState } = useForm<WithdrawForm>({
    resolver: zodResolver(withdrawSchema),
    defaultValues: { reason: '', detail: '' },
    mode: 'onChange',
  });
  const reason = watch('reason');
  const reasonError = formState.errors.reason?.message;
  const reasonErrorId = useId();

  return (
    <BottomSheet open={open} onClose={onClose} title="탈퇴하시는 이유를 알려 주세요">
      <form className={styles.withdrawForm} onSubmit={handleSubmit((form) => onNext(reasonText(form)))}>
        <fieldset className={styles.reasons} aria-describedby={reasonError ? reasonErrorId : undefined}>
          <legend className={styles.legend}>더 나은 가디언을 만드는 데 참고할게요.</legend>
          {WITHDRAW_REASONS.map((r) => (
            <label key={r} className={styles.reason}>
              <input type="radio" value={r} {...register('reason')} />
              <span>{r}</span>
            </label>
          ))}
        </fieldset>
        {reasonError ? (
          <p id={reasonErrorId} role="alert" className={styles.reasonError}>
            {reasonError}
          </p>
        ) : null}
        {reason === OTHER_REASON && (
          // The message under the field is its description and marks it invalid, so a screen reader hears why 다음
          // went no further. No counter: a reason is a line or two, and one past the limit is told how much to cut.
          // FormField, the shared Textarea's own wiring, not the Textarea: that one loads on demand, and a 다음 tapped
          // while it loaded found no box to take the focus to. No maxlength (see `withdrawSchema`).
          <FormField label="기타 사유" error={formState.errors.detail?.message} className={styles.detail}>
            {(control) => (
              <textarea
                rows={3}
                // The browser has nothing to offer for the person's own reason.
                autoComplete="off"
                placeholder="탈퇴 사유를 적어 주세요."
                {...register('detail')}
                {...control}
              />
            )}
          </FormField>
        )}
        <BottomSheetActions>
          <Button type="submit">다음</Button>
        </BottomSheetActions>
      </form>
    </BottomSheet>
  );
}
