import { relativeTime } from '../relative-time';

const now = new Date('2026-11-25T09:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it('speaks Korean relative time, then the Seoul date', () => {
    expect(relativeTime(ago(20_000), now)).toBe('방금 전');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5분 전');
    expect(relativeTime(ago(3 * 3600_000), now)).toBe('3시간 전');
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe('2일 전');
    expect(relativeTime('2026-11-03T16:00:00Z', now)).toBe('11월 4일');
    expect(relativeTime('2025-11-03T01:00:00Z', now)).toBe('2025년 11월 3일');
  });
});
