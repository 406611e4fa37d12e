import { describe, expect, it } from 'vitest';
import { depositPaidNotification, notificationFor, whenText } from '../notification-text.js';

// When the notifications below are written: December 2026 in Seoul.
const december = new Date('2026-12-07T12:00:00+09:00');

describe('a visit as the notifications write it', () => {
  it('writes the time with 오전/오후, as every screen of the app does', () => {
    const on = (time: string | null) =>
      whenText({ date: '2026-12-24', endDate: '2026-12-24', time }, december);
    expect(on('11:00')).toBe('12월 24일 (목) 오전 11:00');
    expect(on('14:30')).toBe('12월 24일 (목) 오후 2:30');
    expect(on('12:00')).toBe('12월 24일 (목) 오후 12:00');
    expect(on('00:30')).toBe('12월 24일 (목) 오전 12:30');
    expect(on(null)).toBe('12월 24일 (목)');
  });

  it('writes a kindergarten or day care day with its window, not the date alone', () => {
    const day = {
      date: '2026-12-08',
      endDate: '2026-12-08',
      time: null,
      startAt: new Date('2026-12-08T10:00:00+09:00'),
      endAt: new Date('2026-12-08T14:00:00+09:00'),
    };
    expect(whenText(day, december)).toBe('12월 8일 (화) 오전 10:00 ~ 오후 2:00');
  });

  it('says an unpaid deposit’s expiry is an automatic cancellation, not the shop’s refusal', () => {
    const visit = {
      date: '2026-12-24',
      endDate: '2026-12-24',
      time: '11:00',
      shopName: '해피',
      productName: '목욕',
    };
    const text = notificationFor(
      'expire',
      visit,
      { fee: null, reason: '예약금 입금 기한이 지났어요.' },
      december,
    );
    expect(text).toEqual({
      title: '예약이 자동으로 취소되었어요',
      body: '해피 · 목욕 · 12월 24일 (목) 오전 11:00\n예약금 입금 기한이 지났어요.',
    });
  });

  it('writes a stay as its check-in and check-out days', () => {
    expect(whenText({ date: '2026-12-24', endDate: '2026-12-26', time: '14:00' }, december)).toBe(
      '12월 24일 (목) ~ 12월 26일 (토)',
    );
  });

  it('writes the year of a day in another Seoul year than when it is written, only on that day', () => {
    expect(whenText({ date: '2026-12-30', endDate: '2027-01-02', time: null }, december)).toBe(
      '12월 30일 (수) ~ 2027년 1월 2일 (토)',
    );
    const visit = { date: '2027-01-05', endDate: '2027-01-05', time: '10:00' };
    const names = { shopName: '바둑펫뷰티 종로점', productName: '목욕' };
    expect(notificationFor('confirm', { ...visit, ...names }, { fee: null }, december).body).toBe(
      '바둑펫뷰티 종로점 · 목욕 · 2027년 1월 5일 (화) 오전 10:00\n일정에서 방문 정보를 확인하세요.',
    );
    expect(depositPaidNotification({ ...visit, ...names, depositAmount: 5000 }, december).body).toBe(
      '바둑펫뷰티 종로점 · 목욕 · 2027년 1월 5일 (화) 오전 10:00\n예약금 5,000원 입금 확인',
    );
    // 15:30Z on 31 December is already New Year's Day in Seoul: last year's day now says its year.
    const seoulNewYear = new Date('2026-12-31T15:30:00Z');
    expect(whenText({ date: '2026-12-30', endDate: '2027-01-02', time: null }, seoulNewYear)).toBe(
      '2026년 12월 30일 (수) ~ 1월 2일 (토)',
    );
  });

  it('says a paid deposit coming back, on a rejection and on a cancel', () => {
    const visit = {
      date: '2026-12-24',
      endDate: '2026-12-24',
      time: '11:00',
      shopName: '해피',
      productName: '목욕',
    };
    expect(
      notificationFor('reject', visit, { fee: null, reason: '만실이에요', refund: 7000 }, december).body,
    ).toBe('해피 · 목욕 · 12월 24일 (목) 오전 11:00\n사유: 만실이에요\n예약금 7,000원 환불');
    expect(notificationFor('cancel', visit, { fee: 3000, refund: 4000 }, december).body).toBe(
      '해피 · 목욕 · 12월 24일 (목) 오전 11:00\n취소 수수료 3,000원\n예약금 4,000원 환불',
    );
    expect(
      notificationFor('reject', visit, { fee: null, reason: '만실이에요', refund: 0 }, december).body,
    ).not.toContain('환불');
  });

  it('says what a pass booking’s cancellation or refusal did to its uses, never a won fee', () => {
    const visit = {
      date: '2026-12-24',
      endDate: '2026-12-24',
      time: '11:00',
      shopName: '해피',
      productName: '목욕',
    };
    const line = '해피 · 목욕 · 12월 24일 (목) 오전 11:00';
    expect(notificationFor('cancel', visit, { fee: 0, pass: { uses: 1, spent: true } }, december).body).toBe(
      `${line}\n무료 취소 기간이 지나 이용권 1회 차감`,
    );
    expect(notificationFor('cancel', visit, { fee: 0, pass: { uses: 2, spent: false } }, december).body).toBe(
      `${line}\n이용권 2회 복구`,
    );
    expect(
      notificationFor(
        'reject',
        visit,
        { fee: null, reason: '만실이에요', pass: { uses: 1, spent: false } },
        december,
      ).body,
    ).toBe(`${line}\n사유: 만실이에요\n이용권 1회 복구`);
  });

  it('names a paid deposit as the screens do: a card payment 결제 완료, a transfer 입금 확인', () => {
    const visit = {
      date: '2026-12-24',
      endDate: '2026-12-24',
      time: '11:00',
      shopName: '해피',
      productName: '목욕',
      depositAmount: 8000,
    };
    expect(depositPaidNotification(visit, december, true)).toEqual({
      title: '예약금 결제가 완료되었어요',
      body: '해피 · 목욕 · 12월 24일 (목) 오전 11:00\n예약금 8,000원 결제 완료',
    });
    expect(depositPaidNotification(visit, december, false)).toEqual({
      title: '예약금 입금이 확인되었어요',
      body: '해피 · 목욕 · 12월 24일 (목) 오전 11:00\n예약금 8,000원 입금 확인',
    });
  });
});
