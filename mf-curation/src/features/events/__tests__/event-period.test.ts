// An event's period as every other screen writes a day (공지, 앨범, 쿠폰 유효기간): '2026년 12월 3일', not 2026.12.03.
import { periodText } from '../components/event-status';

describe('an event’s period', () => {
  it('names the year once when both days are in it', () => {
    expect(periodText('2026-12-03', '2026-12-28')).toBe('2026년 12월 3일 ~ 12월 28일');
  });

  it('names the second year too when the event runs into the next one', () => {
    expect(periodText('2026-12-20', '2027-01-05')).toBe('2026년 12월 20일 ~ 2027년 1월 5일');
  });

  it('a one-day event is one day', () => {
    expect(periodText('2026-11-15', '2026-11-15')).toBe('2026년 11월 15일');
  });
});
