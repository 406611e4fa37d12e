// Terms (§3 sign-up state): privacy required, marketing optional, with "agree to all".
import { Checkbox } from '@guardian/shared/forms';
import styles from './auth-form.module.css';

interface Props {
  privacy: boolean;
  marketing: boolean;
  onChange: (next: { privacy: boolean; marketing: boolean }) => void;
  error?: string;
}

export function TermsAgreement({ privacy, marketing, onChange, error }: Props) {
  const all = privacy && marketing;
  return (
    <fieldset className={styles.terms}>
      <legend className={styles.legend}>약관 동의</legend>
      <div className={styles.termsAll}>
        <Checkbox
          label="전체 동의"
          checked={all}
          onChange={(e) => onChange({ privacy: e.target.checked, marketing: e.target.checked })}
        />
      </div>
      <Checkbox
        label="[필수] 개인정보 수집 및 이용 동의"
        checked={privacy}
        // Marked, so a refused 가입하기 can take the focus here (and a screen reader says it needs a tick).
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange({ privacy: e.target.checked, marketing })}
      />
      <Checkbox
        label="[선택] 마케팅 정보 수신 동의"
        checked={marketing}
        onChange={(e) => onChange({ privacy, marketing: e.target.checked })}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
