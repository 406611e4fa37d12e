import { formatDay, seoulToday } from '@guardian/shared';
import type { Notification } from '../api/types';

/**
 * "오늘", "어제" or "11월 20일 (목)" for a Seoul day, seen from `now`; a day of an earlier year says its year
 * ("2025년 11월 20일 (목)"), or a customer of some years could not tell last November's 알림 from this one's.
 */
export function dayHeading(day: string, now: Date) {
  const today = seoulToday(now);
  if (day === today) return '오늘';
  if (day === seoulToday(new Date(now.getTime() - 86_400_000))) return '어제';
  return formatDay(day, now);
}

/** Newest first, in Seoul days (the list arrives newest first). */
export function groupByDay(items: Notification[]) {
  const groups: { day: string; items: Notification[] }[] = [];
  for (const n of items) {
    const day = seoulToday(String(n.createdAt));
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(n);
    else groups.push({ day, items: [n] });
  }
  return groups;
}
