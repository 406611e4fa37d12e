import type { Notification } from '../api/types';

const seoulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });
const dayLabel = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
});
const timeLabel = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: 'numeric',
  minute: '2-digit',
});

/** "오늘", "어제" or "11월 20일 (목)" for a Seoul day, seen from `now`. */
export function dayHeading(day: string, now: Date) {
  const today = seoulDay.format(now);
  const yesterday = seoulDay.format(new Date(now.getTime() - 86_400_000));
  if (day === today) return '오늘';
  if (day === yesterday) return '어제';
  return dayLabel.format(new Date(`${day}T12:00:00+09:00`)).replace(/\((.)\)/, '($1)');
}

export const notificationTime = (iso: string) => timeLabel.format(new Date(iso));

/** Newest first, in Seoul days (the list arrives newest first). */
export function groupByDay(items: Notification[]) {
  const groups: { day: string; items: Notification[] }[] = [];
  for (const n of items) {
    const day = seoulDay.format(new Date(n.createdAt));
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(n);
    else groups.push({ day, items: [n] });
  }
  return groups;
}
