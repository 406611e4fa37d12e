// Opening hours from Monday to Sunday, today (Asia/Seoul) highlighted: today as it is now, so a shop page left
// open overnight and looked at again the next morning marks that morning's day.
import { seoulDayOfWeek, useNow, type ShopHours } from '@guardian/shared';
import styles from './shop-info.module.css';

const DAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** '10:00 - 19:00'; a whole day (a hotel's 00:00 - 24:00) reads '24시간'. */
const hoursText = (h: ShopHours) =>
  h.open === '00:00' && (h.close === '24:00' || h.close === '00:00') ? '24시간' : `${h.open} - ${h.close}`;
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export function ShopHoursTable({ hours }: { hours: ShopHours[] }) {
  const today = useNow((now) => seoulDayOfWeek(new Date(now)));
  if (!hours.length) return <p className={styles.meta}>영업시간 정보가 없어요. 매장에 문의해 주세요.</p>;
  return (
    <div className={styles.hoursBox}>
      <table className={styles.hours}>
        <tbody>
          {WEEK.map((day) => {
            const h = hours.find((x) => x.dayOfWeek === day);
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
                <td>{!h || h.closed ? '휴무' : hoursText(h)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
