// /schedule/:id: one visit of my schedule.
import { useParams } from 'react-router-dom';
import { ErrorState, PageHeader, Skeleton, errorMessage } from '@guardian/shared';
import { useScheduleVisit } from '../api/get-schedule-visit';
import { VisitDetails } from './visit-details';
import styles from './booking.module.css';

export function ScheduleDetailScreen() {
  const id = Number(useParams().id);
  const query = useScheduleVisit(id);
  return (
    <>
      <PageHeader title="일정 상세" back />
      {query.isPending ? (
        <div className={styles.page}>
          <Skeleton height={112} radius={16} />
          <Skeleton height={160} radius={16} />
        </div>
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <div className={styles.page}>
          <VisitDetails reservation={query.data} />
        </div>
      )}
    </>
  );
}
