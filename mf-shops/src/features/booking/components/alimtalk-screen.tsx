// /schedule/alimtalk?token=: a visit opened from a notification link, without login. The in-app 알림
// list opens it too (a confirmation's link), so it has a way back like any other detail, and, logged in, a way to the
// reservation itself (예약 상세: cancel, the shop's contacts, 다시 예약).
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  ErrorState,
  PageHeader,
  Skeleton,
  isApiError,
  paths as app,
  useIsLoggedIn,
} from '@guardian/shared';
import { useAlimtalkVisit } from '../api/get-alimtalk-visit';
import { VisitDetails } from './visit-details';
import styles from './booking.module.css';

const INVALID = '링크가 만료되었거나 올바르지 않아요. 매장에서 받은 최신 알림의 링크로 다시 열어 주세요.';
const CANCELED = '취소된 예약이에요. 취소 내역과 환불은 예약 내역에서 볼 수 있어요.';

export function AlimtalkScreen() {
  const token = useSearchParams()[0].get('token') ?? '';
  const query = useAlimtalkVisit(token);
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <PageHeader title="방문 일정" back />
      {!token ? (
        <ErrorState message={INVALID} />
      ) : query.isPending ? (
        <div className={styles.page}>
          <Skeleton height={112} radius={16} />
          <Skeleton height={160} radius={16} />
        </div>
      ) : query.isError ? (
        // The confirmation's link of a visit cancelled since: not "expired", and the owner's list has the rest.
        isApiError(query.error) && query.error.resultCode === 'SCHEDULE_VISIT_CANCELED' ? (
          <ErrorState
            message={CANCELED}
            action={{ label: '예약 내역 보기', onClick: () => navigate(`${app.reservation}?scope=past`) }}
          />
        ) : isInvalidToken(query.error) ? (
          <ErrorState message={INVALID} />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        <div className={styles.page}>
          <VisitDetails reservation={query.data} />
          {loggedIn ? (
            <Button
              variant="secondary"
              onClick={() =>
                navigate(`${app.reservation}/detail?reservationSeq=${query.data.reservationSeq}`)
              }
            >
              예약 상세 보기
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}

/** INVALID_SCHEDULE_TOKEN, or a token so malformed the server refuses it as input. */
const isInvalidToken = (e: unknown) =>
  isApiError(e) && (e.resultCode === 'INVALID_SCHEDULE_TOKEN' || e.status === 400 || e.status === 404);
