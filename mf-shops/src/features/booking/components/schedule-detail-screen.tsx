// /schedule/:id: one visit of my schedule.
import { useParams } from 'react-router-dom';
import { PageHeader, QueryState, Skeleton } from '@guardian/shared';
import { useScheduleVisit } from '../api/get-schedule-visit';
import { VisitDetails } from './visit-details';
import styles from './booking.module.css';

export function ScheduleDetailScreen() {
  const id = Number(useParams().id);
  const query = useScheduleVisit(id);
  return (
    <>
      <PageHeader title="일정 상세" back />
      <QueryState
        query={query}
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
