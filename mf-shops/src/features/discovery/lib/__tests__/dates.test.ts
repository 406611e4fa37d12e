import { reservationWhen, seoulDayOfWeek } from '../dates';

describe('dates in Asia/Seoul', () => {
  it('writes a reservation time the Korean way', () => {
    expect(reservationWhen('2026-12-03', '10:30')).toBe('12월 3일 (목) 오전 10:30');
    expect(reservationWhen('2026-12-03', '12:05')).toBe('12월 3일 (목) 오후 12:05');
    expect(reservationWhen('2026-12-06', null)).toBe('12월 6일 (일)');
  });

  it('takes the weekday in Seoul, not in the device zone', () => {
    // 2026-11-22 16:00 UTC is Monday 01:00 in Seoul.
    expect(seoulDayOfWeek(new Date('2026-11-22T16:00:00Z'))).toBe(1);
  });
});
