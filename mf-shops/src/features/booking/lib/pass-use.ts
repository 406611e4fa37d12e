// What a booking paid with a pass (이용권) did with its uses, in the same words on every screen of it (the detail's
// 결제 and 취소 정보, the list's card, and as 이용권's history says it): held until the visit, taken by it, spent by a
// cancellation inside the paid-cancellation window, or back.
import type { Reservation } from '../api/types';

/** '방문 완료 시 차감', '차감됨', '취소로 차감' (cancelled late: spent) or '취소로 복구'. */
export function passUseText(r: Reservation): string | null {
  const use = r.voucher;
  if (!use) return null;
  if (use.state === 'RETURNED') return '취소로 복구';
  if (use.state === 'USED') return r.status === 'CANCELED' ? '취소로 차감' : '차감됨';
  return '방문 완료 시 차감';
}

/** A cancelled pass booking: '이용권 1회 복구' or '이용권 1회 차감'; null for any other booking. */
export function passCancelText(r: Reservation): string | null {
  const use = r.voucher;
  if (!use || r.status !== 'CANCELED') return null;
  return `이용권 ${use.uses}회 ${use.state === 'USED' ? '차감' : '복구'}`;
}
