// /online-reservation/fail?retry=: why the request failed (the navigation's state), and a way back to try again.
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, PageHeader, paths as app } from '@guardian/shared';
import type { FailState } from '../lib/flow';
import styles from './booking.module.css';
import own from './result-screen.module.css';

const reasonOf = (state: unknown) => {
  const message = (state as Partial<FailState> | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
};

export function FailScreen() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  // Without the API's reason (a reload in another tab, a link): the heading already says it failed.
  const message = reasonOf(state) ?? '잠시 후 다시 시도해 주세요.';
  const retry = params.get('retry');
  // Only a path of this flow is a valid retry target (the query is user-controlled). Without one (the request
  // failed for good, e.g. too many requests waiting for the shop), the way on is 예약 내역, not a retry.
  const retryTo = retry && retry.startsWith(`${app.onlineReservation}/`) ? retry : null;
  return (
    <>
      <PageHeader title="예약 요청 실패" back />
      <div className={styles.page}>
        <div className={own.hero}>
          <span className={`${own.icon} ${own.failIcon}`} aria-hidden="true">
            !
          </span>
          <h2 className={styles.sectionTitle}>예약을 요청하지 못했어요</h2>
          <p className={styles.text} role="alert">
            {message}
          </p>
        </div>
      </div>
      <div className={`${styles.footer} ${own.actions}`}>
        <Button variant="tertiary" onClick={() => navigate(app.onlineReservation)}>
          다른 매장 보기
        </Button>
        {retryTo ? (
          <Button onClick={() => navigate(retryTo, { replace: true })}>다시 시도</Button>
        ) : (
          <Button onClick={() => navigate(app.reservation, { replace: true })}>예약 내역 보기</Button>
        )}
      </div>
    </>
  );
}
