// Phone number + SMS code (POST /v2/mobile-certification, then /verify) with a countdown.
// Reports the certification token up; changing the number forgets it.
import { useState } from 'react';
import { Button, TextField, errorMessage } from '@guardian/shared';
import { requestCertification, verifyCertification, type CertificationPurpose } from '../api/certification';
import { formatMmSs, useCountdown } from '../hooks/use-countdown';
import { codeSchema, digitsOnly, phoneSchema } from '../validation';
import styles from './auth-form.module.css';

export interface Certified {
  phoneNumber: string;
  certificationToken: string;
}

interface Props {
  purpose: CertificationPurpose;
  onChange: (value: Certified | null) => void;
  /** Error from the surrounding form, e.g. "휴대폰 인증을 완료해주세요." */
  error?: string;
}

export function PhoneCertification({ purpose, onChange, error }: Props) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const seconds = useCountdown(expiresAt);

  const changePhone = (value: string) => {
    setPhone(digitsOnly(value).slice(0, 11));
    if (verified || expiresAt) {
      setVerified(false);
      setExpiresAt(null);
      setCode('');
      onChange(null);
    }
  };

  const send = async () => {
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) return setPhoneError(parsed.error.issues[0].message);
    setPhoneError(undefined);
    setSending(true);
    try {
      const res = await requestCertification(parsed.data, purpose);
      setExpiresAt(res.expiresAt);
      setCodeError(undefined);
    } catch (e) {
      setPhoneError(errorMessage(e, '인증번호를 보내지 못했어요. 잠시 후 다시 시도해주세요.'));
    } finally {
      setSending(false);
    }
  };

  const verify = async () => {
    const parsed = codeSchema.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0].message);
    if (seconds === 0) return setCodeError('인증 시간이 지났어요. 인증번호를 다시 받아주세요.');
    setVerifying(true);
    try {
      const res = await verifyCertification(phone, code);
      setVerified(true);
      setCodeError(undefined);
      onChange({ phoneNumber: phone, certificationToken: res.certificationToken });
    } catch (e) {
      setCodeError(errorMessage(e, '인증번호가 올바르지 않아요.'));
    } finally {
      setVerifying(false);
    }
  };

  const sent = expiresAt !== null;
  return (
    <div className={styles.group}>
      <TextField
        label="휴대폰 번호"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="01012345678"
        value={phone}
        onChange={(e) => changePhone(e.target.value)}
        error={phoneError ?? (sent ? undefined : error)}
        right={
          <Button
            type="button"
            variant="secondary"
            fullWidth={false}
            loading={sending}
            disabled={verified}
            onClick={send}
          >
            {sent ? '재전송' : '인증번호 받기'}
          </Button>
        }
      />
      {sent && !verified && (
        <TextField
          label="인증번호"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6자리 숫자"
          value={code}
          onChange={(e) => setCode(digitsOnly(e.target.value).slice(0, 6))}
          error={codeError ?? error}
          hint={seconds > 0 ? `남은 시간 ${formatMmSs(seconds)}` : '인증 시간이 지났어요. 다시 받아주세요.'}
          right={
            <Button type="button" variant="secondary" fullWidth={false} loading={verifying} onClick={verify}>
              확인
            </Button>
          }
        />
      )}
      {verified && <p className={styles.success}>휴대폰 인증이 완료됐어요.</p>}
    </div>
  );
}
