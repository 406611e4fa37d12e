// Grooming: the free start times of the chosen day as chips under 오전 and 오후, as Naver 예약 lists them and
// as every other screen writes a time ('오후 1:00'); taken or past times are disabled, and times one of the chosen
// pets is already booked for (any shop) say so. The value chosen stays the API's '13:00'.
import { useId } from 'react';
import { ErrorState, Skeleton, formatWallTime, wallTimeParts } from '@guardian/shared';
import { Chip } from '@guardian/shared/forms';
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
  const fullNote = useId();
  if (query.isPending) return <Skeleton height={40} />;
  if (query.isError || !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { slots, closed } = query.data;
  if (closed) return <p className={styles.notice}>매장이 쉬는 날이에요. 다른 날을 골라 주세요.</p>;
  const petBooked = slots.filter((s) => s.petBooked).map((s) => s.time);
  const full = slots.some((s) => !s.available && !s.petBooked);
  if (!slots.some((s) => s.available))
    return (
      <p className={styles.notice}>
        {petBooked.length
          ? '고른 반려동물이 이날 이미 다른 예약이 있어서 예약할 수 있는 시간이 없어요. 다른 날을 골라 주세요.'
          : '이날은 예약할 수 있는 시간이 없어요. 다른 날을 골라 주세요.'}
      </p>
    );
  // Three looks, each said in words too: open; full or past (struck through, like the calendar's days); and one of
  // the pets already booked then (marked with the calendar's dot, tinted, and named so by the line under the chips).
  const halves = (['오전', '오후'] as const)
    .map((half) => ({ half, slots: slots.filter((s) => wallTimeParts(s.time).half === half) }))
    .filter((h) => h.slots.length > 0);
  return (
    <>
      <div className={styles.slotHalves} role="group" aria-label="예약 시간">
        {halves.map(({ half, slots: inHalf }) => (
          <div key={half} className={styles.slotHalf}>
            <p className={styles.slotHalfLabel} aria-hidden="true">
              {half}
            </p>
            <div className={styles.chips}>
              {inHalf.map((s) => (
                <Chip
                  key={s.time}
                  selected={value === s.time}
                  disabled={!s.available}
                  className={s.petBooked ? styles.slotPetBooked : !s.available ? styles.slotFull : undefined}
                  aria-label={
                    s.petBooked
                      ? `${formatWallTime(s.time)}, 고른 반려동물이 이미 예약된 시간이에요`
                      : formatWallTime(s.time)
                  }
                  // Struck through on screen, said too: a disabled chip alone does not say why.
                  aria-describedby={!s.available && !s.petBooked ? fullNote : undefined}
                  onClick={() => onChange(s.time)}
                >
                  {s.petBooked ? <span className={styles.slotDot} aria-hidden="true" /> : null}
                  {wallTimeParts(s.time).clock}
                </Chip>
              ))}
            </div>
          </div>
        ))}
      </div>
      {full || petBooked.length ? (
        <p className={styles.meta}>
          {full ? <span id={fullNote}>줄이 그어진 시간은 자리가 없거나 지난 시간이에요.</span> : null}
          {full && petBooked.length ? <br /> : null}
          {petBooked.length ? (
            <>
              <span className={styles.slotDot} aria-hidden="true" /> 점이 찍힌 시간은 고른 반려동물이 이미
              예약된 시간이에요: {petBooked.map(formatWallTime).join(', ')}
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
