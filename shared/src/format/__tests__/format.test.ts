import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoriesText, categoryLabel } from '../labels';
import { formatCount, formatDistance, formatWon, formatWonRange } from '../numbers';
import {
  ageInYears,
  formatAge,
  formatDay,
  formatDayTime,
  formatInstant,
  formatSeoulDate,
  formatSeoulDayOfWeek,
  formatSeoulMonthDay,
  formatSeoulTime,
  formatWallTime,
  seoulDayOfWeek,
  seoulToday,
  wallTimeParts,
} from '../seoul-dates';

describe('labels', () => {
  it('names the shop categories in Korean and keeps an unknown one as it came', () => {
    expect(categoryLabel('BEAUTY')).toBe('미용');
    expect(categoryLabel('GROOMING_PLUS')).toBe('GROOMING_PLUS');
    expect(categoriesText(['HOTELING', 'DAY_CARE'])).toBe('호텔 · 데이케어');
  });
});

describe('numbers', () => {
  it('writes won amounts and counts with thousands separators', () => {
    expect(formatWon(12000)).toBe('12,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatWonRange([30000, 12000, 20000])).toBe('12,000원 ~ 30,000원');
    expect(formatWonRange([15000, 15000])).toBe('15,000원');
    expect(formatWonRange([])).toBe('');
  });

  it('groups like ko-KR: negatives, fractions to three places, big numbers', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-1234567)).toBe('-1,234,567');
    expect(formatCount(1234.5678)).toBe('1,234.568');
    expect(formatCount(0.1 + 0.2)).toBe('0.3');
    expect(formatCount(987654321012)).toBe('987,654,321,012');
    const koKR = new Intl.NumberFormat('ko-KR');
    for (let n = -20000; n <= 2_000_000; n += 997) expect(formatCount(n)).toBe(koKR.format(n));
  });

  it('writes distances in metres below a kilometre', () => {
    expect(formatDistance(850)).toBe('850m');
    expect(formatDistance(1000)).toBe('1.0km');
    expect(formatDistance(12345)).toBe('12.3km');
  });
});

describe('Seoul dates', () => {
  // 2026-11-22T15:30Z is Monday 00:30 on 23 November in Seoul, still Sunday in UTC.
  const lateSundayUtc = new Date('2026-11-22T15:30:00Z');
  afterEach(() => vi.useRealTimers());

  it('reads today and the weekday on the Seoul calendar, not the device one', () => {
    expect(seoulToday(lateSundayUtc)).toBe('2026-11-23');
    expect(seoulDayOfWeek(lateSundayUtc)).toBe(1);
  });

  it('counts a pet’s age in whole years on the Seoul calendar: the birthday itself is the new year', () => {
    expect(ageInYears('2021-11-23', lateSundayUtc)).toBe(5);
    expect(ageInYears('2021-11-24', lateSundayUtc)).toBe(4);
    expect(ageInYears('2021-12-01', lateSundayUtc)).toBe(4);
    expect(ageInYears('2026-03-01', lateSundayUtc)).toBe(0);
  });

  it("says a pet's age as 마이페이지 and AI 프로필 do: under one year is 1살 미만, never 0살", () => {
    expect(formatAge(0)).toBe('1살 미만');
    expect(formatAge(1)).toBe('1살');
    expect(formatAge(12)).toBe('12살');
  });

  it('writes wall-clock days and times the Korean way (moved from the shops tab)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T12:00:00+09:00'));
    expect(formatDayTime('2026-12-03', '10:30')).toBe('12월 3일 (목) 오전 10:30');
    expect(formatDayTime('2026-12-03', '12:05')).toBe('12월 3일 (목) 오후 12:05');
    expect(formatDayTime('2026-12-06', null)).toBe('12월 6일 (일)');
    expect(formatDayTime('2026-12-06', '00:10')).toBe('12월 6일 (일) 오전 12:10');
    expect(formatDay('2026-11-25')).toBe('11월 25일 (수)');
  });

  it("puts the year in front of a wall-clock day of another Seoul year than now's: a stay into January, last year's visits", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2026-12-31T15:30Z is already 1 January 2027 in Seoul.
    vi.setSystemTime(new Date('2026-12-31T14:30:00Z'));
    expect(`${formatDay('2026-12-30')} ~ ${formatDay('2027-01-02')}`).toBe(
      '12월 30일 (수) ~ 2027년 1월 2일 (토)',
    );
    expect(formatDayTime('2027-01-05', '10:00')).toBe('2027년 1월 5일 (화) 오전 10:00');
    expect(formatDayTime('2027-01-05', null)).toBe('2027년 1월 5일 (화)');
    expect(formatDayTime('2026-12-31', '23:00')).toBe('12월 31일 (목) 오후 11:00');
    vi.setSystemTime(new Date('2026-12-31T15:30:00Z'));
    expect(formatDay('2027-01-02')).toBe('1월 2일 (토)');
    expect(formatDayTime('2026-12-30', '18:00')).toBe('2026년 12월 30일 (수) 오후 6:00');
    expect(formatDay('2025-06-01')).toBe('2025년 6월 1일 (일)');
  });

  it('compares the year with a given instant instead of now, or never writes it (null)', () => {
    const seoulNewYearsDay = new Date('2026-12-31T15:30:00Z');
    expect(formatDay('2026-12-31', seoulNewYearsDay)).toBe('2026년 12월 31일 (목)');
    expect(formatDay('2027-01-01', seoulNewYearsDay)).toBe('1월 1일 (금)');
    expect(formatDayTime('2028-02-29', '09:05', seoulNewYearsDay)).toBe('2028년 2월 29일 (화) 오전 9:05');
    expect(formatDay('2025-06-01', null)).toBe('6월 1일 (일)');
    expect(formatDayTime('2025-06-01', '13:00', null)).toBe('6월 1일 (일) 오후 1:00');
  });

  it('splits a wall-clock time into its half of the day and 12-hour clock, for times listed under 오전 and 오후', () => {
    expect(wallTimeParts('09:30')).toEqual({ half: '오전', clock: '9:30' });
    expect(wallTimeParts('00:10')).toEqual({ half: '오전', clock: '12:10' });
    expect(wallTimeParts('12:00')).toEqual({ half: '오후', clock: '12:00' });
    expect(wallTimeParts('13:05')).toEqual({ half: '오후', clock: '1:05' });
    expect(formatWallTime('13:05')).toBe('오후 1:05');
  });

  it('shows instants in Seoul time', () => {
    expect(formatInstant('2026-11-19T03:00:00Z')).toBe('11월 19일 (목) 오후 12:00');
    expect(formatInstant('2026-11-22T15:05:00Z')).toBe('11월 23일 (월) 오전 12:05');
    expect(formatSeoulDate('2026-11-22T15:30:00Z')).toBe('2026년 11월 23일');
  });
});

describe('Seoul dates without Intl', () => {
  it('writes times of day the Korean way, whatever the device’s ICU says (오전/오후, 12 for noon and midnight)', () => {
    expect(formatSeoulTime('2026-11-20T05:05:00Z')).toBe('오후 2:05');
    expect(formatSeoulTime('2026-11-19T15:00:00Z')).toBe('오전 12:00');
    expect(formatSeoulTime('2026-11-20T03:00:00Z')).toBe('오후 12:00');
    expect(formatSeoulTime('2026-11-20T02:59:00Z')).toBe('오전 11:59');
  });

  it('writes Seoul days with the weekday, and the year only when it is not the given one', () => {
    expect(formatSeoulDayOfWeek('2026-11-20T05:05:00Z')).toBe('11월 20일 (금)');
    expect(formatSeoulDayOfWeek('2026-11-22T15:30:00Z')).toBe('11월 23일 (월)');
    const now = new Date('2026-11-26T00:00:00Z');
    expect(formatSeoulMonthDay('2026-03-01T00:00:00Z', now)).toBe('3월 1일');
    expect(formatSeoulMonthDay('2025-12-31T15:30:00Z', now)).toBe('1월 1일');
    expect(formatSeoulMonthDay('2025-12-31T14:30:00Z', now)).toBe('2025년 12월 31일');
    expect(formatSeoulMonthDay('2025-12-31T14:30:00Z')).toBe('12월 31일');
  });

  it('agrees with Intl’s Asia/Seoul calendar and clock, instant by instant, across years, months and midnights', () => {
    // Intl (Node's ICU) is the oracle for the wall clock: numbers only, which every ICU writes the same.
    const clock = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const start = Date.UTC(2019, 11, 31, 0, 7);
    for (let t = start; t < Date.UTC(2031, 0, 2); t += 7 * 3_600_000 + 13 * 60_000) {
      const at = new Date(t);
      const p = Object.fromEntries(clock.formatToParts(at).map((x) => [x.type, x.value]));
      const [y, m, d, h, min] = [p.year, p.month, p.day, p.hour, p.minute].map(Number);
      const iso = at.toISOString();
      expect(seoulToday(at)).toBe(`${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
      expect(seoulDayOfWeek(at)).toBe(weekdays.indexOf(p.weekday));
      expect(formatSeoulDate(iso)).toBe(`${y}년 ${m}월 ${d}일`);
      expect(formatInstant(iso)).toBe(
        `${m}월 ${d}일 (${'일월화수목금토'[weekdays.indexOf(p.weekday)]}) ${formatSeoulTime(iso)}`,
      );
      expect(formatSeoulTime(iso)).toBe(
        `${h < 12 ? '오전' : '오후'} ${h % 12 || 12}:${String(min).padStart(2, '0')}`,
      );
    }
  });
});
