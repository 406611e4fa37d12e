import { describe, expect, it } from 'vitest';
import {
  cancellationQuote,
  DEFAULT_REFUND_POLICY,
  describePolicy,
  isRealDate,
  rejectionRefund,
  spentUses,
} from '../rules.js';

// Monday 2026-11-23 09:00 Seoul; the visit on Wednesday 11-25 is 2 days ahead: 50 % under the default policy.
const NOW = new Date('2026-11-23T00:00:00Z');
const visit = {
  status: 'CONFIRMED',
  date: '2026-11-25',
  totalPrice: 30000,
  refundPolicy: DEFAULT_REFUND_POLICY,
};

describe('cancellationQuote', () => {
  it('without a deposit the base is the price: the fee is what the shop may charge, nothing is refunded', () => {
    expect(cancellationQuote({ ...visit, depositAmount: 0, depositPaid: false }, NOW)).toEqual({
      daysBefore: 2,
      refundRate: 50,
      unconfirmed: false,
      base: 'PRICE',
      baseAmount: 30000,
      depositPaid: false,
      fee: 15000,
      refundAmount: 0,
      voucher: null,
    });
  });

  it('a paid deposit: refund = deposit × rate, the shop keeps the rest as the fee', () => {
    expect(cancellationQuote({ ...visit, depositAmount: 6000, depositPaid: true }, NOW)).toEqual({
      daysBefore: 2,
      refundRate: 50,
      unconfirmed: false,
      base: 'DEPOSIT',
      baseAmount: 6000,
      depositPaid: true,
      fee: 3000,
      refundAmount: 3000,
      voucher: null,
    });
    const early = cancellationQuote(
      { ...visit, depositAmount: 6000, depositPaid: true },
      new Date('2026-11-20T00:00:00Z'),
    );
    expect(early).toMatchObject({ daysBefore: 5, refundRate: 100, fee: 0, refundAmount: 6000 });
    const sameDay = cancellationQuote(
      { ...visit, depositAmount: 6000, depositPaid: true },
      new Date('2026-11-25T00:00:00Z'),
    );
    expect(sameDay).toMatchObject({ daysBefore: 0, refundRate: 0, fee: 6000, refundAmount: 0 });
  });

  it('an unpaid deposit: the owner sent nothing, so nothing is refunded and no fee is charged, whatever the rate', () => {
    for (const now of ['2026-11-20T00:00:00Z', '2026-11-23T00:00:00Z', '2026-11-25T00:00:00Z']) {
      expect(
        cancellationQuote({ ...visit, depositAmount: 6000, depositPaid: false }, new Date(now)),
      ).toMatchObject({
        base: 'DEPOSIT',
        baseAmount: 6000,
        depositPaid: false,
        fee: 0,
        refundAmount: 0,
      });
    }
  });

  it('a stale paid flag without a deposit changes nothing: the base stays the price', () => {
    expect(cancellationQuote({ ...visit, depositAmount: 0, depositPaid: true }, NOW)).toMatchObject({
      base: 'PRICE',
      depositPaid: false,
      fee: 15000,
      refundAmount: 0,
    });
  });
});

describe('withdrawing a request the shop has not confirmed (요청)', () => {
  const request = { ...visit, status: 'REQUESTED' };

  it('is free whatever the policy: no fee on the price, even on the day', () => {
    for (const now of ['2026-11-20T00:00:00Z', '2026-11-24T00:00:00Z', '2026-11-25T05:00:00Z']) {
      expect(
        cancellationQuote({ ...request, depositAmount: 0, depositPaid: false }, new Date(now)),
      ).toMatchObject({ unconfirmed: true, refundRate: 100, base: 'PRICE', fee: 0, refundAmount: 0 });
    }
  });

  it('gives a deposit already paid back whole', () => {
    const sameDay = new Date('2026-11-25T00:00:00Z');
    expect(cancellationQuote({ ...request, depositAmount: 6000, depositPaid: true }, sameDay)).toEqual({
      daysBefore: 0,
      refundRate: 100,
      unconfirmed: true,
      base: 'DEPOSIT',
      baseAmount: 6000,
      depositPaid: true,
      fee: 0,
      refundAmount: 6000,
      voucher: null,
    });
  });
});

describe('cancelling a booking paid with a pass (이용권)', () => {
  // A pass booking asks no deposit; its price is what the visit is worth, never a fee base.
  const passVisit = { ...visit, depositAmount: 0, depositPaid: false };

  it('never carries a won fee: inside the paid-cancellation window its uses are spent instead', () => {
    // 2 days before: 50 % under the default policy; a price-based booking would owe 15,000원.
    expect(cancellationQuote(passVisit, NOW, 2)).toEqual({
      daysBefore: 2,
      refundRate: 50,
      unconfirmed: false,
      base: 'VOUCHER',
      baseAmount: 0,
      depositPaid: false,
      fee: 0,
      refundAmount: 0,
      voucher: { uses: 2, spent: true },
    });
    const sameDay = cancellationQuote(passVisit, new Date('2026-11-25T00:00:00Z'), 1);
    expect(sameDay).toMatchObject({ refundRate: 0, fee: 0, voucher: { uses: 1, spent: true } });
    expect(spentUses(sameDay)).toBe(1);
  });

  it('gives the uses back while cancelling is free: a 100 % day, or a request not yet confirmed', () => {
    const early = cancellationQuote(passVisit, new Date('2026-11-20T00:00:00Z'), 1);
    expect(early).toMatchObject({ refundRate: 100, fee: 0, voucher: { uses: 1, spent: false } });
    expect(spentUses(early)).toBe(0);
    const request = cancellationQuote({ ...passVisit, status: 'REQUESTED' }, NOW, 1);
    expect(request).toMatchObject({ unconfirmed: true, fee: 0, voucher: { uses: 1, spent: false } });
  });
});

describe('the refund policy as the list says it', () => {
  const texts = (policy: { minDaysBefore: number; refundRate: number }[]) =>
    describePolicy(policy).map((r) => r.description);

  it('names the range each rule covers: the catch-all 0 under a 2-day rule is 1 day before too', () => {
    expect(
      texts([
        { minDaysBefore: 5, refundRate: 100 },
        { minDaysBefore: 2, refundRate: 50 },
        { minDaysBefore: 0, refundRate: 0 },
      ]),
    ).toEqual([
      '5일 전까지 취소 시 100% 환불',
      '4일 전~2일 전 취소 시 50% 환불',
      '1일 전~당일 취소 시 환불 불가',
    ]);
  });

  it('a rule covering one day names that day; the order given is kept', () => {
    expect(texts(DEFAULT_REFUND_POLICY)).toEqual([
      '3일 전까지 취소 시 100% 환불',
      '2일 전~1일 전 취소 시 50% 환불',
      '당일 취소 시 환불 불가',
    ]);
    expect(
      texts([
        { minDaysBefore: 0, refundRate: 30 },
        { minDaysBefore: 2, refundRate: 100 },
        { minDaysBefore: 1, refundRate: 50 },
      ]),
    ).toEqual(['당일 취소 시 30% 환불', '2일 전까지 취소 시 100% 환불', '1일 전 취소 시 50% 환불']);
    expect(texts([{ minDaysBefore: 0, refundRate: 100 }])).toEqual(['언제 취소해도 100% 환불']);
  });
});

describe('rejectionRefund', () => {
  it('gives back the whole deposit only when it was received', () => {
    expect(rejectionRefund({ depositAmount: 6000, depositPaid: true })).toBe(6000);
    expect(rejectionRefund({ depositAmount: 6000, depositPaid: false })).toBe(0);
    expect(rejectionRefund({ depositAmount: 0, depositPaid: false })).toBe(0);
  });
});

describe('isRealDate', () => {
  it('accepts calendar dates and refuses month 13, 30 February and other shapes without throwing', () => {
    expect(isRealDate('2026-11-25')).toBe(true);
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2024-13-01')).toBe(false);
    expect(isRealDate('2026-02-30')).toBe(false);
    expect(isRealDate('2026-00-10')).toBe(false);
    expect(isRealDate('20261125')).toBe(false);
  });
});
