// The booking calendar: past days disabled, the month's availability shaded; a single day, or a
// check-in/check-out range for hotels.
import { useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { ErrorState, formatDay, seoulToday, useNow } from '@guardian/shared';
import { formatStayEnd } from '../../../lib/stay-end';
import { useMonthAvailability } from '../api/get-month-availability';
import type { Product } from '../api/types';
import { addDaysToDay, dateToDay, dateToMonth, dayToDate } from '../lib/format';
import { useReloadShopWhenClosed } from '../lib/online-closed';
import { BookingCalendar } from './booking-calendar';
import styles from './booking.module.css';

const MAX_DAYS_AHEAD = 180;

interface Props {
  shopId: number;
  product: Product;
  petSeqs: number[];
  /** The title's id: the form takes the focus here when 예약 요청 waits for a day. */
  titleId?: string;
  date: string | null;
  end: string | null;
  onChange: (date: string | null, end: string | null) => void;
  /** 예약 변경: the reservation being moved (the month as the API offers it for that one, its own place not counted). */
  reservationSeq?: number;
  /** A stay of this many nights, kept (예약 변경): only the check-in day is chosen, the check-out follows. */
  nights?: number;
}

export function DatePickerSection({
  shopId,
  product,
  petSeqs,
  titleId,
  date,
  end,
  onChange,
  reservationSeq,
  nights,
}: Props) {
  // Left open overnight, yesterday is no longer offered: the calendar's first day moves on with the clock.
  const today = useNow((t) => seoulToday(new Date(t)));
  const [paged, setMonth] = useState(() => dayToDate(date ?? today));
  // Left open past midnight on a month's last day, the month shown would be before the first one offered (and the
  // picker draws no day of it): the calendar moves on to today's month with the clock.
  const month = dateToMonth(paged) < today.slice(0, 7) ? dayToDate(today) : paged;
  const monthQuery = useMonthAvailability({
    shopId,
    productSeq: product.productSeq,
    month: dateToMonth(month),
    petSeqs,
    reservationSeq,
  });
  useReloadShopWhenClosed(shopId, monthQuery.error);
  const days = monthQuery.data?.days ?? [];
  const open = days.filter((d) => d.available).map((d) => dayToDate(d.date));
  const full = days.filter((d) => !d.available && d.date >= today).map((d) => dayToDate(d.date));
  const petBooked = days.filter((d) => d.petBooked).map((d) => dayToDate(d.date));
  const closed = days.filter((d) => d.closed && d.date >= today).map((d) => dayToDate(d.date));
  // Today once its start has passed (check-in, opening, the last grooming time): struck through and said why. Only
  // today as the clock has it: a month read yesterday marks yesterday, which is past (and disabled) by now.
  const startPassed = days.filter((d) => d.startPassed && d.date === today).map((d) => dayToDate(d.date));
  const hotel = product.category === 'HOTELING';

  const common = {
    month,
    onMonthChange: setMonth,
    startMonth: dayToDate(today),
    endMonth: dayToDate(addDaysToDay(today, MAX_DAYS_AHEAD)),
    modifiers: { open, full, petBooked, closed, startPassed },
  };
  const beforeToday = { before: dayToDate(today) };
  const afterLimit = { after: dayToDate(addDaysToDay(today, MAX_DAYS_AHEAD)) };

  return (
    <section className={styles.section}>
      <h2 id={titleId} tabIndex={titleId ? -1 : undefined} className={styles.sectionTitle}>
        {hotel ? '체크인 · 체크아웃' : '날짜'}
      </h2>
      {hotel && nights ? (
        // The length is kept: a check-in day whose first night is full, or whose check-in time has passed, is out.
        <BookingCalendar
          {...common}
          mode="single"
          disabled={[beforeToday, afterLimit, ...full, ...startPassed]}
          selected={date ? dayToDate(date) : undefined}
          onSelect={(d: Date | undefined) => {
            const from = d ? dateToDay(d) : null;
            onChange(from, from && addDaysToDay(from, nights));
          }}
        />
      ) : hotel ? (
        <BookingCalendar
          {...common}
          mode="range"
          min={1}
          // A check-in day whose check-in time has passed cannot be chosen (a later check-out day still can).
          disabled={[beforeToday, afterLimit, ...startPassed]}
          selected={{ from: date ? dayToDate(date) : undefined, to: end ? dayToDate(end) : undefined }}
          onSelect={(range: DateRange | undefined) => {
            const from = range?.from ? dateToDay(range.from) : null;
            const to = range?.to ? dateToDay(range.to) : null;
            onChange(from, from && to && to > from ? to : null);
          }}
        />
      ) : (
        <BookingCalendar
          {...common}
          mode="single"
          disabled={[beforeToday, afterLimit, ...full]}
          selected={date ? dayToDate(date) : undefined}
          onSelect={(d: Date | undefined) => onChange(d ? dateToDay(d) : null, null)}
        />
      )}
      {monthQuery.isError ? (
        <ErrorState error={monthQuery.error} onRetry={() => void monthQuery.refetch()} />
      ) : (
        <p className={styles.meta}>
          색칠된 날은 예약할 수 있는 날, 줄이 그어진 날은 쉬거나 자리가 없는 날이에요.
          {petBooked.length
            ? ' 점이 찍힌 날은 고른 반려동물의 다른 예약과 겹쳐 고를 수 있는 시간이 없는 날이에요.'
            : ''}
          {startPassed.length ? ` ${startPassedLine(product.category)}` : ''}
        </p>
      )}
      {date ? (
        <p className={styles.text}>
          {hotel
            ? `${formatDay(date)} 체크인${end ? ` · ${formatStayEnd(date, end)} 체크아웃` : ''}`
            : `${formatDay(date)} 선택`}
        </p>
      ) : null}
    </section>
  );
}

/** Why today is struck through once its start has passed, as the calendar says its other reasons. */
const startPassedLine = (category: Product['category']) =>
  category === 'HOTELING'
    ? '오늘은 체크인 시간이 지나 예약할 수 없어요.'
    : category === 'BEAUTY'
      ? '오늘은 예약할 수 있는 시간이 모두 지났어요.'
      : '오늘은 이용 시작 시간이 지나 예약할 수 없어요.';
