// A new password and its confirmation, as sign-up and password change both ask for them.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@guardian/shared/forms';

interface Props {
  /** `register('password')` and `register('passwordConfirm')` of the form. */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
  /** Password change says "새 비밀번호"; sign-up just "비밀번호". */
  isChange?: boolean;
}

export function NewPasswordFields({ password, confirm, errors, isChange = false }: Props) {
  const label = isChange ? '새 비밀번호' : '비밀번호';
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        enterKeyHint="next"
        placeholder="영문, 숫자 포함 8자 이상"
        error={errors.password}
        {...password}
      />
      <TextField
        label={`${label} 확인`}
        type="password"
        autoComplete="new-password"
        // The last field of 비밀번호 변경; in 회원가입 the nickname comes next.
        enterKeyHint={isChange ? 'done' : 'next'}
        placeholder={`${label}를 한 번 더 입력`}
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
