// Phone number + SMS code (POST /v2/mobile-certification, then /verify) with a countdown: sign-up, 비밀번호 변경 (the
// shell) and 휴대폰 번호 변경 (마이페이지). Reports the certification token up; changing the number forgets it, and so
// does the form when the server refused the token (expired, used): the phone then asks to be certified again.
// A module of the form kit: the rest of shared by the package's name (forms/index.ts says why), the kit by file.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, errorMessage, isApiError } from '@guardian/shared';
import { FIELD_RULES, checkField, phoneDigits } from '../../validation/rules';
import { TextField } from '../../ui/text-field/text-field';
import { useOneAtATime } from '../use-one-at-a-time';
import { useWhyBlocked } from '../why-blocked';
import { requestCertification, verifyCertification, type CertificationPurpose } from './certification-api';
import { formatMmSs, useCountdown } from './use-countdown';
import styles from './phone-certification.module.css';

export type { CertificationPurpose } from './certification-api';

/**
 * The message for a form's submit the server refused for its certification token (expired after 30
 * minutes, already used): the form drops the token and shows this under the phone, which asks again.
 */
export function refusedCertification(error: unknown): string | null {
  if (!isApiError(error) || error.resultCode !== 'INVALID_CERTIFICATION') return null;
  return `${error.message} 인증번호를 다시 받아 주세요.`;
}

const CODE_MESSAGE = '인증번호 6자리를 입력해 주세요.';
const digitsOnly = (v: string) => v.replace(/\D/g, '');

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

export interface Certified {
  phoneNumber: string;
  certificationToken: string;
}

export interface PhoneCertificationProps {
  purpose: CertificationPurpose;
  onChange: (value: Certified | null) => void;
  /** Whether the form still holds the token this reported; false after the form dropped it. */
  certified: boolean;
  /** Error from the surrounding form, e.g. "휴대폰 인증을 완료해 주세요." */
  error?: string;
}

export function PhoneCertification({ purpose, onChange, certified, error }: PhoneCertificationProps) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [verifiedHere, setVerifiedHere] = useState(false);
  // Local deadlines for the code and 재전송: the server says how long each lasts, the phone's own clock counts
  // it (its time of day may be off).
  const [resendAt, setResendAt] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  // One request at a time (useOneAtATime: a double tap lands before the button is drawn busy): a second 인증 요청
  // sent a second text and was refused as too soon, under a code that had been sent; a second 확인 spent the code
  // the first had just verified and said it was wrong.
  const [sending, sendOnce] = useOneAtATime();
  const [verifying, verifyOnce] = useOneAtATime();
  const seconds = useCountdown(expiresAt);
  const resendWait = useCountdown(resendAt);
  const verified = verifiedHere && certified;
  // The form dropped the token this reported (the server refused it at submit): the code that got it is spent, and
  // left in the field, 확인 sent it again for "인증번호가 올바르지 않습니다".
  // Adjusted as the render sees the change, so the spent code is gone in the same paint as the refusal.
  const [wasCertified, setWasCertified] = useState(certified);
  if (wasCertified !== certified) {
    setWasCertified(certified);
    if (wasCertified) setCode('');
  }

  const changePhone = (value: string) => {
    const next = phoneDigits(value);
    if (next === phone) return;
    setPhone(next);
    if (verifiedHere || expiresAt) {
      setVerifiedHere(false);
      setExpiresAt(null);
      setResendAt(null);
      setCode('');
      onChange(null);
    }
  };

  const phoneId = useId();
  const successId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  // 재전송 says why it waits instead of lying grey and dead: during the wait the server asks for, the line under the
  // number ("N초 후 재전송할 수 있어요", no live region: a screen reader is not told each second) describes it, and a
  // tap takes the focus to 인증번호, where the code just sent goes (the keyboard offers it from the text); once
  // certified, the line saying so describes it. The line sat in 인증번호's hint, which a wrong code's error replaced.
  const resendHint = !verified && resendWait > 0 ? `${resendWait}초 후 재전송할 수 있어요` : undefined;
  const why = useWhyBlocked(
    verified
      ? { hint: '휴대폰 인증이 완료됐어요.', describedBy: successId }
      : resendHint
        ? { hint: resendHint, field: () => codeRef.current, describedBy: `${phoneId}-message` }
        : null,
  );

  const send = () =>
    why.stopped() ||
    sendOnce(async () => {
      const invalid = checkField(FIELD_RULES.phoneNumber, phone);
      if (invalid) return setPhoneError(invalid);
      setPhoneError(undefined);
      try {
        const res = await requestCertification(FIELD_RULES.phoneNumber.normalise(phone), purpose);
        setExpiresAt(secondsFromNow(res.expiresInSeconds));
        setResendAt(res.resendAfterSeconds > 0 ? secondsFromNow(res.resendAfterSeconds) : null);
        setVerifiedHere(false);
        // The code typed for the last message is no good for this one.
        setCode('');
        setCodeError(undefined);
      } catch (e) {
        setPhoneError(errorMessage(e, '인증번호를 보내지 못했어요. 잠시 후 다시 시도해 주세요.'));
      }
    });

  const verify = () =>
    verifyOnce(async () => {
      if (!/^\d{6}$/.test(code)) return setCodeError(CODE_MESSAGE);
      if (seconds === 0) return setCodeError('인증 시간이 지났어요. 인증번호를 다시 받아 주세요.');
      try {
        const res = await verifyCertification(phone, code);
        setVerifiedHere(true);
        setCodeError(undefined);
        onChange({ phoneNumber: phone, certificationToken: res.certificationToken });
      } catch (e) {
        setCodeError(errorMessage(e, '인증번호가 올바르지 않아요.'));
      }
    });

  // The keyboard's Enter (이동, 완료) in these fields means this step, not the whole form's submit,
  // which would only list what is still missing.
  const onEnter = (action: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    action();
  };

  const sent = expiresAt !== null;
  return (
    <div className={styles.group}>
      <TextField
        label="휴대폰 번호"
        type="tel"
        autoComplete="tel-national"
        placeholder="01012345678"
        enterKeyHint="send"
        value={phone}
        onChange={(e) => changePhone(e.target.value)}
        // During 재전송's wait, as its tap: on to 인증번호.
        onKeyDown={onEnter(() => void send())}
        id={phoneId}
        error={phoneError ?? (sent ? undefined : error)}
        // FormField's line under the number (id `${phoneId}-message`), which describes 재전송 while it waits; after the
        // wait it says what 재전송 is for, rather than going and moving 인증번호 up under a finger about to tap 확인.
        hint={resendHint ?? (sent && !verified ? '인증번호가 오지 않았다면 재전송해 주세요.' : undefined)}
        right={
          <Button
            type="button"
            variant="secondary"
            fullWidth={false}
            loading={sending}
            {...why.buttonProps}
            onClick={() => void send()}
          >
            {sent ? '재전송' : '인증 요청'}
          </Button>
        }
      />
      {sent && !verified && (
        <TextField
          ref={codeRef}
          label="인증번호"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6자리 숫자"
          enterKeyHint="done"
          value={code}
          onChange={(e) => setCode(digitsOnly(e.target.value).slice(0, 6))}
          onKeyDown={onEnter(() => {
            if (!verifying) void verify();
          })}
          error={codeError ?? error}
          hint={seconds > 0 ? `남은 시간 ${formatMmSs(seconds)}` : '인증 시간이 지났어요. 다시 받아 주세요.'}
          // An error takes the hint's place; the time left stays beside it, so a mistyped code can be tried again
          // without guessing whether it is still valid.
          aside={(codeError ?? error) && seconds > 0 ? formatMmSs(seconds) : undefined}
          right={
            <Button
              type="button"
              variant="secondary"
              fullWidth={false}
              loading={verifying}
              onClick={() => void verify()}
            >
              확인
            </Button>
          }
        />
      )}
      {verified && (
        <p id={successId} className={styles.success} role="status">
          휴대폰 인증이 완료됐어요.
        </p>
      )}
    </div>
  );
}
