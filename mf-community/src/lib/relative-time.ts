// "방금 전", "5분 전", "3시간 전", "2일 전", then the date ("11월 3일", or "2025년 11월 3일" another year).
import { formatSeoulMonthDay, useNow } from '@guardian/shared';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export function relativeTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const diff = now.getTime() - at.getTime();
  if (diff < MIN) return '방금 전';
  if (diff < HOUR) return `${Math.floor(diff / MIN)}분 전`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}시간 전`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}일 전`;
  return formatSeoulMonthDay(at, now);
}

/**
 * `relativeTime` kept current: the feed left open in the morning and looked at again in the evening said "방금 전"
 * of a post written hours ago. The text follows the page's clock and is read again when the page is shown again.
 */
export const useRelativeTime = (iso: string): string => useNow((now) => relativeTime(iso, new Date(now)));
