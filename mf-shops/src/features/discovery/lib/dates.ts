// Dates as Korean phones show them, in Asia/Seoul.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ko } from 'date-fns/locale';

export const SEOUL = 'Asia/Seoul';

/** 0 = Sunday, today in Seoul. */
export const seoulDayOfWeek = (now: Date = new Date()) => new TZDate(now, SEOUL).getDay();

/** '2026-12-03' + '10:30' → '12월 3일 (목) 오전 10:30'. */
export function reservationWhen(date: string, time: string | null): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = format(new Date(y, m - 1, d), 'M월 d일 (EEE)', { locale: ko });
  if (!time) return day;
  const [h, min] = time.split(':').map(Number);
  return `${day} ${h < 12 ? '오전' : '오후'} ${h % 12 === 0 ? 12 : h % 12}:${String(min).padStart(2, '0')}`;
}
