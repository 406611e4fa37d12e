// Grooming: the free start times of the chosen day as chips; taken or past times are disabled, and
// times one of the chosen pets is already booked for (any shop) say so.
import { Chip, ErrorState, Skeleton } from '@guardian/shared';
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
  value: string | null;
  onChange: (time: string) => void;
}

export function SlotChips({ query, value, onChange }: Props) {
  if (query.isPending) return <Skeleton height={40} />;
  if (query.isError || !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { slots, closed } = query.data;
  if (closed) return <p className={styles.notice}>매장이 쉬는 날이에요. 다른 날을 골라 주세요.</p>;
  const petBooked = slots.filter((s) => s.petBooked).map((s) => s.time);
  if (!slots.some((s) => s.available))
    return (
      <p className={styles.notice}>
        {petBooked.length
          ? '고른 반려동물이 이 날 이미 다른 예약이 있어서 예약할 수 있는 시간이 없어요. 다른 날을 골라 주세요.'
          : '이 날은 예약할 수 있는 시간이 없어요. 다른 날을 골라 주세요.'}
      </p>
    );
  return (
    <>
      <div className={styles.chips} role="group" aria-label="예약 시간">
        {slots.map((s) => (
          <Chip
            key={s.time}
            selected={value === s.time}
            disabled={!s.available}
            aria-label={s.petBooked ? `${s.time}, 이미 예약된 시간이에요` : undefined}
            onClick={() => onChange(s.time)}
          >
            {s.time}
          </Chip>
        ))}
      </div>
      {petBooked.length ? (
        <p className={styles.meta}>고른 반려동물이 이미 예약된 시간: {petBooked.join(', ')}</p>
      ) : null}
    </>
  );
}
