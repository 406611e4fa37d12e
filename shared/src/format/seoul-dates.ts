// Dates and times as Korean phones show them, always on the Seoul calendar whatever the device's zone.
//
// No Intl here, on purpose: the first Intl formatter a page makes costs ~15 ms of main thread on a desktop
// (ICU starts up: measured in Chromium 156, any locale, any formatter; the next ones ~0.2-3 ms), several
// times that on a phone, and shared is in every first load, so that cost sat in front of every page's first
// paint. Seoul keeps one offset all year (UTC+9; Korea has had no daylight saving time since 1988), so its
// calendar is the UTC calendar of the instant moved by nine hours, and the Korean formats below are fixed
// strings. Also the same on every device: some ICU builds write 'PM 2:05' where Korean screens say '오후 2:05'.
export const SEOUL_TIME_ZONE = 'Asia/Seoul';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const KOREAN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** An instant's Seoul wall clock (year, month 1-12, day, weekday 0 = Sunday, hour 0-23, minute). */
function seoulClock(at: Date | string | number) {
  const t = new Date(new Date(at).getTime() + SEOUL_OFFSET_MS);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    weekday: t.getUTCDay(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
  };
}

/** 'YYYY-MM-DD' of an instant (default now) on the Seoul calendar. */
export function seoulToday(now: Date | string = new Date()): string {
  const c = seoulClock(now);
  return `${c.year}-${pad2(c.month)}-${pad2(c.day)}`;
}

/** A pet's age: whole years since `birthDate` ('YYYY-MM-DD…'), counted on the Seoul calendar date. */
export function ageInYears(birthDate: string, today: Date = new Date()): number {
  const c = seoulClock(today);
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number);
  return c.year - by - (c.month < bm || (c.month === bm && c.day < bd) ? 1 : 0);
}

/** A pet's age in whole years as the app says it: '3살', and '1살 미만' under one (never '0살'). */
export const formatAge = (years: number): string => (years < 1 ? '1살 미만' : `${years}살`);

/** 0 = Sunday, for an instant (default now) in Seoul. */
export const seoulDayOfWeek = (now: Date = new Date()): number => seoulClock(now).weekday;

/** `text` of a day in Seoul year `year`, with '2025년 ' in front when `sameYearAs` is given and in another year. */
const withYear = (year: number, text: string, sameYearAs?: Date | null) =>
  sameYearAs && seoulClock(sameYearAs).year !== year ? `${year}년 ${text}` : text;

/**
 * '2026-11-25' → '11월 25일 (수)', and '2027년 1월 5일 (화)' when its year is not `sameYearAs`'s Seoul year
 * (default now: a stay from 12월 30일 reads '12월 30일 (수) ~ 2027년 1월 2일 (토)'); `null`: never the year.
 */
export function formatDay(day: string, sameYearAs: Date | null = new Date()): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  // A wall-clock 'YYYY-MM-DD' is read as a UTC day, so its weekday never depends on the device.
  const weekday = KOREAN_WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return withYear(y, `${m}월 ${d}일 (${weekday})`, sameYearAs);
}

/** Hours and minutes → its half of the day and 12-hour clock, as Korean screens write them: 오후, '2:30'. */
const twelveHourParts = (h: number, min: number) => ({
  half: h < 12 ? ('오전' as const) : ('오후' as const),
  clock: `${h % 12 === 0 ? 12 : h % 12}:${pad2(min)}`,
});

/** Hours and minutes → '오후 2:30'. */
const twelveHour = (h: number, min: number) => {
  const { half, clock } = twelveHourParts(h, min);
  return `${half} ${clock}`;
};

/** '14:30' → { half: '오후', clock: '2:30' }: for a list of times grouped under 오전 and 오후. */
export function wallTimeParts(time: string): { half: '오전' | '오후'; clock: string } {
  const [h, min] = time.split(':').map(Number);
  return twelveHourParts(h, min);
}

/** '14:30' → '오후 2:30' (a wall-clock time). */
export function formatWallTime(time: string): string {
  const [h, min] = time.split(':').map(Number);
  return twelveHour(h, min);
}

/** '2026-12-03' + '10:30' → '12월 3일 (목) 오전 10:30'; without a time just the day; the year as `formatDay`'s. */
export const formatDayTime = (day: string, time: string | null, sameYearAs?: Date | null): string =>
  formatDay(day, sameYearAs) + (time ? ` ${formatWallTime(time)}` : '');

/** An ISO instant as a Seoul date: '2026년 11월 22일'. */
export function formatSeoulDate(iso: string): string {
  const c = seoulClock(iso);
  return `${c.year}년 ${c.month}월 ${c.day}일`;
}

/** An ISO instant as a Seoul month and day, '11월 22일'; with the year in front unless it is `sameYearAs`'s. */
export function formatSeoulMonthDay(iso: string | Date, sameYearAs?: Date): string {
  const c = seoulClock(iso);
  return withYear(c.year, `${c.month}월 ${c.day}일`, sameYearAs);
}

/** An ISO instant as a Seoul day with its weekday: '11월 20일 (금)'. */
export function formatSeoulDayOfWeek(iso: string | Date): string {
  const c = seoulClock(iso);
  return `${c.month}월 ${c.day}일 (${KOREAN_WEEKDAYS[c.weekday]})`;
}

/** An ISO instant's Seoul time of day: '오후 2:05'. */
export function formatSeoulTime(iso: string | Date): string {
  const c = seoulClock(iso);
  return twelveHour(c.hour, c.minute);
}

/** An ISO instant in Seoul as a day and a time: '11월 19일 (목) 오후 12:00' (a deadline, a time something was done). */
export function formatInstant(iso: string): string {
  const c = seoulClock(iso);
  return `${c.month}월 ${c.day}일 (${KOREAN_WEEKDAYS[c.weekday]}) ${twelveHour(c.hour, c.minute)}`;
}
