import { addDays, seoulDate, seoulInstant } from '../modules/booking/rules.js';

/**
 * The last millisecond (23:59:59.999 +09:00) of the Seoul calendar day `plusDays` after the Seoul day of `at`.
 * Passes and coupons valid N days expire at `endOfSeoulDay(issuedAt, N)`: the screen's "X월 Y일까지" (the Seoul date
 * of `expiresAt`) holds through that whole day, and `expiresAt <= now` (expired) first holds at the next midnight.
 */
export const endOfSeoulDay = (at: Date, plusDays = 0) =>
  new Date(seoulInstant(addDays(seoulDate(at), plusDays + 1)).getTime() - 1);

/** '12월 31일': the Seoul calendar day of `at`, as a notification writes a date (a year away: '2027년 1월 5일'). */
export function seoulMonthDay(at: Date, now = new Date()) {
  const [y, m, d] = seoulDate(at).split('-');
  const day = `${Number(m)}월 ${Number(d)}일`;
  return y === seoulDate(now).slice(0, 4) ? day : `${y}년 ${day}`;
}
