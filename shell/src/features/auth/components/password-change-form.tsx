// Password change (§3 password-change state): userId, phone certification, new password →
// PUT /v2/user/password. Every session is revoked on the server, so the user logs in again.
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, errorMessage, toast } from '@guardian/shared';
import {
  AS_TYPED,
  FormError,
  PhoneCertification,
  TextField,
  applyFieldErrors,
  enterMovesOn,
  focusFirstInvalid,
  refusedCertification,
  useOneAtATime,
} from '@guardian/shared/forms';
import { changePassword } from '../api/change-password';
import { emailSchema, passwordSchema } from '../validation';
import { NewPasswordFields } from './new-password-fields';
import styles from './auth-form.module.css';

const schema = z
  .object({
    userId: emailSchema,
    phoneNumber: z.string(),
    certificationToken: z.string().min(1, '휴대폰 인증을 완료해 주세요.'),
    password: passwordSchema,
    passwordConfirm: z.string().min(1, '비밀번호를 한 번 더 입력해 주세요.'),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: '비밀번호가 일치하지 않아요.',
  });
type Values = z.infer<typeof schema>;

const CHECK_ACCOUNT = '가입한 이메일과 휴대폰 번호가 맞는지 확인하고 인증번호를 다시 받아 주세요.';

/** The API's field paths → this form's fields (the phone shows its errors under certification). */
const SERVER_FIELDS = {
  userId: 'userId',
  password: 'password',
  phoneNumber: 'certificationToken',
  certificationToken: 'certificationToken',
} as const;

/** `userId`: the account's email when its owner is logged in. `onDone` gets the account whose password changed. */
export function PasswordChangeForm({
  userId = '',
  onDone,
}: {
  userId?: string;
  onDone: (userId: string) => void;
}) {
  const [formError, setFormError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { userId, phoneNumber: '', certificationToken: '', password: '', passwordConfirm: '' },
    // focusFirstInvalid instead: the phone's certification is no registered field, and was skipped.
    shouldFocusError: false,
  });
  // One submit at a time (useOneAtATime: a double tap, or Enter and a tap, lands before the button is drawn busy;
  // react-hook-form's isSubmitting alone let the second through): a second change was refused for its spent
  // certification and said so, over the change the first had just made.
  const [submitting, once] = useOneAtATime();
  const certificationToken = watch('certificationToken');

  const toFirstInvalid = () => focusFirstInvalid(form.current);
  const submit = handleSubmit(async (v) => {
    setFormError(undefined);
    try {
      await changePassword({
        userId: v.userId.trim(),
        phoneNumber: v.phoneNumber,
        certificationToken: v.certificationToken,
        password: v.password,
      });
      toast.success('비밀번호를 변경했어요. 새 비밀번호로 로그인해 주세요.');
      onDone(v.userId.trim());
    } catch (e) {
      if (refusedCertification(e)) {
        // The API answers a mistyped email (or a phone not the account's) like a bad token, so nobody can probe
        // for accounts: certifying the phone again alone would only be refused again.
        setValue('certificationToken', '');
        setError('certificationToken', { type: 'server', message: `${errorMessage(e)} ${CHECK_ACCOUNT}` });
      } else if (!applyFieldErrors(e, setError, SERVER_FIELDS)) {
        setFormError(errorMessage(e, '비밀번호를 변경하지 못했어요. 잠시 후 다시 시도해 주세요.'));
      }
      toFirstInvalid();
    }
  }, toFirstInvalid);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void once(() => submit());
  };

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} onKeyDown={enterMovesOn} noValidate>
      <TextField
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="username"
        enterKeyHint="next"
        {...AS_TYPED}
        placeholder="가입한 이메일"
        error={errors.userId?.message}
        {...register('userId')}
      />
      <PhoneCertification
        purpose="PASSWORD"
        certified={certificationToken !== ''}
        error={errors.certificationToken?.message}
        onChange={(c) => {
          setValue('phoneNumber', c?.phoneNumber ?? '');
          setValue('certificationToken', c?.certificationToken ?? '', { shouldValidate: !!c });
        }}
      />
      <NewPasswordFields
        isChange
        password={register('password')}
        confirm={register('passwordConfirm')}
        errors={{ password: errors.password?.message, confirm: errors.passwordConfirm?.message }}
      />
      <FormError message={formError} />
      <div className={styles.submit}>
        <Button type="submit" loading={submitting || isSubmitting}>
          비밀번호 변경
        </Button>
      </div>
    </form>
  );
}
