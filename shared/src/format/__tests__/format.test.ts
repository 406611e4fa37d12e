import { describe, expect, it } from 'vitest';
import { categoriesText, categoryLabel } from '../labels';
import { formatCount, formatDistance, formatWon, formatWonRange } from '../numbers';
import {
  formatDay,
  formatDayTime,
  formatInstant,
  formatSeoulDate,
  seoulDayOfWeek,
  seoulToday,
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

  it('writes distances in metres below a kilometre', () => {
    expect(formatDistance(850)).toBe('850m');
    expect(formatDistance(1000)).toBe('1.0km');
    expect(formatDistance(12345)).toBe('12.3km');
  });
});

describe('Seoul dates', () => {
  // 2026-11-22T15:30Z is Monday 00:30 on 23 November in Seoul, still Sunday in UTC.
  const lateSundayUtc = new Date('2026-11-22T15:30:00Z');

  it('reads today and the weekday on the Seoul calendar, not the device one', () => {
    expect(seoulToday(lateSundayUtc)).toBe('2026-11-23');
    expect(seoulDayOfWeek(lateSundayUtc)).toBe(1);
  });

  it('writes wall-clock days and times the Korean way (moved from the shops tab)', () => {
    expect(formatDayTime('2026-12-03', '10:30')).toBe('12월 3일 (목) 오전 10:30');
    expect(formatDayTime('2026-12-03', '12:05')).toBe('12월 3일 (목) 오후 12:05');
    expect(formatDayTime('2026-12-06', null)).toBe('12월 6일 (일)');
    expect(formatDayTime('2026-12-06', '00:10')).toBe('12월 6일 (일) 오전 12:10');
    expect(formatDay('2026-11-25')).toBe('11월 25일 (수)');
  });

  it('shows instants in Seoul time', () => {
    expect(formatInstant('2026-11-19T03:00:00Z')).toBe('11월 19일 12:00');
    expect(formatInstant('2026-11-22T15:05:00Z')).toBe('11월 23일 00:05');
    expect(formatSeoulDate('2026-11-22T15:30:00Z')).toBe('2026년 11월 23일');
  });
});
