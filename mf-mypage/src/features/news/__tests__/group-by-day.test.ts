import { dayHeading } from '../lib/group-by-day';

describe('the day headings of 알림', () => {
  const now = new Date('2026-12-03T03:00:00.000Z'); // 2026-12-03 12:00 in Seoul

  it('says 오늘 and 어제, and the date without a year for a day of this year', () => {
    expect(dayHeading('2026-12-03', now)).toBe('오늘');
    expect(dayHeading('2026-12-02', now)).toBe('어제');
    expect(dayHeading('2026-11-20', now)).toBe('11월 20일 (금)');
  });

  it('says the year of a day in an earlier year, so last November is not taken for this one', () => {
    expect(dayHeading('2025-11-20', now)).toBe('2025년 11월 20일 (목)');
    expect(dayHeading('2025-12-31', new Date('2026-01-01T03:00:00.000Z'))).toBe('어제');
  });
});
