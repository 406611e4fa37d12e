import { describe, expect, it } from 'vitest';
import { formatPeriod } from '../lib/format-period';

describe('an event card period', () => {
  const now = new Date('2026-11-29T03:00:00Z');

  it('is month.day only within this year', () => {
    expect(formatPeriod('2026-11-15', '2026-12-25', now)).toBe('11.15 ~ 12.25');
  });

  it('names the year once when both ends are in another year', () => {
    expect(formatPeriod('2025-11-15', '2025-12-25', now)).toBe('2025. 11.15 ~ 12.25');
  });

  it('names both years when it runs into the next year, so the end does not read as before the start', () => {
    expect(formatPeriod('2026-11-26', '2027-01-08', now)).toBe('2026. 11.26 ~ 2027. 1.8');
  });

  it('counts this year on the Seoul calendar', () => {
    // 2026-12-31 16:00 UTC is already 2027-01-01 in Seoul.
    expect(formatPeriod('2027-01-01', '2027-01-31', new Date('2026-12-31T16:00:00Z'))).toBe('1.1 ~ 1.31');
  });
});
