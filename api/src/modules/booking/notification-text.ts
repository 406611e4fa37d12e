import { dayOfWeek, seoulDate, seoulMinutes, toHhmm, type TransitionAction } from './rules.js';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** '11월 25일 (수)'; '2027년 1월 5일 (화)' when not in the Seoul year of `now` (as the app's formatDay). */
const md = (date: string, now: Date) => {
  const day = `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 (${WEEKDAYS[dayOfWeek(date)]})`;
  return date.slice(0, 4) === seoulDate(now).slice(0, 4) ? day : `${date.slice(0, 4)}년 ${day}`;
};

/** '14:00' → '오후 2:00', as every screen of the app writes a visit's time (shared's formatWallTime). */
const wallTime = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return `${h < 12 ? '오전' : '오후'} ${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')}`;
};

/** An instant's Seoul wall-clock time, '14:00'. */
const seoulHhmm = (at: Date) => toHhmm(seoulMinutes(at));

/**
 * "11월 25일 (수) 오후 2:00", "11월 25일 (수) ~ 11월 27일 (금)" for stays, and a kindergarten or day care day with its
 * window, "12월 8일 (화) 오전 10:00 ~ 오후 2:00" (from `startAt`/`endAt`, when given); a day in another Seoul year
 * than `now`'s (when the notification is written) says its year: "12월 30일 (수) ~ 2027년 1월 2일 (토)".
 */
export function whenText(
  r: { date: string; endDate: string; time: string | null; startAt?: Date; endAt?: Date },
  now: Date,
) {
  if (r.endDate !== r.date) return `${md(r.date, now)} ~ ${md(r.endDate, now)}`;
  if (r.time) return `${md(r.date, now)} ${wallTime(r.time)}`;
  if (r.startAt && r.endAt)
    return `${md(r.date, now)} ${wallTime(seoulHhmm(r.startAt))} ~ ${wallTime(seoulHhmm(r.endAt))}`;
  return md(r.date, now);
}

const TITLES: Record<TransitionAction, string> = {
  confirm: '예약이 확정되었어요',
  reject: '예약이 거절되었어요',
  cancel: '예약이 취소되었어요',
  expire: '예약이 자동으로 취소되었어요',
  complete: '방문이 완료되었어요',
  noShow: '노쇼로 처리되었어요',
};

type Visit = Parameters<typeof whenText>[0] & { shopName: string; productName: string };

/** "<shop> · <product> · <when>": the first line of every reservation notice. */
const visitLine = (r: Visit, now: Date) => `${r.shopName} · ${r.productName} · ${whenText(r, now)}`;

/** The refund of a paid deposit as the news says it: sent back by the gateway now, or to be sent by the shop. */
const refundLine = (amount: number, byShop: boolean) =>
  `예약금 ${won(amount)} ${byShop ? '환불 예정 (매장에서 보내 드려요)' : '환불'}`;

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export function notificationFor(
  action: TransitionAction,
  r: Visit,
  extra: {
    fee: number | null;
    reason?: string;
    refund?: number;
    /** The refund goes back by transfer from the shop (the deposit was not paid online). */
    refundByShop?: boolean;
    /** A request the shop had not confirmed: withdrawn free. */
    unconfirmed?: boolean;
    /** Paid with a pass: its uses, and whether the cancellation spent them (else they came back). */
    pass?: { uses: number; spent: boolean };
  },
  now: Date,
) {
  let body = visitLine(r, now);
  if (action === 'reject' && extra.reason) body += `\n사유: ${extra.reason}`;
  if (action === 'expire' && extra.reason) body += `\n${extra.reason}`;
  if (action === 'cancel' && extra.unconfirmed) body += '\n매장 확정 전이라 취소 수수료가 없어요.';
  else if (action === 'cancel' && extra.fee) body += `\n취소 수수료 ${won(extra.fee)}`;
  // A deposit paid and coming back (the shop declined, or the owner cancelled in time) is said where the news is.
  if (extra.refund) body += `\n${refundLine(extra.refund, extra.refundByShop ?? false)}`;
  // A pass pays no won fee: what the cancellation or the refusal did to its uses is said instead.
  if (extra.pass && (action === 'cancel' || action === 'reject'))
    body += extra.pass.spent
      ? `\n무료 취소 기간이 지나 이용권 ${extra.pass.uses}회 차감`
      : `\n이용권 ${extra.pass.uses}회 복구`;
  if (action === 'confirm') body += '\n일정에서 방문 정보를 확인하세요.';
  return { title: TITLES[action], body };
}

export const DEPOSIT_PAID_TITLE = '예약금 입금이 확인되었어요';
export const DEPOSIT_CARD_PAID_TITLE = '예약금 결제가 완료되었어요';

/**
 * The owner's notice that the deposit is paid: shop, product, visit, then the amount, named by how it was paid as the
 * screens name it: a transfer the shop confirmed, 입금 확인; a card payment in the payment window (`online`), 결제
 * 완료.
 */
export function depositPaidNotification(r: Visit & { depositAmount: number }, now: Date, online = false) {
  return {
    title: online ? DEPOSIT_CARD_PAID_TITLE : DEPOSIT_PAID_TITLE,
    body: `${visitLine(r, now)}\n예약금 ${won(r.depositAmount)} ${online ? '결제 완료' : '입금 확인'}`,
  };
}

export const DEPOSIT_REFUNDED_TITLE = '예약금이 환불되었어요';

/** The owner's notice that the shop sent a transfer deposit back (recorded it): the amount, 환불 완료. */
export function depositRefundedNotification(r: Visit & { refundAmount: number }, now: Date) {
  return {
    title: DEPOSIT_REFUNDED_TITLE,
    body: `${visitLine(r, now)}\n예약금 ${won(r.refundAmount)} 환불 완료`,
  };
}
