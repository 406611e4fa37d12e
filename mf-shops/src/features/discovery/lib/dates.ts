// Dates as Korean phones show them, in Asia/Seoul. Intl only: this runs on the tab's first load,
// where date-fns and its locale would cost ~8.5 KB gzipped.
export const SEOUL = 'Asia/Seoul';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const seoulWeekday = new Intl.DateTimeFormat('en-US', { timeZone: SEOUL, weekday: 'short' });
const koreanWeekday = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', weekday: 'short' });

/** 0 = Sunday, today in Seoul. */
export const seoulDayOfWeek = (now: Date = new Date()) => WEEKDAYS.indexOf(seoulWeekday.format(now));

/** '2026-12-03' + '10:30' → '12월 3일 (목) 오전 10:30'. */
export function reservationWhen(date: string, time: string | null): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = `${m}월 ${d}일 (${koreanWeekday.format(Date.UTC(y, m - 1, d))})`;
  if (!time) return day;
  const [h, min] = time.split(':').map(Number);
  return `${day} ${h < 12 ? '오전' : '오후'} ${h % 12 === 0 ? 12 : h % 12}:${String(min).padStart(2, '0')}`;
}
