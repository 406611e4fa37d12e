import { describe, expect, it } from 'vitest';
import { whenText } from '../notification-text.js';

describe('a visit as the notifications write it', () => {
  it('writes the time with 오전/오후, as every screen of the app does', () => {
    const on = (time: string | null) => whenText({ date: '2026-12-24', endDate: '2026-12-24', time });
    expect(on('11:00')).toBe('12월 24일 (목) 오전 11:00');
    expect(on('14:30')).toBe('12월 24일 (목) 오후 2:30');
    expect(on('12:00')).toBe('12월 24일 (목) 오후 12:00');
    expect(on('00:30')).toBe('12월 24일 (목) 오전 12:30');
    expect(on(null)).toBe('12월 24일 (목)');
  });

  it('writes a stay as its check-in and check-out days', () => {
    expect(whenText({ date: '2026-12-24', endDate: '2026-12-26', time: '14:00' })).toBe(
      '12월 24일 (목) ~ 12월 26일 (토)',
    );
  });
});
