// When a closed shop next answers (nextOpening, Asia/Seoul): what the out-of-hours notice says to wait for.
import { describe, expect, it } from 'vitest';
import type { ShopHour } from '../../../db/schema/index.js';
import { nextOpening } from '../rules.js';

/** Weekdays 10:00-20:00, weekends closed. */
const weekdays: ShopHour[] = Array.from({ length: 7 }, (_, dayOfWeek) => ({
  dayOfWeek,
  open: '10:00',
  close: '20:00',
  closed: dayOfWeek === 0 || dayOfWeek === 6,
}));
const at = (seoul: string) => new Date(`${seoul}+09:00`);
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('nextOpening', () => {
  it('is the next morning after closing on a weekday, and this morning before opening', () => {
    // Monday 2026-11-23 21:20 → Tuesday 10:00.
    expect(iso(nextOpening(weekdays, at('2026-11-23T21:20:00')))).toBe(iso(at('2026-11-24T10:00:00')));
    expect(iso(nextOpening(weekdays, at('2026-11-23T09:30:00')))).toBe(iso(at('2026-11-23T10:00:00')));
  });

  it('skips the days the shop is closed: Friday evening → Monday', () => {
    expect(iso(nextOpening(weekdays, at('2026-11-27T20:00:00')))).toBe(iso(at('2026-11-30T10:00:00')));
    expect(iso(nextOpening(weekdays, at('2026-11-28T12:00:00')))).toBe(iso(at('2026-11-30T10:00:00')));
  });

  it('is null while open, with no hours at all (always open), or with every day closed', () => {
    expect(nextOpening(weekdays, at('2026-11-23T12:00:00'))).toBeNull();
    expect(nextOpening([], at('2026-11-23T23:00:00'))).toBeNull();
    expect(
      nextOpening(
        weekdays.map((h) => ({ ...h, closed: true })),
        at('2026-11-23T12:00:00'),
      ),
    ).toBeNull();
  });

  it('counts the hours past midnight of a late shop as open, and its evening as the next opening', () => {
    const late = weekdays.map((h) => ({ ...h, open: '22:00', close: '02:00', closed: false }));
    expect(nextOpening(late, at('2026-11-24T01:00:00'))).toBeNull();
    expect(iso(nextOpening(late, at('2026-11-24T03:00:00')))).toBe(iso(at('2026-11-24T22:00:00')));
  });
});
