/** Capacity arithmetic over a shop's hours and existing bookings. Pure: the repository loads the rows. */
import type { ShopHour } from '../../db/schema/index.js';
import { addDays, dayOfWeek, seoulDate, seoulInstant, toHhmm, toMinutes } from './rules.js';

export interface Booking {
  /** The reservation's seq: a change of it (예약 변경) leaves its own place out of the count. */
  seq?: number;
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
  /** Only when the caller's pets were given: there is room, but one of them is booked elsewhere then. */
  petBooked?: boolean;
}
/** An open booking of one of the caller's pets, as epoch milliseconds: a pet is in one place at a time. */
export interface PetBusy {
  start: number;
  end: number;
}

/** Whether one of the pets is already booked somewhere during [start, end) (epoch ms); adjacent is fine. */
export const petBusyDuring = (busy: PetBusy[], start: number, end: number) =>
  busy.some((b) => b.start < end && b.end > start);

/**
 * Availability with the pets' own bookings applied: `free` is what capacity, hours and time allow. Without
 * the pets (`busy` undefined) the answer is as before; with them, a clash makes it unavailable and says so.
 */
export const withPets = (free: boolean, busy: PetBusy[] | undefined, clash: () => boolean) => {
  if (!busy) return { available: free };
  const petBooked = free && clash();
  return { available: free && !petBooked, petBooked };
};

/**
 * When a hotel takes pets in when neither the product nor the shop says (no data has a check-in time): a shop open
 * around the clock (opening 00:00) or not open that day has no opening hour to go by, and 11:00 is what the
 * hotels' own product texts state ("체크인 11시").
 */
export const DEFAULT_CHECK_IN = '11:00';
/** When a stay ends on its check-out day: noon, as the hotels' texts state ("체크아웃 다음 날 12시"). */
export const CHECK_OUT = '12:00';

/** A stay's check-in time on `date`: the shop's opening time that day, else DEFAULT_CHECK_IN (see there). */
export function checkInTime(hours: ShopHour[], date: string) {
  const open = hoursOn(hours, date);
  return open && open.open > 0 ? toHhmm(open.open) : DEFAULT_CHECK_IN;
}

/**
 * The instants a hotel stay holds its pets: from the check-in time on `date` (`checkInTime`) until the check-out
 * time on `endDate`: noon, or the shop's opening that day when it opens later (a pet cannot leave a closed shop).
 * Not the shop's closing time: a pet fetched in the morning would stay booked all day, and a shop open around the
 * clock would hold it until midnight.
 */
export function staySpan(hours: ShopHour[], date: string, endDate: string) {
  const out = hoursOn(hours, endDate);
  const checkOut = Math.max(toMinutes(CHECK_OUT), out?.open ?? 0);
  return {
    start: seoulInstant(date, checkInTime(hours, date)).getTime(),
    end: seoulInstant(endDate, toHhmm(checkOut)).getTime(),
  };
}

/** The instants a day place (kindergarten, day care) holds its pets: from opening for the duration or to closing. */
export function dayPlaceSpan(hours: ShopHour[], date: string, durationMinutes: number | null) {
  const open = hoursOn(hours, date);
  if (!open) return null;
  const start = seoulInstant(date, toHhmm(open.open)).getTime();
  const end = durationMinutes
    ? start + durationMinutes * 60_000
    : seoulInstant(date, toHhmm(open.close)).getTime();
  return { start, end };
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
 * exceed the staff count, it starts after `now` and (given `petBusy`) none of the pets is booked elsewhere then. Instants are plain milliseconds here: the month view runs
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
  petBusy?: PetBusy[],
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
    const free = remaining >= petCount && start > nowMs;
    slots.push({
      time: toHhmm(m),
      remaining,
      ...withPets(free, petBusy, () => petBusyDuring(petBusy!, start, start + durationMs)),
    });
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

/**
 * Whether a visit starting at `start` (epoch ms: a stay's check-in, a day place's opening) can still be booked:
 * only while its start is ahead, as a grooming slot. Today stops being bookable at that moment, not at closing
 * time: a booking made after its start could never be cancelled, and its deposit would be due already.
 */
export const startsAhead = (start: number, now: Date) => start > now.getTime();

/** Today, once every start it offers has passed (`startsAhead` false): the calendar says why it is not bookable. */
export const startPassedOn = (date: string, now: Date, lastStart: number | null) =>
  date === seoulDate(now) && lastStart != null && !startsAhead(lastStart, now);
