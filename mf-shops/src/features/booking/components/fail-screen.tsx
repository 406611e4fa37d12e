// /online-reservation/fail?retry=: why the request failed (the navigation's state), and a way back to try again. A
// request whose answer never came, even sent twice (FailState's `unconfirmed`), did not fail as far as anyone knows: the
// page says it could not tell and leads to 예약 내역 first, 다시 시도 beside it sending the same request (clientId).
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, PageHeader, paths as app } from '@guardian/shared';
import type { FailState } from '../lib/flow';
import styles from './booking.module.css';
import own from './result-screen.module.css';

const stateOf = (state: unknown) => (state ?? {}) as Partial<FailState>;

const reasonOf = (state: unknown) => {
  const { message } = stateOf(state);
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
  const toRetry = retryTo ? () => navigate(retryTo, { replace: true }) : null;
  const toReservations = () => navigate(app.reservation, { replace: true });
  if (stateOf(state).unconfirmed === true)
    return <Unconfirmed retry={toRetry} reservations={toReservations} />;
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
        {toRetry ? (
          <Button onClick={toRetry}>다시 시도</Button>
        ) : (
          <Button onClick={toReservations}>예약 내역 보기</Button>
        )}
      </div>
    </>
  );
}

function Unconfirmed({ retry, reservations }: { retry: (() => void) | null; reservations: () => void }) {
  return (
    <>
      <PageHeader title="예약 요청 확인" back />
      <div className={styles.page}>
        <div className={own.hero}>
          <span className={`${own.icon} ${own.unsureIcon}`} aria-hidden="true">
            ?
          </span>
          <h2 className={styles.sectionTitle}>요청이 전달됐는지 확인하지 못했어요</h2>
          <p className={styles.text} role="alert">
            연결이 끊겨 답을 받지 못했어요. 예약 내역에서 요청이 들어갔는지 확인해 주세요. 다시 시도해도 같은
            예약이 두 번 들어가지 않아요.
          </p>
        </div>
      </div>
      <div className={`${styles.footer} ${own.actions}`}>
        {retry ? (
          <Button variant="tertiary" onClick={retry}>
            다시 시도
          </Button>
        ) : null}
        <Button onClick={reservations}>예약 내역 보기</Button>
      </div>
    </>
  );
}
