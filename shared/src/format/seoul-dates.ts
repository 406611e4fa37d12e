// Dates and times as Korean phones show them, always on the Seoul calendar whatever the device's
// zone. Intl only: shared is in every first load, and date-fns with its locale costs ~8.5 KB gzipped.
export const SEOUL_TIME_ZONE = 'Asia/Seoul';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const seoulWeekday = new Intl.DateTimeFormat('en-US', { timeZone: SEOUL_TIME_ZONE, weekday: 'short' });
// 'en-CA' writes YYYY-MM-DD.
const seoulIsoDay = new Intl.DateTimeFormat('en-CA', { timeZone: SEOUL_TIME_ZONE });
const seoulLongDate = new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL_TIME_ZONE, dateStyle: 'long' });
const seoulParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SEOUL_TIME_ZONE,
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
// A wall-clock 'YYYY-MM-DD' is read as a UTC day, so its weekday never depends on the device.
const koreanWeekday = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', weekday: 'short' });

/** 'YYYY-MM-DD' of an instant (default now) on the Seoul calendar. */
export const seoulToday = (now: Date = new Date()): string => seoulIsoDay.format(now);

/** 0 = Sunday, for an instant (default now) in Seoul. */
export const seoulDayOfWeek = (now: Date = new Date()): number => WEEKDAYS.indexOf(seoulWeekday.format(now));

function splitDay(day: string) {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return { m, d, weekday: koreanWeekday.format(Date.UTC(y, m - 1, d)) };
}

/** '2026-11-25' → '11월 25일 (수)' */
export function formatDay(day: string): string {
  const { m, d, weekday } = splitDay(day);
  return `${m}월 ${d}일 (${weekday})`;
}

/** '14:30' → '오후 2:30' (a wall-clock time, 12-hour as Korean screens write it). */
function formatTime(time: string): string {
  const [h, min] = time.split(':').map(Number);
  return `${h < 12 ? '오전' : '오후'} ${h % 12 === 0 ? 12 : h % 12}:${String(min).padStart(2, '0')}`;
}

/** '2026-12-03' + '10:30' → '12월 3일 (목) 오전 10:30'; without a time just the day. */
export const formatDayTime = (day: string, time: string | null): string =>
  time ? `${formatDay(day)} ${formatTime(time)}` : formatDay(day);

/** An ISO instant as a Seoul date: '2026년 11월 22일'. */
export const formatSeoulDate = (iso: string): string => seoulLongDate.format(new Date(iso));

/** An ISO instant in Seoul: '11월 19일 12:00' (24-hour). */
export function formatInstant(iso: string): string {
  const parts = Object.fromEntries(seoulParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${Number(parts.month)}월 ${Number(parts.day)}일 ${parts.hour}:${parts.minute}`;
}
