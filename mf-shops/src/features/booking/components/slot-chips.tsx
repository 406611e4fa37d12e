// Grooming: the free start times of the chosen day as chips; taken or past times are disabled.
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
  if (!slots.some((s) => s.available))
    return <p className={styles.notice}>이 날은 예약할 수 있는 시간이 없어요. 다른 날을 골라 주세요.</p>;
  return (
    <div className={styles.chips} role="group" aria-label="예약 시간">
      {slots.map((s) => (
        <Chip
          key={s.time}
          selected={value === s.time}
          disabled={!s.available}
          onClick={() => onChange(s.time)}
        >
          {s.time}
        </Chip>
      ))}
    </div>
  );
}
