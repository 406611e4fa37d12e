// Email sign-up (§3 sign-up state): email and nickname with server duplicate checks (가입하기 runs any not
// tapped), password twice, phone certification, terms → POST /v2/signup → logged in → redirectUrl.
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, errorMessage, isApiError } from '@guardian/shared';
import {
  AS_TYPED,
  enterMovesOn,
  focusFirstInvalid,
  FIELD_RULES,
  FormError,
  PhoneCertification,
  TextField,
  applyFieldErrors,
  lengthHint,
  refusedCertification,
  useLeaveGuard,
  useOneAtATime,
} from '@guardian/shared/forms';
import { signup } from '../api/signup';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { refusedNickname, useDuplicateCheck, type DuplicateCheck } from '../hooks/use-duplicate-check';
import { emailSchema, nicknameSchema, passwordSchema } from '../validation';
import { NewPasswordFields } from './new-password-fields';
import { TermsAgreement } from './terms-agreement';
import styles from './auth-form.module.css';

const schema = z
  .object({
    userId: emailSchema,
    password: passwordSchema,
    passwordConfirm: z.string().min(1, '비밀번호를 한 번 더 입력해 주세요.'),
    nickname: nicknameSchema,
    phoneNumber: z.string(),
    certificationToken: z.string().min(1, '휴대폰 인증을 완료해 주세요.'),
    termsPrivacy: z.boolean().refine((v) => v, '개인정보 수집 및 이용에 동의해 주세요.'),
    termsMarketing: z.boolean(),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: '비밀번호가 일치하지 않아요.',
  });
export type SignupValues = z.infer<typeof schema>;

/** The API's field paths → this form's fields (the phone shows its errors under certification). */
const SERVER_FIELDS = {
  userId: 'userId',
  password: 'password',
  nickname: 'nickname',
  phoneNumber: 'certificationToken',
  certificationToken: 'certificationToken',
} as const;

/** `shown`: the 회원가입 tab is the one on screen (a hidden one keeps its values, and a login from the 로그인 tab
 * beside it is not asked about them). */
export function SignupForm({ redirectUrl, shown = true }: { redirectUrl: string | null; shown?: boolean }) {
  const { completeLogin, completing } = useCompleteLogin();
  const emailCheck = useDuplicateCheck('EMAIL');
  const nicknameCheck = useDuplicateCheck('NICKNAME');
  const [formError, setFormError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    trigger,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SignupValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      userId: '',
      password: '',
      passwordConfirm: '',
      nickname: '',
      phoneNumber: '',
      certificationToken: '',
      termsPrivacy: false,
      termsMarketing: false,
    },
    // focusFirstInvalid instead: the phone's certification and the terms are no registered fields, and were skipped.
    shouldFocusError: false,
  });
  // One submit at a time (useOneAtATime: a double tap, or Enter and a tap, lands before the button is drawn busy;
  // react-hook-form's isSubmitting alone let the second through): a second sign-up was refused as a taken e-mail or a
  // spent certification, said over the account the first had just made.
  const [submitting, once] = useOneAtATime();
  const userId = watch('userId');
  const nickname = watch('nickname');
  const termsPrivacy = watch('termsPrivacy');
  const termsMarketing = watch('termsMarketing');
  const certificationToken = watch('certificationToken');

  // A form half filled in, or a phone already certified, is not thrown away by 뒤로 or a link without a question.
  const { dialog: leaveDialog, release } = useLeaveGuard(shown && (isDirty || certificationToken !== ''), {
    text: '회원가입을 그만둘까요?',
    subText: '나가면 입력한 내용이 사라져요.',
    stayText: '계속 가입',
  });

  const runCheck = async (field: 'userId' | 'nickname', check: DuplicateCheck) => {
    if (!(await trigger(field))) return;
    const value = field === 'userId' ? userId.trim() : nickname.trim();
    await check.check(value);
  };

  const toFirstInvalid = () => focusFirstInvalid(form.current);
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    // 중복 확인 not tapped (or the field changed since): asked now, both at once. Only a value taken, refused or not
    // checkable (the network) stops the sign-up, said under its field.
    const [emailFree, nicknameFree] = await Promise.all([
      emailCheck.ensure(values.userId.trim()),
      nicknameCheck.ensure(values.nickname.trim()),
    ]);
    if (!emailFree || !nicknameFree) return toFirstInvalid();
    try {
      const session = await signup({
        userId: values.userId.trim(),
        password: values.password,
        nickname: values.nickname.trim(),
        phoneNumber: values.phoneNumber,
        certificationToken: values.certificationToken,
        snsKind: 'NONE',
        termsPrivacy: true,
        termsMarketing: values.termsMarketing,
      });
      release();
      completeLogin(session, redirectUrl);
    } catch (e) {
      // Everything typed stays; what the server refused is marked where it can be fixed.
      const refused = refusedCertification(e);
      const nicknameRefused = refusedNickname(e);
      if (refused) {
        setValue('certificationToken', '');
        setError('certificationToken', { type: 'server', message: refused });
      } else if (isApiError(e) && e.resultCode === 'DUPLICATED_USER_ID') {
        emailCheck.forget();
        setError('userId', { type: 'server', message: e.message });
      } else if (nicknameRefused) {
        // Taken since it was checked, or a name the server keeps for staff: fixed under 닉네임, then checked again.
        nicknameCheck.forget();
        setError('nickname', { type: 'server', message: nicknameRefused });
      } else if (!applyFieldErrors(e, setError, SERVER_FIELDS)) {
        setFormError(errorMessage(e, '가입하지 못했어요. 잠시 후 다시 시도해 주세요.'));
      }
      toFirstInvalid();
    }
  }, toFirstInvalid);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void once(() => submit());
  };

  return (
    <>
      <form ref={form} className={styles.form} onSubmit={onSubmit} onKeyDown={enterMovesOn} noValidate>
        <TextField
          label="이메일"
          type="email"
          inputMode="email"
          autoComplete="email"
          enterKeyHint="next"
          {...AS_TYPED}
          placeholder="example@email.com"
          error={errors.userId?.message ?? emailCheck.errorFor(userId.trim())}
          hint={emailCheck.hintFor(userId.trim())}
          right={
            <Button
              type="button"
              variant="secondary"
              fullWidth={false}
              loading={emailCheck.checking}
              onClick={() => runCheck('userId', emailCheck)}
            >
              중복 확인
            </Button>
          }
          {...register('userId')}
        />
        <NewPasswordFields
          password={register('password')}
          confirm={register('passwordConfirm')}
          errors={{ password: errors.password?.message, confirm: errors.passwordConfirm?.message }}
        />
        <TextField
          label="닉네임"
          autoComplete="nickname"
          enterKeyHint="next"
          {...AS_TYPED}
          placeholder={lengthHint(FIELD_RULES.nickname)}
          error={errors.nickname?.message ?? nicknameCheck.errorFor(nickname.trim())}
          hint={nicknameCheck.hintFor(nickname.trim())}
          right={
            <Button
              type="button"
              variant="secondary"
              fullWidth={false}
              loading={nicknameCheck.checking}
              onClick={() => runCheck('nickname', nicknameCheck)}
            >
              중복 확인
            </Button>
          }
          {...register('nickname')}
        />
        <PhoneCertification
          purpose="SIGNUP"
          certified={certificationToken !== ''}
          error={errors.certificationToken?.message}
          onChange={(c) => {
            setValue('phoneNumber', c?.phoneNumber ?? '');
            setValue('certificationToken', c?.certificationToken ?? '', { shouldValidate: !!c });
          }}
        />
        <TermsAgreement
          privacy={termsPrivacy}
          marketing={termsMarketing}
          error={errors.termsPrivacy?.message}
          onChange={({ privacy, marketing }) => {
            setValue('termsPrivacy', privacy, { shouldValidate: privacy });
            setValue('termsMarketing', marketing);
          }}
        />
        <FormError message={formError} />
        <div className={styles.submit}>
          <Button type="submit" loading={submitting || isSubmitting || completing}>
            가입하기
          </Button>
        </div>
      </form>
      {leaveDialog}
    </>
  );
}
