import { describe, expect, it } from 'vitest';
import { endOfSeoulDay } from '../seoul-day.js';

describe('endOfSeoulDay', () => {
  it('is the last millisecond of the Seoul day N days after the Seoul day of the instant', () => {
    // 2026-12-07 13:53 KST.
    const issued = new Date('2026-12-07T04:53:00Z');
    expect(endOfSeoulDay(issued).toISOString()).toBe('2026-12-07T14:59:59.999Z');
    expect(endOfSeoulDay(issued, 1).toISOString()).toBe('2026-12-08T14:59:59.999Z');
    expect(endOfSeoulDay(issued, 120).toISOString()).toBe('2027-04-06T14:59:59.999Z');
    expect(endOfSeoulDay(issued, -10).toISOString()).toBe('2026-11-27T14:59:59.999Z');
  });

  it('counts from the Seoul day, not the UTC one, at both ends of it', () => {
    // 00:10 KST on Dec 8 is still Dec 7 in UTC; 23:50 KST on Dec 7 is Dec 7 in both.
    expect(endOfSeoulDay(new Date('2026-12-07T15:10:00Z'), 1).toISOString()).toBe('2026-12-09T14:59:59.999Z');
    expect(endOfSeoulDay(new Date('2026-12-07T14:50:00Z'), 1).toISOString()).toBe('2026-12-08T14:59:59.999Z');
    // Month and year ends.
    expect(endOfSeoulDay(new Date('2026-12-31T05:00:00Z'), 1).toISOString()).toBe('2027-01-01T14:59:59.999Z');
    expect(endOfSeoulDay(new Date('2028-02-28T05:00:00Z'), 1).toISOString()).toBe('2028-02-29T14:59:59.999Z');
  });
});
