// /ai-profile/fail: the payment window failed or was closed; say why and offer to pay again (the draft is kept).
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@guardian/shared';
import { paymentFailureText } from '@guardian/shared/forms';
import { paths } from '../../../config/paths';
import styles from './ai-profile.module.css';
import { GoButton } from './go-button';

export function FailScreen() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const reason = paymentFailureText(code);
  return (
    <>
      <PageHeader title={paths.aiProfileFail.title} />
      <div className={styles.page}>
        <div className={styles.center}>
          <span className={styles.emoji} aria-hidden="true">
            😥
          </span>
          <h2 className={styles.title}>결제하지 못했어요</h2>
          <p className={styles.lead} role="alert">
            {reason}
          </p>
          <p className={styles.muted}>
            결제되지 않았으니 걱정하지 마세요. 올린 사진과 입력한 정보는 그대로 남아 있어요.
          </p>
        </div>
      </div>
      <div className={styles.bottom}>
        <GoButton to={paths.aiProfilePayment.path} replace>
          다시 결제하기
        </GoButton>
        <GoButton to={paths.aiProfile.path} replace variant="secondary">
          처음으로
        </GoButton>
      </div>
    </>
  );
}
