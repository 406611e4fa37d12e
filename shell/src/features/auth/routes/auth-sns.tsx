// /auth/sns: first social login, step 1 of 2: terms (privacy required, marketing optional).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, PageHeader } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { LeaveLoggedIn } from '../components/leave-logged-in';
import { MissingSnsFlow } from '../components/missing-sns-flow';
import { TermsAgreement } from '../components/terms-agreement';
import { useArrivedLoggedIn } from '../hooks/use-arrived-logged-in';
import { readSnsFlow, writeSnsFlow } from '../sns-flow';
import styles from '../components/auth-page.module.css';

export function AuthSns() {
  const navigate = useNavigate();
  const flow = readSnsFlow();
  const [terms, setTerms] = useState({ privacy: !!flow?.termsPrivacy, marketing: !!flow?.termsMarketing });
  const [error, setError] = useState<string>();
  // Back here after the sign-up finished (its flow is gone by then): on past it.
  const arrivedLoggedIn = useArrivedLoggedIn();
  if (arrivedLoggedIn) return <LeaveLoggedIn redirectUrl={flow?.redirectUrl} />;
  if (!flow?.snsToken) return <MissingSnsFlow />;

  const next = () => {
    if (!terms.privacy) return setError('개인정보 수집 및 이용에 동의해 주세요.');
    writeSnsFlow({ ...flow, termsPrivacy: terms.privacy, termsMarketing: terms.marketing });
    navigate(paths.authSnsNickname);
  };

  return (
    <>
      <PageHeader title="회원가입" back={() => navigate(paths.auth, { replace: true })} />
      <div className={styles.body}>
        <p className={styles.lead}>
          {flow.kind === 'KAKAO' ? '카카오' : 'Apple'} 계정으로
          <br />
          가디언을 시작할게요
        </p>
        <p className={styles.subLead}>서비스 이용을 위해 약관에 동의해 주세요.</p>
        <TermsAgreement
          privacy={terms.privacy}
          marketing={terms.marketing}
          error={error}
          onChange={(t) => {
            setTerms(t);
            if (t.privacy) setError(undefined);
          }}
        />
        <div style={{ marginTop: 24 }}>
          <Button onClick={next}>다음</Button>
        </div>
      </div>
    </>
  );
}
