// 휴대폰 번호 변경 (or 등록, for an account made without one): the new number certified by SMS, then saved. The number is
// what 비밀번호 찾기 asks for, so a new phone must not leave the account without a way back in. Loaded when opened.
import { useState, type FormEvent } from 'react';
import { BottomSheet, BottomSheetActions, Button, errorMessage, toast } from '@guardian/shared';
import {
  FormError,
  PhoneCertification,
  refusedCertification,
  useOneAtATime,
  type Certified,
} from '@guardian/shared/forms';
import { useChangePhone } from '../api/change-phone';
import styles from './profile.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The number the account has now ('' when none). */
  current: string;
}

const phoneChangeTitle = (current: string) => (current ? '휴대폰 번호 변경' : '휴대폰 번호 등록');

export function PhoneChangeSheet({ open, onClose, current }: Props) {
  const change = useChangePhone();
  const [certified, setCertified] = useState<Certified | null>(null);
  // Said under the number or the code (not certified, the same number, a token the server refused) …
  const [certError, setCertError] = useState<string>();
  // … or above 변경하기 (the save itself failed).
  const [formError, setFormError] = useState<string>();
  const [saving, once] = useOneAtATime();

  const onCertified = (value: Certified | null) => {
    setCertError(undefined);
    setFormError(undefined);
    // The number the account already has: nothing to change, and its token would be spent for nothing.
    if (value && value.phoneNumber === current) {
      setCertified(null);
      return setCertError('지금 등록된 번호예요. 새 번호를 입력해 주세요.');
    }
    setCertified(value);
  };

  const save = async () => {
    if (!certified) return setCertError('새 번호로 휴대폰 인증을 완료해 주세요.');
    setFormError(undefined);
    try {
      await change.mutateAsync(certified);
      toast.success('휴대폰 번호를 바꿨어요.');
      onClose();
    } catch (e) {
      // Expired or already used: certified again, then saved again.
      const refused = refusedCertification(e);
      if (refused) {
        setCertified(null);
        return setCertError(refused);
      }
      setFormError(errorMessage(e, '휴대폰 번호를 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.'));
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void once(save);
  };

  return (
    <BottomSheet open={open} onClose={onClose} title={phoneChangeTitle(current)}>
      <form className={styles.sheetForm} onSubmit={onSubmit} noValidate>
        <p className={styles.sheetIntro}>
          비밀번호를 찾을 때 이 번호로 인증해요. 새 번호로 인증하고 변경하면 바로 바뀌어요.
        </p>
        <PhoneCertification
          purpose="SIGNUP"
          certified={certified !== null}
          onChange={onCertified}
          error={certError}
        />
        <FormError message={formError} />
        <BottomSheetActions>
          <Button type="submit" loading={saving || change.isPending}>
            변경하기
          </Button>
        </BottomSheetActions>
      </form>
    </BottomSheet>
  );
}
