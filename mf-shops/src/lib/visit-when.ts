// One line that says when a reservation takes place, by category; a time as the rest of the app writes it
// ('오후 1:00', as on 홈's next visit and the 예약금 page), not '13:00'.
import { formatDay, formatDayTime, formatSeoulTime } from '@guardian/shared';
import { formatStayEnd } from './stay-end';
import type { ShopCategory } from '@guardian/shared';

/** What of a reservation says when it is (the contract's Reservation has them all). */
export interface When {
  category: ShopCategory;
  date: string;
  endDate: string;
  time: string | null;
  nights: number | null;
  startAt: string;
  endAt: string;
}

/**
 * A stay by its nights, grooming by its time, and a kindergarten or day care day by its window (drop-off to
 * pick-up, from the shop's opening): '12월 8일 (화) 오전 10:00 ~ 오후 2:00', not the date alone.
 */
export function visitWhen(r: When): string {
  if (r.category === 'HOTELING')
    return `${formatDay(r.date)} ~ ${formatStayEnd(r.date, r.endDate)} · ${r.nights ?? 1}박`;
  if (r.time) return formatDayTime(r.date, r.time);
  return `${formatDay(r.date)} ${dayWindow(r.startAt, r.endAt)}`;
}

/** A day place's window, '오전 10:00 ~ 오후 2:00', from its instants (Seoul time whatever the phone's zone). */
export const dayWindow = (startAt: string | Date, endAt: string | Date) =>
  `${formatSeoulTime(startAt)} ~ ${formatSeoulTime(endAt)}`;
