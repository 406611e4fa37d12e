/** Pure booking rules: Seoul calendar, price bands, refunds, status transitions. No database here. */
import type { PriceBand, ProductUnit, RefundRule } from '../../db/schema/booking.js';

// Asia/Seoul has no daylight saving time: a fixed +09:00 offset is exact.
const SEOUL_OFFSET_MS = 9 * 3600_000;

/** Instant of a Seoul wall-clock date and time ('24:00' = next midnight). */
export const seoulInstant = (date: string, time = '00:00') => {
  const [h, m] = time.split(':').map(Number);
  return new Date(Date.parse(`${date}T00:00:00+09:00`) + (h * 60 + m) * 60_000);
};

/** Seoul calendar date (YYYY-MM-DD) of an instant. */
export const seoulDate = (at: Date) => new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);

/** Minutes since Seoul midnight of an instant. */
export const seoulMinutes = (at: Date) => {
  const d = new Date(at.getTime() + SEOUL_OFFSET_MS);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
};

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const dayOfWeek = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
export const toHhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A real calendar date in YYYY-MM-DD form (rejects 2026-02-30). */
export const isRealDate = (date: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  // 2024-13-01 is an Invalid Date (toISOString would throw); 2026-02-30 rolls over to March.
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
};

export const monthDays = (month: string) => {
  const first = `${month}-01`;
  const out: string[] = [];
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) out.push(d);
  return out;
};

export const BAND_LABELS: Record<PriceBand, string> = {
  SMALL: '소형견 (5kg 미만)',
  MEDIUM: '중형견 (5~10kg 미만)',
  LARGE: '대형견 (10kg 이상)',
  CAT: '고양이',
};
export const PRICE_BANDS: PriceBand[] = ['SMALL', 'MEDIUM', 'LARGE', 'CAT'];

/** The band a pet is priced in; dogs without a weight are priced as small dogs until one is entered. */
export function bandOf(pet: { kind: string; weightKg: number | null }): PriceBand {
  if (pet.kind === 'CAT') return 'CAT';
  const w = pet.weightKg ?? 0;
  return w < 5 ? 'SMALL' : w < 10 ? 'MEDIUM' : 'LARGE';
}

export const UNIT_LABELS: Record<ProductUnit, string> = { VISIT: '1회', NIGHT: '1박', DAY: '1일' };

export const DEFAULT_REFUND_POLICY: RefundRule[] = [
  { minDaysBefore: 3, refundRate: 100 },
  { minDaysBefore: 1, refundRate: 50 },
  { minDaysBefore: 0, refundRate: 0 },
];

/** Refund rate for cancelling `daysBefore` calendar days ahead: the rule with the largest minDaysBefore that fits. */
export function refundRateFor(policy: RefundRule[], daysBefore: number): number {
  const rule = [...policy]
    .sort((a, b) => b.minDaysBefore - a.minDaysBefore)
    .find((r) => daysBefore >= r.minDaysBefore);
  return rule?.refundRate ?? 0;
}

/**
 * A rule as the policy list says it: the range of days it really covers. A rule applies from its minDaysBefore up to
 * the day before the next rule up (the catch-all minDaysBefore 0 under a 2-day rule covers 0 and 1 day before), so
 * each line names that range: "5일 전까지 취소 시 100% 환불", "4일 전~2일 전 취소 시 50% 환불", "1일 전~당일 취소 시
 * 환불 불가"; a rule for one day alone names it ("당일 취소 시 …", "1일 전 취소 시 …").
 */
export function describeRule(r: RefundRule, policy: readonly RefundRule[]): string {
  const above = policy.filter((x) => x.minDaysBefore > r.minDaysBefore).map((x) => x.minDaysBefore);
  const day = (n: number) => (n === 0 ? '당일' : `${n}일 전`);
  const rate = r.refundRate === 0 ? '환불 불가' : `${r.refundRate}% 환불`;
  if (above.length === 0)
    return r.minDaysBefore === 0 ? `언제 취소해도 ${rate}` : `${day(r.minDaysBefore)}까지 취소 시 ${rate}`;
  const last = Math.min(...above) - 1;
  const range = last === r.minDaysBefore ? day(last) : `${day(last)}~${day(r.minDaysBefore)}`;
  return `${range} 취소 시 ${rate}`;
}

/** A policy with each rule's description (the range it covers), in the order given. */
export const describePolicy = (policy: readonly RefundRule[]) =>
  policy.map((r) => ({ ...r, description: describeRule(r, policy) }));

/** Deposit for a total, rounded down to 100 won. */
export const depositFor = (total: number, rate: number) => Math.floor((total * rate) / 100 / 100) * 100;

/**
 * Cancellation fee. A request the shop has not confirmed yet (요청) is withdrawn free whatever the policy: the shop
 * has promised nothing, so no fee, and a deposit already received comes back whole (refundRate 100, `unconfirmed`).
 * Otherwise the base is the deposit when the shop asks one, else the total price (what the shop may charge for a
 * late cancellation: fee = price × (100 − rate)%, refundAmount 0). With a deposit, what happens depends on whether
 * the shop has confirmed receiving it: paid → refundAmount = deposit × rate%, fee = the rest (the shop keeps it);
 * not paid yet → the owner has sent nothing, so nothing is refunded and nothing is charged (fee 0, refundAmount 0).
 * Amounts are rounded to won.
 *
 * A booking paid with a pass (이용권: `passUses` uses held for it, no deposit) never carries a won fee (base VOUCHER,
 * fee 0, refundAmount 0): what it costs is its uses. Cancelled while cancelling is free (a request not yet confirmed,
 * or a refund rate of 100 %) they come back; inside the paid-cancellation window (a rate under 100 %, whatever it is)
 * they are spent as a visit spends them (`voucher.spent`), as prepaid packages elsewhere work.
 */
export function cancellationQuote(
  r: {
    status: string;
    date: string;
    totalPrice: number;
    depositAmount: number;
    depositPaid: boolean;
    refundPolicy: RefundRule[];
  },
  now: Date,
  /** The pass uses the booking holds (0: not paid with a pass). */
  passUses = 0,
) {
  const daysBefore = Math.max(0, daysBetween(seoulDate(now), r.date));
  const unconfirmed = r.status === 'REQUESTED';
  const refundRate = unconfirmed ? 100 : refundRateFor(r.refundPolicy, daysBefore);
  if (passUses > 0)
    return {
      daysBefore,
      refundRate,
      unconfirmed,
      base: 'VOUCHER' as const,
      baseAmount: 0,
      depositPaid: false,
      fee: 0,
      refundAmount: 0,
      voucher: { uses: passUses, spent: refundRate < 100 },
    };
  const base = r.depositAmount > 0 ? ('DEPOSIT' as const) : ('PRICE' as const);
  const baseAmount = base === 'DEPOSIT' ? r.depositAmount : r.totalPrice;
  const depositPaid = base === 'DEPOSIT' && r.depositPaid;
  const charged = base === 'PRICE' || depositPaid;
  const fee = charged ? Math.round((baseAmount * (100 - refundRate)) / 100) : 0;
  return {
    daysBefore,
    refundRate,
    unconfirmed,
    base,
    baseAmount,
    depositPaid,
    fee,
    refundAmount: depositPaid ? baseAmount - fee : 0,
    voucher: null,
  };
}

/** The pass uses a cancellation on these terms spends (0: they come back, or no pass pays). */
export const spentUses = (q: { voucher: { uses: number; spent: boolean } | null }) =>
  q.voucher?.spent ? q.voucher.uses : 0;

/** What the shop's rejection gives back: the whole deposit if it was received, else nothing (and no fee). */
export const rejectionRefund = (r: { depositAmount: number; depositPaid: boolean }) =>
  r.depositPaid ? r.depositAmount : 0;

export const STATUSES = ['REQUESTED', 'CONFIRMED', 'CANCELED', 'COMPLETED', 'NO_SHOW'] as const;
export type ReservationStatus = (typeof STATUSES)[number];
export const STATUS_LABELS: Record<ReservationStatus, string> = {
  REQUESTED: '요청',
  CONFIRMED: '확정',
  CANCELED: '취소',
  COMPLETED: '완료',
  NO_SHOW: '노쇼',
};

/** Allowed transitions: action → the statuses it may start from, and where it leads. */
export const TRANSITIONS = {
  confirm: { from: ['REQUESTED'], to: 'CONFIRMED' },
  reject: { from: ['REQUESTED'], to: 'CANCELED' },
  cancel: { from: ['REQUESTED', 'CONFIRMED'], to: 'CANCELED' },
  /** The system's: a request whose deposit stayed unpaid past its due time (not the shop's refusal). */
  expire: { from: ['REQUESTED'], to: 'CANCELED' },
  complete: { from: ['CONFIRMED'], to: 'COMPLETED' },
  noShow: { from: ['CONFIRMED'], to: 'NO_SHOW' },
} as const satisfies Record<string, { from: ReservationStatus[]; to: ReservationStatus }>;
export type TransitionAction = keyof typeof TRANSITIONS;
/** Actions that record how a visit went: only once it has started (now >= startAt), else 409 VISIT_NOT_STARTED. */
export const AFTER_START_ACTIONS: readonly TransitionAction[] = ['complete', 'noShow'];
/** Who cancelled: the owner (cancel), the shop (reject) or the system (expire: the deposit was not paid in time). */
export const CANCELED_BY = ['OWNER', 'SHOP', 'SYSTEM'] as const;
export type CanceledBy = (typeof CANCELED_BY)[number];

/**
 * Whether the owner may still cancel: a request the shop never answered, at any time (withdrawing it is free, and
 * gives back a deposit already paid); a confirmed visit until it starts.
 */
export const ownerMayCancel = (r: { status: string; startAt: Date }, now: Date) =>
  r.status === 'REQUESTED' || (r.status === 'CONFIRMED' && r.startAt > now);

/** The statuses a reservation may be moved from (예약 변경); it goes back to REQUESTED for the shop to confirm. */
export const RESCHEDULE_FROM: ReservationStatus[] = ['REQUESTED', 'CONFIRMED'];

/**
 * Why the owner may not move the reservation to another time in the app (예약 변경), or null when they may:
 * STATUS: cancelled or finished; STARTED: a confirmed visit that has begun (as it can no longer be cancelled);
 * TOO_LATE: a confirmed visit inside the paid-cancellation window of its refund policy (the refund rate of the
 * moment is under 100 %, whether or not money would change hands). There a change is the shop's to agree to (in
 * chat): moved in the app, the visit would leave the slot the policy charges for without the fee. A request the
 * shop has not answered (요청) may always be moved, as it may always be withdrawn free.
 */
export function rescheduleRefusal(
  r: { status: string; startAt: Date; date: string; refundPolicy: RefundRule[] },
  now: Date,
): 'STATUS' | 'STARTED' | 'TOO_LATE' | null {
  if (r.status === 'REQUESTED') return null;
  if (r.status !== 'CONFIRMED') return 'STATUS';
  if (r.startAt <= now) return 'STARTED';
  const daysBefore = Math.max(0, daysBetween(seoulDate(now), r.date));
  return refundRateFor(r.refundPolicy, daysBefore) < 100 ? 'TOO_LATE' : null;
}

/** Whether the owner may move the reservation to another time (see rescheduleRefusal). */
export const ownerMayReschedule = (
  r: { status: string; startAt: Date; date: string; refundPolicy: RefundRule[] },
  now: Date,
) => rescheduleRefusal(r, now) === null;

/** Statuses that hold capacity. */
export const ACTIVE_STATUSES: ReservationStatus[] = ['REQUESTED', 'CONFIRMED', 'COMPLETED', 'NO_SHOW'];
/** Statuses in which a reservation still books its pets: a pet cannot be in two of these at overlapping times. */
export const OPEN_STATUSES: ReservationStatus[] = ['REQUESTED', 'CONFIRMED'];
/** Statuses in which the shop may mark the deposit as received (else 409 INVALID_STATUS_TRANSITION). */
export const DEPOSIT_PAYABLE_STATUSES: ReservationStatus[] = ['REQUESTED', 'CONFIRMED'];

/** A deposit is due this long after the request (or by the visit's start if sooner); unpaid, the request expires. */
export const DEPOSIT_DUE_HOURS = 24;
