// /schedule: a month calendar with a dot on every day with a confirmed visit; tapping a day lists its visits.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { eachDayOfInterval, isValid } from 'date-fns';
import {
  EmptyState,
  ErrorState,
  LoginPrompt,
  Skeleton,
  formatDay,
  paths as app,
  seoulToday,
  useIsLoggedIn,
  useNow,
} from '@guardian/shared';
import { useSchedule } from '../api/get-schedule';
import type { Reservation } from '../api/types';
import { dateToDay, dateToMonth, dayToDate } from '../lib/format';
import { visitWhen } from '../../../lib/visit-when';
import { BookingCalendar } from './booking-calendar';
import { NoVisitAction } from './no-visit-action';
import { StatusBadge } from './status-badge';
import styles from './booking.module.css';

/** Every calendar day a visit covers (a hotel stay covers check-in to check-out). */
export function visitDays(r: Reservation): string[] {
  if (r.endDate <= r.date) return [r.date];
  return eachDayOfInterval({ start: dayToDate(r.date), end: dayToDate(r.endDate) }).map(dateToDay);
}

/** The ?date= day if it is a real 'YYYY-MM-DD' day; a mistyped or cut-off link opens on today instead. */
function dayParam(value: string | null, today: string) {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(dayToDate(value)) ? value : today;
}

export function ScheduleScreen() {
  // A guest: what logging in brings here, and back to this day after, as 예약 내역 says it (no empty calendar over
  // the API's refusal, and no call that can only be refused).
  const loggedIn = useIsLoggedIn();
  if (!loggedIn)
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>일정</h1>
        <LoginPrompt description="일정을 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요." />
      </div>
    );
  return <Schedule />;
}

function Schedule() {
  const [params, setParams] = useSearchParams();
  // Left open overnight, 오늘 (and the day opened without ?date=) moves on with the clock.
  const today = useNow((t) => seoulToday(new Date(t)));
  const selected = dayParam(params.get('date'), today);
  // The month shown, and the chosen day it was last set for. When the chosen day moves (with the clock past midnight
  // into a new month, or to another day), a calendar showing the old one's month follows to the new one's, as a
  // fresh load would open; a month paged to away from it stays.
  const [shown, setShown] = useState(() => ({ month: dayToDate(selected), of: selected }));
  if (shown.of !== selected) {
    const followed = dateToMonth(shown.month) === shown.of.slice(0, 7);
    setShown({ month: followed ? dayToDate(selected) : shown.month, of: selected });
  }
  const month = shown.month;
  const setMonth = (m: Date) => setShown({ month: m, of: selected });
  // The month on the calendar (its dots) and the month of the chosen day (its visits): paging to the next month
  // keeps the chosen day, whose visits are not in the other month's list. One request when they are the same.
  const query = useSchedule(dateToMonth(month));
  const dayQuery = useSchedule(selected.slice(0, 7));
  const visits = query.data ?? [];
  const visitDates = [...new Set(visits.flatMap(visitDays))].map(dayToDate);
  const ofDay = (dayQuery.data ?? []).filter((r) => visitDays(r).includes(selected));
  const failed = dayQuery.isError ? dayQuery : query.isError ? query : null;

  return (
    // A tab page: the shell's bar (가디언, 채팅) is over it, so its name is the page's heading, as on 매장･예약 and
    // 마이페이지, not a second bar under that one (three bars took 161 px of a sideways phone's 390).
    <div className={styles.page}>
      <h1 className={styles.heading}>일정</h1>
      {query.isPending ? (
        <Skeleton height={340} radius={16} />
      ) : (
        <BookingCalendar
          mode="single"
          required
          month={month}
          onMonthChange={setMonth}
          selected={dayToDate(selected)}
          onSelect={(d: Date) => setParams({ date: dateToDay(d) }, { replace: true })}
          modifiers={{ visit: visitDates }}
        />
      )}
      {failed ? (
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : query.isPending || dayQuery.isPending ? null : (
        <DayVisits day={selected} visits={ofDay} monthHasVisits={visits.length > 0} />
      )}
    </div>
  );
}

function DayVisits({
  day,
  visits,
  monthHasVisits,
}: {
  day: string;
  visits: Reservation[];
  monthHasVisits: boolean;
}) {
  return (
    <section className={styles.section} aria-label={`${formatDay(day)} 일정`}>
      <h2 className={styles.sectionTitle}>{formatDay(day)}</h2>
      {visits.length === 0 ? (
        <EmptyState
          title="이날은 방문 일정이 없어요"
          description={
            monthHasVisits
              ? '점이 찍힌 날을 눌러 일정을 확인하세요.'
              : '확정된 예약이 생기면 달력에 표시돼요.'
          }
          action={<NoVisitAction monthHasVisits={monthHasVisits} />}
        />
      ) : (
        <ul className={styles.list}>
          {visits.map((r) => (
            <li key={r.reservationSeq}>
              <Link to={`${app.schedule}/${r.reservationSeq}`} className={styles.card}>
                <span className={styles.cardBody}>
                  <StatusBadge reservation={r} />
                  <span className={styles.name}>{r.shop.name}</span>
                  <span className={styles.text}>{r.product.name}</span>
                  <span className={styles.meta}>
                    {visitWhen(r)} · {r.pets.map((p) => p.name).join(', ')}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
