// 홈's 이벤트 row: events running now (the whole list, ended ones too, is at /event). Fails alone.
import { Link } from 'react-router-dom';
import { ErrorState, paths as app } from '@guardian/shared';
import { useEvents } from '../../../api/get-events';
import { formatPeriod } from '../lib/format-period';
import { RowSkeleton } from './row-skeleton';
import styles from './rows.module.css';

export function HomeEvents() {
  const events = useEvents();
  const running = events.data?.filter((e) => e.status === 'RUNNING') ?? [];
  return (
    <section className={styles.section} aria-labelledby="home-events">
      <div className={styles.headRow}>
        <h2 id="home-events" className={styles.title}>
          진행 중인 이벤트
        </h2>
        <Link to={app.event} className={styles.more}>
          전체 보기
        </Link>
      </div>
      {events.isError && !events.data ? (
        <ErrorState
          error={events.error}
          fallback="이벤트를 불러오지 못했어요."
          onRetry={() => void events.refetch()}
        />
      ) : !events.data ? (
        <RowSkeleton label="이벤트를 불러오는 중" />
      ) : running.length === 0 ? (
        <Link to={app.event} className={styles.nudge}>
          <span>
            <strong>지금 진행 중인 이벤트가 없어요</strong>
            <span>지난 이벤트를 둘러보세요</span>
          </span>
          <span aria-hidden="true">›</span>
        </Link>
      ) : (
        <ul className={styles.row}>
          {running.map((e) => (
            <li key={e.eventSeq}>
              <Link to={app.eventDetail(e.eventSeq)} className={styles.eventCard}>
                <img className={styles.eventImage} src={e.coverImageUrl} alt="" loading="lazy" />
                <strong className={styles.cardTitle}>{e.title}</strong>
                <span className={styles.cardMeta}>
                  {formatPeriod(e.startDate, e.endDate)}
                  {e.hasCoupon ? ' · 쿠폰' : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
