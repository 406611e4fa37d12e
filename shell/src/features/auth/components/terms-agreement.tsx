// Terms (§3 sign-up state): privacy required, marketing optional, with "agree to all". Each consent, and the terms one
// agrees to by signing up and the privacy policy, opens its text in a sheet (보기) over the form, which stays as it was
// typed: a consent to a text nobody could read is not one (개인정보 보호법 §15, §22). The texts come with the sheet.
import { useState } from 'react';
import { BottomSheet, BottomSheetActions, Button } from '@guardian/shared';
import { Checkbox, TermsDocument, termsTitle, type TermsKind } from '@guardian/shared/forms';
import styles from './auth-form.module.css';
import own from './terms-agreement.module.css';

interface Props {
  privacy: boolean;
  marketing: boolean;
  onChange: (next: { privacy: boolean; marketing: boolean }) => void;
  error?: string;
}

export function TermsAgreement({ privacy, marketing, onChange, error }: Props) {
  const all = privacy && marketing;
  const [reading, setReading] = useState<TermsKind | null>(null);
  const view = (kind: TermsKind) => (
    <button
      type="button"
      className={own.view}
      aria-label={`${termsTitle(kind)} 보기`}
      onClick={() => setReading(kind)}
    >
      보기
    </button>
  );
  const close = () => setReading(null);
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
      <div className={own.line}>
        <Checkbox
          label="[필수] 개인정보 수집 및 이용 동의"
          checked={privacy}
          // Marked, so a refused 가입하기 can take the focus here (and a screen reader says it needs a tick).
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange({ privacy: e.target.checked, marketing })}
        />
        {view('privacy')}
      </div>
      <div className={own.line}>
        <Checkbox
          label="[선택] 마케팅 정보 수신 동의"
          checked={marketing}
          onChange={(e) => onChange({ privacy, marketing: e.target.checked })}
        />
        {view('marketing')}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={own.docs}>
        <div className={own.line}>
          <p className={own.doc}>가입하면 서비스 이용약관에 동의하게 돼요.</p>
          {view('service')}
        </div>
        <div className={own.line}>
          <p className={own.doc}>개인정보를 어떻게 다루는지는 개인정보처리방침에 있어요.</p>
          {view('privacy-policy')}
        </div>
      </div>
      {/* Held in state, not a history entry: back closes it (closeOnBack) and the login pages' history stays theirs. */}
      <BottomSheet
        open={reading !== null}
        onClose={close}
        title={reading ? termsTitle(reading) : undefined}
        closeOnBack
      >
        {reading && <TermsDocument kind={reading} headingLevel={3} />}
        <BottomSheetActions>
          <Button type="button" onClick={close}>
            확인
          </Button>
        </BottomSheetActions>
      </BottomSheet>
    </fieldset>
  );
}
