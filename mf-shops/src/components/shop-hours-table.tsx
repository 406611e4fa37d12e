// Opening hours from Monday to Sunday, today (Asia/Seoul) highlighted: today as it is now, so a shop page left
// open overnight and looked at again the next morning marks that morning's day. On the shop's page (/shop/:id) and
// on its booking page (/online-reservation/:id), which also says its days off in a line (closedDaysText).
import { seoulDayOfWeek, useNow, type ShopHours } from '@guardian/shared';
import styles from './shop-hours-table.module.css';

const DAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** '10:00 - 19:00'; a whole day (a hotel's 00:00 - 24:00) reads '24시간'. */
const hoursText = (h: ShopHours) =>
  h.open === '00:00' && (h.close === '24:00' || h.close === '00:00') ? '24시간' : `${h.open} - ${h.close}`;
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** A day the table says 휴무: marked closed, or not in the shop's hours at all. */
const isClosed = (hours: ShopHours[], day: number) => {
  const h = hours.find((x) => x.dayOfWeek === day);
  return !h || h.closed;
};

/** One day's line of the table ('10:00 - 19:00', '24시간', '휴무'); `day` 0 = Sunday. */
export function dayHoursText(hours: ShopHours[], day: number): string {
  const h = hours.find((x) => x.dayOfWeek === day);
  return !h || h.closed ? '휴무' : hoursText(h);
}

/**
 * The shop's weekly days off as a line ('매주 일요일', '매주 토요일, 일요일'), Monday first as in the table;
 * '없어요' when it opens every day; null when it gave no hours (nothing is known).
 */
export function closedDaysText(hours: ShopHours[]): string | null {
  if (!hours.length) return null;
  const off = WEEK.filter((day) => isClosed(hours, day));
  return off.length ? `매주 ${off.map((d) => `${DAYS[d]}요일`).join(', ')}` : '없어요';
}

export function ShopHoursTable({ hours }: { hours: ShopHours[] }) {
  const today = useNow((now) => seoulDayOfWeek(new Date(now)));
  if (!hours.length) return <p className={styles.empty}>영업시간 정보가 없어요. 매장에 문의해 주세요.</p>;
  return (
    <div className={styles.hoursBox}>
      <table className={styles.hours}>
        <tbody>
          {WEEK.map((day) => {
            const isToday = day === today;
            return (
              <tr
                key={day}
                className={isToday ? styles.today : undefined}
                aria-current={isToday ? 'date' : undefined}
              >
                <th scope="row">
                  {DAYS[day]}
                  {isToday ? ' (오늘)' : ''}
                </th>
                <td>{dayHoursText(hours, day)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
