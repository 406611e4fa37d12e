import { dayOfWeek, seoulDate, type TransitionAction } from './rules.js';

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

/**
 * "11월 25일 (수) 오후 2:00" or "11월 25일 (수) ~ 11월 27일 (금)" for stays; a day in another Seoul year than
 * `now`'s (when the notification is written) says its year: "12월 30일 (수) ~ 2027년 1월 2일 (토)".
 */
export const whenText = (r: { date: string; endDate: string; time: string | null }, now: Date) =>
  r.endDate !== r.date
    ? `${md(r.date, now)} ~ ${md(r.endDate, now)}`
    : `${md(r.date, now)}${r.time ? ` ${wallTime(r.time)}` : ''}`;

const TITLES: Record<TransitionAction, string> = {
  confirm: '예약이 확정되었어요',
  reject: '예약이 거절되었어요',
  cancel: '예약이 취소되었어요',
  complete: '방문이 완료되었어요',
  noShow: '노쇼로 처리되었어요',
};

export function notificationFor(
  action: TransitionAction,
  r: { date: string; endDate: string; time: string | null; shopName: string; productName: string },
  extra: { fee: number | null; reason?: string; refund?: number },
  now: Date,
) {
  let body = `${r.shopName} · ${r.productName} · ${whenText(r, now)}`;
  if (action === 'reject' && extra.reason) body += `\n사유: ${extra.reason}`;
  if (action === 'cancel' && extra.fee) body += `\n취소 수수료 ${extra.fee.toLocaleString('ko-KR')}원`;
  // A deposit paid and coming back (the shop declined, or the owner cancelled in time) is said where the news is.
  if (extra.refund) body += `\n예약금 ${extra.refund.toLocaleString('ko-KR')}원 환불`;
  if (action === 'confirm') body += '\n일정에서 방문 정보를 확인하세요.';
  return { title: TITLES[action], body };
}

export const DEPOSIT_PAID_TITLE = '예약금 입금이 확인되었어요';

/** The owner's notice that the shop received the deposit: shop, product, visit, then the amount. */
export function depositPaidNotification(
  r: {
    date: string;
    endDate: string;
    time: string | null;
    shopName: string;
    productName: string;
    depositAmount: number;
  },
  now: Date,
) {
  return {
    title: DEPOSIT_PAID_TITLE,
    body: `${r.shopName} · ${r.productName} · ${whenText(r, now)}\n예약금 ${r.depositAmount.toLocaleString('ko-KR')}원 입금 확인`,
  };
}
