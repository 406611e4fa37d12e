// What shows once an order is paid: on the success page, and on the payment step the success page steps back to
// (checkout-history.ts), which then holds the paid order instead of an empty draft.
import { href } from '@guardian/shared';
import { paths } from '../../../config/paths';
import styles from './ai-profile.module.css';
import { GoButton } from './go-button';

export function PaidNotice() {
  return (
    <div className={styles.center}>
      <span className={styles.emoji} aria-hidden="true">
        🎉
      </span>
      <h2 className={styles.title}>결제가 완료됐어요</h2>
      <p className={styles.lead}>
        지금 바로 프로필 사진을 만들기 시작해요. 다 되면 결과 화면에서 볼 수 있어요.
      </p>
    </div>
  );
}

/** The ways on from a paid order; each takes the place of the page it is on (no way back into the payment). */
export function PaidOrderActions({ orderSeq, withHistory }: { orderSeq: number; withHistory?: boolean }) {
  return (
    <>
      <GoButton to={href('aiProfileById', { id: orderSeq })} replace>
        만드는 과정 보기
      </GoButton>
      {withHistory ? (
        <GoButton to={paths.aiProfileHistory.path} replace variant="secondary">
          주문 내역 보기
        </GoButton>
      ) : null}
    </>
  );
}
