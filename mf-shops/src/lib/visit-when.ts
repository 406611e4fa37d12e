// One line that says when a reservation takes place, by category; a time as the rest of the app writes it
// ('오후 1:00', as on 홈's next visit and the 예약금 page), not '13:00'.
import { formatDay, formatDayTime } from '@guardian/shared';
import { formatStayEnd } from '../../../lib/stay-end';
import type { Reservation } from '../api/types';

export function visitWhen(r: Pick<Reservation, 'category' | 'date' | 'endDate' | 'time' | 'nights'>): string {
  if (r.category === 'HOTELING')
    return `${formatDay(r.date)} ~ ${formatStayEnd(r.date, r.endDate)} · ${r.nights ?? 1}박`;
  return formatDayTime(r.date, r.time);
}
