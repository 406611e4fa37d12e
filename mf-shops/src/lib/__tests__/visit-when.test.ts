import { visitWhen } from '../visit-when';

/** The instants the app gets with every reservation; only a day place's line reads them. */
const at = { startAt: '2026-12-05T01:00:00.000Z', endAt: '2026-12-05T02:00:00.000Z' };

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
        ...at,
      }),
    ).toBe('12월 5일 (토) 오후 1:00');
    expect(
      visitWhen({
        category: 'BEAUTY',
        date: '2026-12-05',
        endDate: '2026-12-05',
        time: '10:30',
        nights: null,
        ...at,
      }),
    ).toBe('12월 5일 (토) 오전 10:30');
  });

  it('writes a day place by its day and its window (drop-off to pick-up), and a stay by its nights', () => {
    expect(
      visitWhen({
        category: 'KINDERGARTEN',
        date: '2026-12-08',
        endDate: '2026-12-08',
        time: null,
        nights: null,
        startAt: '2026-12-08T01:00:00.000Z',
        endAt: '2026-12-08T05:00:00.000Z',
      }),
    ).toBe('12월 8일 (화) 오전 10:00 ~ 오후 2:00');
    expect(
      visitWhen({
        category: 'DAY_CARE',
        date: '2026-12-08',
        endDate: '2026-12-08',
        time: null,
        nights: null,
        startAt: '2026-12-08T01:00:00.000Z',
        endAt: '2026-12-08T11:00:00.000Z',
      }),
    ).toBe('12월 8일 (화) 오전 10:00 ~ 오후 8:00');
    expect(
      visitWhen({
        category: 'HOTELING',
        date: '2026-12-12',
        endDate: '2026-12-14',
        time: null,
        nights: 2,
        ...at,
      }),
    ).toBe('12월 12일 (토) ~ 12월 14일 (월) · 2박');
  });

  it('writes the year of a day in another year than now’s: a stay into January, a visit next year', () => {
    expect(
      visitWhen({
        category: 'HOTELING',
        date: '2026-12-30',
        endDate: '2027-01-02',
        time: null,
        nights: 3,
        ...at,
      }),
    ).toBe('12월 30일 (수) ~ 2027년 1월 2일 (토) · 3박');
    expect(
      visitWhen({
        category: 'BEAUTY',
        date: '2027-01-05',
        endDate: '2027-01-05',
        time: '10:00',
        nights: null,
        ...at,
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
        ...at,
      }),
    ).toBe('2026년 12월 5일 (토) 오후 1:00');
  });
});
