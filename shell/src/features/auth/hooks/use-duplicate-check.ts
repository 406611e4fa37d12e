// Server duplicate check (POST /v2/user/duplicated) for the value currently in a field; the
// result is tied to that value, so editing the field asks for a new check.
import { useState } from 'react';
import { errorMessage } from '@guardian/shared';
import { checkDuplicated, type DuplicateType } from '../api/check-duplicated';

export interface DuplicateCheck {
  checkedValue: string | null;
  checking: boolean;
  message: string | null;
  check: (value: string) => Promise<void>;
  isChecked: (value: string) => boolean;
  /** The server refused the value after all (taken meanwhile): it needs another check. */
  forget: () => void;
}

export function useDuplicateCheck(type: DuplicateType): DuplicateCheck {
  const [checkedValue, setCheckedValue] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const what = type === 'EMAIL' ? '이메일' : '닉네임';

  const check = async (value: string) => {
    setChecking(true);
    setMessage(null);
    try {
      const { duplicated } = await checkDuplicated(type, value);
      if (duplicated) {
        setCheckedValue(null);
        setMessage(`이미 사용 중인 ${what}이에요.`);
      } else {
        setCheckedValue(value);
        setMessage(`사용할 수 있는 ${what}이에요.`);
      }
    } catch (e) {
      setCheckedValue(null);
      setMessage(errorMessage(e, `${what} 중복 확인에 실패했어요.`));
    } finally {
      setChecking(false);
    }
  };

  return {
    checkedValue,
    checking,
    message,
    check,
    isChecked: (v) => checkedValue !== null && checkedValue === v,
    forget: () => {
      setCheckedValue(null);
      setMessage(null);
    },
  };
}
