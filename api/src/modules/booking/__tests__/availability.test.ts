import { describe, expect, it } from 'vitest';
import { type Booking, groomingSlots } from '../availability.js';
import { seoulInstant } from '../rules.js';

const monday = '2026-11-30';
const hours = [{ dayOfWeek: 1, open: '10:00', close: '12:00', closed: false }];
const cap = { staffCount: 2, slotMinutes: 30, nightlyCapacity: 6, dailyCapacity: 10 };
const booking = (date: string, from: string, to: string, petCount = 1): Booking => ({
  date,
  endDate: date,
  startAt: seoulInstant(date, from),
  endAt: seoulInstant(date, to),
  petCount,
});

describe('groomingSlots', () => {
  // Two groomers. 10:00-11:00 and 10:45-11:45 overlap from 10:45; 11:45-12:15 starts as the second ends.
  const booked = [
    booking(monday, '10:00', '11:00'),
    booking(monday, '10:45', '11:45'),
    booking(monday, '11:45', '12:15'),
    // Another day's booking at the same hours takes nobody's place today.
    booking('2026-12-01', '11:00', '12:00', 2),
  ];
  const before = seoulInstant(monday, '09:00');

  it('counts the peak of pets being groomed over the whole service, not only at its start', () => {
    expect(groomingSlots(hours, cap, 60, monday, booked, 1, before)).toEqual([
      { time: '10:00', remaining: 0, available: false },
      { time: '10:30', remaining: 0, available: false },
      // 11:00: the first booking has just ended; the peak is one pet (10:45 until 11:45, then 11:45 onwards).
      { time: '11:00', remaining: 1, available: true },
    ]);
  });

  it('asks for room for every pet of the booking and never offers a start that has passed', () => {
    expect(groomingSlots(hours, cap, 60, monday, booked, 2, before).map((s) => s.available)).toEqual([
      false,
      false,
      false,
    ]);
    expect(groomingSlots(hours, cap, 30, monday, [], 1, seoulInstant(monday, '11:00'))).toEqual([
      { time: '10:00', remaining: 2, available: false },
      { time: '10:30', remaining: 2, available: false },
      { time: '11:00', remaining: 2, available: false },
      { time: '11:30', remaining: 2, available: true },
    ]);
  });

  it("given the pets' own bookings, a slot overlapping one is unavailable and says petBooked; adjacent is fine", () => {
    // One of the pets is elsewhere 10:30-11:00: the 60-minute services starting 10:00 and 10:30 would overlap it.
    const busy = [
      { start: seoulInstant(monday, '10:30').getTime(), end: seoulInstant(monday, '11:00').getTime() },
    ];
    expect(groomingSlots(hours, cap, 60, monday, [], 1, before, busy)).toEqual([
      { time: '10:00', remaining: 2, available: false, petBooked: true },
      { time: '10:30', remaining: 2, available: false, petBooked: true },
      { time: '11:00', remaining: 2, available: true, petBooked: false },
    ]);
    // petBooked only explains a slot that would otherwise be open: a full slot stays just full.
    expect(groomingSlots(hours, cap, 60, monday, booked, 1, before, busy)[0]).toEqual({
      time: '10:00',
      remaining: 0,
      available: false,
      petBooked: false,
    });
  });

  it('offers nothing on a closed day', () => {
    expect(groomingSlots(hours, cap, 60, '2026-12-01', [], 1, before)).toEqual([]);
  });
});
