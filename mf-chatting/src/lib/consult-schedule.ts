// When a shop answers its chat, as the out-of-hours notices say it (the room's banner, the prepare screen): its
// consultation hours ('평일 10:00~20:00') and, while it is closed, when it opens next ('내일(화) 오전 10:00부터
// 답변드려요'), on the Seoul calendar whatever the phone's zone.
import { formatSeoulTime, seoulToday, type ApiGet } from '@guardian/shared';

export type ShopHour = ApiGet<'/v2/chatting/prepare'>['hours'][number];

const DAY_NAMES = ['일', '월', '화', '수', '목', '금', '토'];
/** The week as a Korean calendar reads it: Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** Days (0 = Sunday) as a person says them: 매일, 평일, 주말, 월~목, or 월·수·금. */
function daysLabel(days: number[]): string {
  const key = days.join();
  if (days.length === 7) return '매일';
  if (key === '1,2,3,4,5') return '평일';
  if (key === '6,0') return '주말';
  const at = days.map((d) => WEEK.indexOf(d));
  const consecutive = at.every((i, n) => n === 0 || i === at[n - 1] + 1);
  if (days.length >= 3 && consecutive) return `${DAY_NAMES[days[0]]}~${DAY_NAMES[days[days.length - 1]]}`;
  return days.map((d) => DAY_NAMES[d]).join('·');
}

/**
 * The hours in a few words: days with the same hours together, Monday first ('평일 10:00~20:00, 토 11:00~17:00');
 * closed days left out. Null when no day is open (or none was given: the shop answers at any time).
 */
export function hoursSummary(hours: ShopHour[]): string | null {
  const groups = new Map<string, number[]>();
  for (const day of WEEK) {
    const h = hours.find((x) => x.dayOfWeek === day);
    if (!h || h.closed) continue;
    const span = `${h.open}~${h.close}`;
    groups.set(span, [...(groups.get(span) ?? []), day]);
  }
  if (groups.size === 0) return null;
  return [...groups].map(([span, days]) => `${daysLabel(days)} ${span}`).join(', ');
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** '오늘 오전 10:00부터 답변드려요', '내일(화) …', '모레(수) …', '12월 3일(목) …': when a closed shop opens next. */
export function nextOpenText(nextOpenAt: string, now: Date = new Date()): string {
  const day = seoulToday(nextOpenAt);
  const [, month, date] = day.split('-').map(Number);
  const weekday = DAY_NAMES[new Date(`${day}T00:00:00Z`).getUTCDay()];
  const ahead = dayNumber(day) - dayNumber(seoulToday(now));
  const when =
    ahead <= 0
      ? '오늘'
      : ahead === 1
        ? `내일(${weekday})`
        : ahead === 2
          ? `모레(${weekday})`
          : `${month}월 ${date}일(${weekday})`;
  return `${when} ${formatSeoulTime(nextOpenAt)}부터 답변드려요`;
}

/** What a closed shop's notice says besides its own message: its hours and when it answers next (each may be null). */
export function consultSchedule(
  shop: { hours?: ShopHour[]; nextOpenAt?: string | null },
  now: Date = new Date(),
): { hours: string | null; next: string | null } {
  const summary = hoursSummary(shop.hours ?? []);
  return {
    hours: summary && `상담 시간: ${summary}`,
    next: shop.nextOpenAt ? nextOpenText(shop.nextOpenAt, now) : null,
  };
}
