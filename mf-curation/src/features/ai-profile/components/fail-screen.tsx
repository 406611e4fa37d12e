// /ai-profile/fail: the payment window failed or was closed; say why and offer to pay again (the draft is kept).
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@guardian/shared';
import { paths } from '../../../config/paths';
import styles from './ai-profile.module.css';
import { GoButton } from './go-button';

// The failure address's `message` is not shown: anyone can write one into a link to this page. A code not listed
// reads as the general failure.
const REASONS: Record<string, string> = {
  PAY_PROCESS_CANCELED: '결제를 취소했어요.',
  USER_CANCEL: '결제를 취소했어요.',
  PAY_PROCESS_ABORTED: '결제가 중간에 멈췄어요.',
  REJECT_CARD_COMPANY: '카드사에서 결제를 거절했어요. 다른 카드로 시도해 주세요.',
  REJECT_CARD_PAYMENT: '카드사에서 결제를 거절했어요. 한도나 잔액을 확인해 주세요.',
};

export function FailScreen() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const reason = REASONS[code] ?? '결제를 마치지 못했어요.';
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
