import { Badge } from '@guardian/shared';
import type { EventCard } from '../../../api/types';

const LABEL = { RUNNING: '진행 중', UPCOMING: '예정', ENDED: '종료' } as const;
const TONE = { RUNNING: 'brand', UPCOMING: 'info', ENDED: 'neutral' } as const;

export function EventStatus({ status }: { status: EventCard['status'] }) {
  return <Badge tone={TONE[status]}>{LABEL[status]}</Badge>;
}

/** A wall-clock 'YYYY-MM-DD' as the app writes a day: '2026년 11월 15일', without the year when `withYear` is false. */
const koreanDay = (day: string, withYear = true) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${withYear ? `${y}년 ` : ''}${m}월 ${d}일`;
};

/**
 * An event's period as the other screens write days: '2026년 12월 3일 ~ 12월 28일', the end's year only when it is
 * another ('2026년 12월 20일 ~ 2027년 1월 5일'); a one-day event is its day.
 */
export function periodText(start: string, end: string) {
  if (start === end) return koreanDay(start);
  return `${koreanDay(start)} ~ ${koreanDay(end, start.slice(0, 4) !== end.slice(0, 4))}`;
}
