import { consultSchedule, hoursSummary, nextOpenText, type ShopHour } from '../consult-schedule';

const week = (hours: (day: number) => Partial<ShopHour>): ShopHour[] =>
  Array.from({ length: 7 }, (_, dayOfWeek) => ({
    dayOfWeek,
    open: '10:00',
    close: '20:00',
    closed: false,
    ...hours(dayOfWeek),
  }));
const weekend = (d: number) => d === 0 || d === 6;

describe('hoursSummary', () => {
  it('says 평일, 주말 and 매일 for the usual weeks', () => {
    expect(hoursSummary(week((d) => ({ closed: weekend(d) })))).toBe('평일 10:00~20:00');
    expect(hoursSummary(week((d) => (weekend(d) ? { open: '11:00', close: '18:00' } : {})))).toBe(
      '평일 10:00~20:00, 주말 11:00~18:00',
    );
    expect(hoursSummary(week(() => ({})))).toBe('매일 10:00~20:00');
  });

  it('names a run of days from its first to its last, and days apart one by one, Monday first', () => {
    expect(hoursSummary(week((d) => ({ closed: d === 0 || d === 5 || d === 6 })))).toBe('월~목 10:00~20:00');
    expect(hoursSummary(week((d) => ({ closed: ![1, 3, 0].includes(d) })))).toBe('월·수·일 10:00~20:00');
  });

  it('has nothing to say when no day is open or no hours were given', () => {
    expect(hoursSummary(week(() => ({ closed: true })))).toBeNull();
    expect(hoursSummary([])).toBeNull();
  });
});

describe('nextOpenText', () => {
  // Monday 2026-11-23 21:20 in Seoul (12:20 UTC).
  const mondayNight = new Date('2026-11-23T12:20:00Z');

  it('says 오늘, 내일 and 모레 with the weekday, and the date further ahead, on the Seoul calendar', () => {
    expect(nextOpenText('2026-11-24T01:00:00.000Z', mondayNight)).toBe('내일(화) 오전 10:00부터 답변드려요');
    expect(nextOpenText('2026-11-23T13:00:00.000Z', mondayNight)).toBe('오늘 오후 10:00부터 답변드려요');
    expect(nextOpenText('2026-11-25T01:00:00.000Z', mondayNight)).toBe('모레(수) 오전 10:00부터 답변드려요');
    expect(nextOpenText('2026-11-30T01:30:00.000Z', mondayNight)).toBe(
      '11월 30일(월) 오전 10:30부터 답변드려요',
    );
  });

  it('counts days in Seoul: 00:30 Tuesday in Seoul is still Monday in UTC', () => {
    expect(nextOpenText('2026-11-24T01:00:00.000Z', new Date('2026-11-23T15:30:00Z'))).toBe(
      '오늘 오전 10:00부터 답변드려요',
    );
  });
});

describe('consultSchedule', () => {
  it('gives the hours line and the next opening of a closed shop, and only the hours while it is open', () => {
    const hours = week((d) => ({ closed: weekend(d) }));
    expect(
      consultSchedule({ hours, nextOpenAt: '2026-11-24T01:00:00.000Z' }, new Date('2026-11-23T12:20:00Z')),
    ).toEqual({ hours: '상담 시간: 평일 10:00~20:00', next: '내일(화) 오전 10:00부터 답변드려요' });
    expect(consultSchedule({ hours, nextOpenAt: null })).toEqual({
      hours: '상담 시간: 평일 10:00~20:00',
      next: null,
    });
    expect(consultSchedule({})).toEqual({ hours: null, next: null });
  });
});
