import { visitWhen } from '../visit-when';

describe('visitWhen', () => {
  // The dates are read from a day in December 2026 in Seoul: a day of another year carries its year.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T10:00:00+09:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('writes a visit’s time as 홈 and 예약금 do (오후 1:00), so one reservation reads the same everywhere', () => {
    expect(
      visitWhen({
        category: 'BEAUTY',
        date: '2026-12-05',
        endDate: '2026-12-05',
        time: '13:00',
        nights: null,
      }),
    ).toBe('12월 5일 (토) 오후 1:00');
    expect(
      visitWhen({
        category: 'BEAUTY',
        date: '2026-12-05',
        endDate: '2026-12-05',
        time: '10:30',
        nights: null,
      }),
    ).toBe('12월 5일 (토) 오전 10:30');
  });

  it('writes a day place by its day and a stay by its nights', () => {
    expect(
      visitWhen({
        category: 'KINDERGARTEN',
        date: '2026-12-07',
        endDate: '2026-12-07',
        time: null,
        nights: null,
      }),
    ).toBe('12월 7일 (월)');
    expect(
      visitWhen({ category: 'HOTELING', date: '2026-12-12', endDate: '2026-12-14', time: null, nights: 2 }),
    ).toBe('12월 12일 (토) ~ 12월 14일 (월) · 2박');
  });

  it('writes the year of a day in another year than now’s: a stay into January, a visit next year', () => {
    expect(
      visitWhen({ category: 'HOTELING', date: '2026-12-30', endDate: '2027-01-02', time: null, nights: 3 }),
    ).toBe('12월 30일 (수) ~ 2027년 1월 2일 (토) · 3박');
    expect(
      visitWhen({
        category: 'BEAUTY',
        date: '2027-01-05',
        endDate: '2027-01-05',
        time: '10:00',
        nights: null,
      }),
    ).toBe('2027년 1월 5일 (화) 오전 10:00');
    vi.setSystemTime(new Date('2027-01-04T10:00:00+09:00'));
    expect(
      visitWhen({
        category: 'BEAUTY',
        date: '2026-12-05',
        endDate: '2026-12-05',
        time: '13:00',
        nights: null,
      }),
    ).toBe('2026년 12월 5일 (토) 오후 1:00');
  });
});
