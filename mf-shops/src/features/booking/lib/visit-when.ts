// One line that says when a reservation takes place, by category.
import { formatDay } from '@guardian/shared';
import type { Reservation } from '../api/types';

export function visitWhen(r: Pick<Reservation, 'category' | 'date' | 'endDate' | 'time' | 'nights'>): string {
  if (r.category === 'HOTELING') return `${formatDay(r.date)} ~ ${formatDay(r.endDate)} · ${r.nights ?? 1}박`;
  if (r.time) return `${formatDay(r.date)} ${r.time}`;
  return formatDay(r.date);
}
