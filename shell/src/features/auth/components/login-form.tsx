// Email login (POST /v2/login). A wrong password keeps what was typed and says why in Korean.
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, errorMessage } from '@guardian/shared';
import {
  AS_TYPED,
  FormError,
  TextField,
  applyFieldErrors,
  enterMovesOn,
  useOneAtATime,
} from '@guardian/shared/forms';
import { login } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { emailSchema } from '../validation';
import styles from './auth-form.module.css';

const schema = z.object({
  userId: emailSchema,
  password: z.string().min(1, '비밀번호를 입력해 주세요.'),
});
type Values = z.infer<typeof schema>;

export function LoginForm({ redirectUrl }: { redirectUrl: string | null }) {
  const { completeLogin, completing } = useCompleteLogin();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { userId: '', password: '' } });
  // One submit at a time (useOneAtATime: a double tap, or Enter and a tap, lands before the button is drawn busy;
  // react-hook-form's isSubmitting alone let the second through): a double tap logged in twice, two sessions for one
  // tap.
  const [submitting, once] = useOneAtATime();

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const session = await login(values);
      completeLogin(session, redirectUrl);
    } catch (e) {
      if (!applyFieldErrors(e, setError, ['userId', 'password']))
        setFormError(errorMessage(e, '로그인하지 못했어요. 잠시 후 다시 시도해 주세요.'));
    }
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void once(() => submit());
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} onKeyDown={enterMovesOn} noValidate>
      <TextField
        label="이메일"
        type="email"
        autoComplete="username"
        inputMode="email"
        enterKeyHint="next"
        {...AS_TYPED}
        placeholder="example@email.com"
        error={errors.userId?.message}
        {...register('userId')}
      />
      <TextField
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        enterKeyHint="done"
        placeholder="비밀번호"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormError message={formError} />
      <div className={styles.submit}>
        <Button type="submit" loading={submitting || isSubmitting || completing}>
          로그인
        </Button>
      </div>
    </form>
  );
}
