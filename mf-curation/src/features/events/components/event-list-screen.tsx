// /event: running events first, then upcoming, then ended ones greyed with 종료.
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  Skeleton,
  paths as app,
  useGoBack,
} from '@guardian/shared';
import { useEvents } from '../../../api/get-events';
import { EventStatus, periodText } from './event-status';
import styles from './events.module.css';

export function EventListScreen() {
  const events = useEvents();
  const navigate = useNavigate();
  // Opened by a link (a banner shared, a push), "<" leads to 홈, the tab 이벤트 belongs to: the nearest page above a
  // one-segment address is '/', 매장･예약's.
  const goBack = useGoBack(app.curation);
  return (
    <>
      <PageHeader title="이벤트" back={goBack} />
      {events.isError && !events.data ? (
        <ErrorState
          error={events.error}
          fallback="이벤트를 불러오지 못했어요."
          onRetry={() => void events.refetch()}
        />
      ) : !events.data ? (
        <div className={styles.list} role="status" aria-busy="true" aria-label="이벤트를 불러오는 중">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={250} radius={12} />
          ))}
        </div>
      ) : events.data.length === 0 ? (
        <EmptyState
          title="아직 이벤트가 없어요"
          description="새 이벤트가 열리면 홈에서 알려 드릴게요."
          action={<Button onClick={() => navigate(app.curation)}>홈으로 가기</Button>}
        />
      ) : (
        <ul className={styles.list}>
          {events.data.map((e) => (
            <li key={e.eventSeq}>
              <Link
                to={app.eventDetail(e.eventSeq)}
                className={e.status === 'ENDED' ? `${styles.card} ${styles.ended}` : styles.card}
              >
                <span className={styles.posterWrap}>
                  <img className={styles.poster} src={e.coverImageUrl} alt="" loading="lazy" />
                  {/* The poster's mark is for the eye: the status badge below already says 종료. */}
                  {e.status === 'ENDED' && (
                    <span className={styles.endedMark} aria-hidden="true">
                      종료
                    </span>
                  )}
                </span>
                <span className={styles.cardBody}>
                  <span className={styles.badges}>
                    <EventStatus status={e.status} />
                    {/* An ended event's coupon can no longer be had: no badge that offers it. */}
                    {e.hasCoupon && e.status !== 'ENDED' && <span className={styles.coupon}>쿠폰</span>}
                  </span>
                  <strong className={styles.cardTitle}>{e.title}</strong>
                  <span className={styles.summary}>{e.summary}</span>
                  <span className={styles.period}>{periodText(e.startDate, e.endDate)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
