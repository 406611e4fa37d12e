// Server duplicate check (POST /v2/user/duplicated) for the value currently in a field; the
// result is tied to that value, so editing the field asks for a new check, and the answer (taken,
// available, failed) is shown only while the field still holds the value it was about. 가입하기 asks
// itself for a value not checked yet (ensure): a new user had filled everything in, only to be told
// to tap 중복 확인 twice.
import { useState } from 'react';
import { errorMessage, isApiError } from '@guardian/shared';
import { checkDuplicated, type DuplicateType } from '../api/check-duplicated';

export interface DuplicateCheck {
  checking: boolean;
  /** The answer as the field's error (taken, or the check failed) while the field holds the value asked about. */
  errorFor: (value: string) => string | undefined;
  /** The answer as the field's hint (available) while the field holds the value checked. */
  hintFor: (value: string) => string | undefined;
  /** Asks the server; true when the value is free. */
  check: (value: string) => Promise<boolean>;
  /**
   * Before sign-up: true when the value is free, checked already or asked now. Otherwise false, and the answer
   * (taken, refused, or the check failed: the network's words, or "… 중복 확인에 실패했어요.") is the field's error.
   */
  ensure: (value: string) => Promise<boolean>;
  isChecked: (value: string) => boolean;
  /** The server refused the value after all (taken meanwhile): it needs another check. */
  forget: () => void;
}

/**
 * The message of a sign-up the server refused for its nickname (taken since it was checked, or a name that passes
 * for staff or a deleted account), to be said under 닉네임 where it is fixed; null for any other refusal.
 */
export function refusedNickname(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.resultCode === 'DUPLICATED_NICKNAME' || error.resultCode === 'RESERVED_NICKNAME'
    ? error.message
    : null;
}

export function useDuplicateCheck(type: DuplicateType): DuplicateCheck {
  const [checkedValue, setCheckedValue] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // The value the message answers: "이미 사용 중" about one email is not about the next one typed.
  const [askedValue, setAskedValue] = useState<string | null>(null);
  const what = type === 'EMAIL' ? '이메일' : '닉네임';

  const check = async (value: string) => {
    setChecking(true);
    setMessage(null);
    setAskedValue(value);
    try {
      const { duplicated } = await checkDuplicated(type, value);
      if (duplicated) {
        setCheckedValue(null);
        setMessage(`이미 사용 중인 ${what}이에요.`);
        return false;
      }
      setCheckedValue(value);
      setMessage(`사용할 수 있는 ${what}이에요.`);
      return true;
    } catch (e) {
      setCheckedValue(null);
      setMessage(errorMessage(e, `${what} 중복 확인에 실패했어요.`));
      return false;
    } finally {
      setChecking(false);
    }
  };

  const isChecked = (v: string) => checkedValue !== null && checkedValue === v;
  return {
    checking,
    errorFor: (v) => (message && checkedValue === null && askedValue === v ? message : undefined),
    hintFor: (v) => (message && isChecked(v) ? message : undefined),
    check,
    ensure: async (v) => isChecked(v) || check(v),
    isChecked,
    forget: () => {
      setCheckedValue(null);
      setMessage(null);
      setAskedValue(null);
    },
  };
}
