// Hotel / kindergarten / day care: whether the chosen day (or stay) still has room, and whether one of
// the chosen pets is already booked then.
import { ErrorState, Skeleton } from '@guardian/shared';
import type { Availability } from '../api/types';
import styles from './booking.module.css';

interface Props {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: Availability;
    refetch: () => unknown;
  };
}

export function CapacityNote({ query }: Props) {
  if (query.isPending) return <Skeleton height={40} />;
  if (query.isError || !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const a = query.data;
  if (a.closed) return <p className={styles.error}>매장이 쉬는 날이에요. 다른 날을 골라 주세요.</p>;
  if (!a.available && a.petBooked)
    return (
      <p className={styles.error}>
        고른 반려동물이 {a.category === 'HOTELING' ? '이 기간에' : '이날'} 이미 다른 예약이 있어요. 예약
        내역을 확인하거나 다른 날을 골라 주세요.
      </p>
    );
  if (!a.available) return <p className={styles.error}>남은 자리가 없어요. 다른 날을 골라 주세요.</p>;
  return (
    <p className={styles.notice}>
      예약할 수 있어요{a.remaining !== null ? ` (남은 자리 ${a.remaining})` : ''}.
    </p>
  );
}
