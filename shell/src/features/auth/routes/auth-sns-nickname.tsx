// /auth/sns/nickname: first social login, step 2 of 2: nickname (server duplicate check, asked by 가입 완료 itself
// when 중복 확인 was not tapped), then POST /v2/signup with the snsToken and the terms from step 1.
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate } from 'react-router-dom';
import { z } from 'zod';
import { Button, PageHeader, errorMessage, isApiError } from '@guardian/shared';
import {
  AS_TYPED,
  FIELD_RULES,
  FormError,
  TextField,
  applyFieldErrors,
  lengthHint,
  useOneAtATime,
} from '@guardian/shared/forms';
import { paths } from '../../../config/paths';
import { signup } from '../api/signup';
import { LeaveLoggedIn } from '../components/leave-logged-in';
import { MissingSnsFlow } from '../components/missing-sns-flow';
import { useArrivedLoggedIn } from '../hooks/use-arrived-logged-in';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { refusedNickname, useDuplicateCheck } from '../hooks/use-duplicate-check';
import { clearSnsFlow, readSnsFlow } from '../sns-flow';
import { nicknameSchema } from '../validation';
import formStyles from '../components/auth-form.module.css';
import styles from '../components/auth-page.module.css';

const schema = z.object({ nickname: nicknameSchema });

export function AuthSnsNickname() {
  const { completeLogin, completing } = useCompleteLogin();
  const check = useDuplicateCheck('NICKNAME');
  const [formError, setFormError] = useState<string>();
  const [expired, setExpired] = useState(false);
  // Read once: a finished sign-up clears it, and this page, still up while the next page's code arrives, would
  // otherwise turn into 'sign-up expired' under someone just signed up.
  const [flow] = useState(readSnsFlow);
  const {
    register,
    handleSubmit,
    watch,
    trigger,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ nickname: string }>({ resolver: zodResolver(schema), defaultValues: { nickname: '' } });
  // One submit at a time (useOneAtATime: a double tap, or Enter and a tap, lands before the button is drawn busy;
  // react-hook-form's isSubmitting alone let the second through): a second sign-up was refused for its spent SNS
  // token and said the sign-up had expired, over the account the first had just made.
  const [submitting, once] = useOneAtATime();
  const nickname = watch('nickname').trim();
  const arrivedLoggedIn = useArrivedLoggedIn();

  if (arrivedLoggedIn) return <LeaveLoggedIn redirectUrl={flow?.redirectUrl} />;
  if (expired) return <MissingSnsFlow expired />;
  if (!flow?.snsToken) return <MissingSnsFlow />;
  if (!flow.termsPrivacy) return <Navigate to={paths.authSns} replace />;

  const submit = handleSubmit(async (v) => {
    setFormError(undefined);
    // 중복 확인 not tapped: asked now; only a name taken, refused or not checkable stops here, said under 닉네임.
    if (!(await check.ensure(v.nickname.trim()))) return setFocus('nickname');
    try {
      const session = await signup({
        nickname: v.nickname.trim(),
        snsKind: flow.kind,
        snsToken: flow.snsToken,
        termsPrivacy: true,
        termsMarketing: !!flow.termsMarketing,
      });
      clearSnsFlow();
      completeLogin(session, flow.redirectUrl);
    } catch (e) {
      const nicknameRefused = refusedNickname(e);
      if (nicknameRefused) {
        // Taken since it was checked, or a name the server keeps for staff: the field says so and asks for another
        // check.
        check.forget();
        setError('nickname', { type: 'server', message: nicknameRefused }, { shouldFocus: true });
      } else if (isApiError(e) && e.resultCode === 'INVALID_SNS_STATE') {
        // The snsToken is spent or past its 30 minutes: 가입 완료 again would only be refused again.
        clearSnsFlow();
        setExpired(true);
      } else if (!applyFieldErrors(e, setError, ['nickname'])) {
        setFormError(errorMessage(e, '가입하지 못했어요. 잠시 후 다시 시도해 주세요.'));
      }
    }
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void once(() => submit());
  };

  return (
    <>
      <PageHeader title="회원가입" back />
      <div className={styles.body}>
        <p className={styles.lead}>
          가디언에서 사용할
          <br />
          닉네임을 알려 주세요
        </p>
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label="닉네임"
            placeholder={lengthHint(FIELD_RULES.nickname)}
            autoComplete="nickname"
            enterKeyHint="done"
            {...AS_TYPED}
            error={errors.nickname?.message ?? check.errorFor(nickname)}
            hint={check.hintFor(nickname)}
            right={
              <Button
                type="button"
                variant="secondary"
                fullWidth={false}
                loading={check.checking}
                onClick={async () => {
                  if (await trigger('nickname')) await check.check(nickname);
                }}
              >
                중복 확인
              </Button>
            }
            {...register('nickname')}
          />
          <FormError message={formError} />
          <Button type="submit" loading={submitting || isSubmitting || completing}>
            가입 완료
          </Button>
        </form>
      </div>
    </>
  );
}
