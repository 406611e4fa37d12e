// /schedule/:id: one visit of my schedule.
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader, QueryState, Skeleton, paths as app, routeId } from '@guardian/shared';
import { useScheduleVisit } from '../api/get-schedule-visit';
import { VisitDetails } from './visit-details';
import styles from './booking.module.css';

export function ScheduleDetailScreen() {
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const query = useScheduleVisit(id);
  const toSchedule = { label: '일정 보기', onClick: () => navigate(app.schedule) };
  return (
    <>
      <PageHeader title="일정 상세" back />
      <QueryState
        notFound={id === null ? '예약을 찾을 수 없어요.' : undefined}
        query={query}
        errorAction={toSchedule}
        skeleton={
          <div className={styles.page}>
            <Skeleton height={112} radius={16} />
            <Skeleton height={160} radius={16} />
          </div>
        }
      >
        {(data) => (
          <div className={styles.page}>
            <VisitDetails reservation={data} />
          </div>
        )}
      </QueryState>
    </>
  );
}
