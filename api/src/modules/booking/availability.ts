/** Capacity arithmetic over a shop's hours and existing bookings. Pure: the repository loads the rows. */
import type { ShopHour } from '../../db/schema/index.js';
import { addDays, dayOfWeek, seoulDate, seoulInstant, seoulMinutes, toHhmm, toMinutes } from './rules.js';

export interface Booking {
  date: string;
  endDate: string;
  startAt: Date;
  endAt: Date;
  petCount: number;
}
export interface Capacity {
  staffCount: number;
  slotMinutes: number;
  nightlyCapacity: number;
  dailyCapacity: number;
}
export interface Slot {
  time: string;
  remaining: number;
  available: boolean;
}

export const hoursOn = (hours: ShopHour[], date: string) => {
  const h = hours.find((x) => x.dayOfWeek === dayOfWeek(date));
  return !h || h.closed ? null : { open: toMinutes(h.open), close: toMinutes(h.close) };
};

/** A booking as the slot arithmetic uses it: instants as epoch milliseconds. */
interface Span {
  start: number;
  end: number;
  pets: number;
}

/** Peak number of pets being groomed during [start, end) (epoch ms). */
const groomingUse = (bookings: Span[], start: number, end: number) => {
  // The peak over [start, end) is reached at `start` or at some booking's start inside the interval.
  let peak = 0;
  for (const point of bookings) {
    const p = point.start;
    if (p !== start && (p <= start || p >= end)) continue;
    peak = Math.max(peak, petsAt(bookings, p));
  }
  return Math.max(peak, petsAt(bookings, start));
};

const petsAt = (bookings: Span[], p: number) => {
  let use = 0;
  for (const b of bookings) if (b.start <= p && b.end > p) use += b.pets;
  return use;
};

/**
 * Grooming slots of a day: every `slotMinutes` from opening while the service still ends by closing time.
 * A slot is available when, during the whole service, the pets already booked plus the requested ones do not
 * exceed the staff count, and it starts after `now`. Instants are plain milliseconds here: the month view runs
 * this for every day, and building a Date from text per slot was most of that route's time.
 */
export function groomingSlots(
  hours: ShopHour[],
  cap: Capacity,
  durationMinutes: number,
  date: string,
  bookings: Booking[],
  petCount: number,
  now: Date,
): Slot[] {
  const open = hoursOn(hours, date);
  if (!open) return [];
  const midnight = seoulInstant(date).getTime();
  const nowMs = now.getTime();
  const durationMs = durationMinutes * 60_000;
  const sameDay: Span[] = [];
  for (const b of bookings)
    if (b.date === date)
      sameDay.push({ start: b.startAt.getTime(), end: b.endAt.getTime(), pets: b.petCount });
  const slots: Slot[] = [];
  for (let m = open.open; m + durationMinutes <= open.close; m += cap.slotMinutes) {
    const start = midnight + m * 60_000;
    const remaining = Math.max(0, cap.staffCount - groomingUse(sameDay, start, start + durationMs));
    slots.push({ time: toHhmm(m), remaining, available: remaining >= petCount && start > nowMs });
  }
  return slots;
}

/** Places left each night from `date` to the night before `endDate` (hotel). */
export function nights(cap: Capacity, date: string, endDate: string, bookings: Booking[]) {
  const out: { date: string; remaining: number }[] = [];
  for (let d = date; d < endDate; d = addDays(d, 1)) {
    const used = bookings.filter((b) => b.date <= d && b.endDate > d).reduce((n, b) => n + b.petCount, 0);
    out.push({ date: d, remaining: Math.max(0, cap.nightlyCapacity - used) });
  }
  return out;
}

/** Places left on a day (kindergarten, day care). */
export const dayRemaining = (cap: Capacity, date: string, bookings: Booking[]) =>
  Math.max(
    0,
    cap.dailyCapacity - bookings.filter((b) => b.date === date).reduce((n, b) => n + b.petCount, 0),
  );

/** A whole-day booking can start on `date` when the day is not past and (today) the shop has not closed yet. */
export function dayOpenFor(hours: ShopHour[], date: string, now: Date, ignoreHours = false) {
  const today = seoulDate(now);
  if (date < today) return false;
  if (ignoreHours) return true;
  const open = hoursOn(hours, date);
  if (!open) return false;
  return date > today || seoulMinutes(now) < open.close;
}
