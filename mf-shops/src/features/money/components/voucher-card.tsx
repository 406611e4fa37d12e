// One pass: uses left of total, expiry, covered services, the history of each use, and its refund.
import { Badge, formatDayTime, formatWon } from '@guardian/shared';
import type { Voucher } from '../api/types';
import { untilText } from '../lib/format';
import { RefundVoucher } from './refund-voucher';
import styles from './money.module.css';

const STATE = {
  ACTIVE: null,
  USED_UP: { label: '모두 사용', tone: 'neutral' },
  EXPIRED: { label: '기간 만료', tone: 'neutral' },
  REFUNDED: { label: '환불 완료', tone: 'neutral' },
} as const;

/** What a pass that can no longer pay says in place of its uses left: refunded, or past its date. */
function closedText(v: Voucher) {
  if (v.state === 'REFUNDED')
    return {
      title: '환불된 이용권',
      detail:
        v.refundAmount != null
          ? `${formatWon(v.refundAmount)} 환불됨 · 더 이상 쓸 수 없어요`
          : '환불되어 더 이상 쓸 수 없어요',
    };
  if (v.state === 'EXPIRED')
    return {
      title: '기간이 끝난 이용권',
      detail: `유효기간 ${untilText(String(v.expiresAt))}였어요${v.remainingUses > 0 ? ` · 남은 ${v.remainingUses}회는 쓸 수 없어요` : ''}`,
    };
  return null;
}

const USE_LABEL = { HELD: '예약 중', USED: '사용', RETURNED: '취소로 복구' } as const;

/**
 * A use as the booking's screens say it: taken by a visit that was cancelled (inside the paid-cancellation window) it
 * was spent by the cancellation (취소로 차감), not a visit had.
 */
const historyLabel = (h: Voucher['history'][number]) =>
  h.status === 'USED' && h.canceled ? '취소로 차감' : USE_LABEL[h.status];

export function VoucherCard({
  voucher: v,
  refundable = true,
  showShop = false,
}: {
  voucher: Voucher;
  refundable?: boolean;
  /** Says the shop under the name (a list of passes of many shops, not grouped under the shop's name). */
  showShop?: boolean;
}) {
  const state = STATE[v.state];
  const closed = closedText(v);
  return (
    <article className={`${styles.card} ${state ? styles.cardMuted : ''}`} aria-label={v.name}>
      <div className={styles.cardHead}>
        <span className={styles.name}>{v.name}</span>
        {state ? <Badge tone={state.tone}>{state.label}</Badge> : null}
      </div>
      {showShop ? <span className={styles.meta}>{v.shop.name}</span> : null}
      {closed ? (
        // A refunded or expired pass pays for nothing more: it says so where an open one shows its uses left, and
        // has no bar that reads as uses still to spend.
        <div className={styles.uses}>
          <span className={styles.usesClosed} data-testid="uses-left">
            {closed.title}
          </span>
          <span className={styles.meta}>
            총 {v.totalUses}회 · 사용 {v.usedUses}회
          </span>
        </div>
      ) : (
        <>
          <div className={styles.uses}>
            <span className={styles.usesLeft} data-testid="uses-left">
              {v.remainingUses}회 남음
            </span>
            <span className={styles.meta}>
              총 {v.totalUses}회 · 사용 {v.usedUses}회{v.heldUses ? ` · 예약 중 ${v.heldUses}회` : ''}
            </span>
          </div>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label="남은 횟수"
            aria-valuemin={0}
            aria-valuemax={v.totalUses}
            aria-valuenow={v.remainingUses}
            aria-valuetext={`${v.remainingUses}회 남음 (총 ${v.totalUses}회)`}
          >
            {/* Filled by the uses left, as its name and the 'N회 남음' above say. */}
            <div className={styles.barFill} style={{ width: `${(v.remainingUses / v.totalUses) * 100}%` }} />
          </div>
        </>
      )}
      <span className={styles.meta}>
        {closed ? closed.detail : `유효기간 ${untilText(String(v.expiresAt))}`}
      </span>
      <div className={styles.chips} role="group" aria-label="사용할 수 있는 서비스">
        {v.services.map((s) => (
          <span key={s.productSeq} className={styles.chip}>
            {s.name}
          </span>
        ))}
      </div>
      <details className={styles.history}>
        <summary>사용 내역 {v.history.length}건</summary>
        {v.history.length === 0 ? (
          <p className={styles.meta}>아직 사용한 내역이 없어요.</p>
        ) : (
          <ul className={styles.historyList}>
            {v.history.map((h) => (
              <li key={h.reservationSeq} className={styles.historyItem}>
                <span>
                  {formatDayTime(h.date, h.time)} · {h.productName}
                </span>
                <span className={styles.meta}>
                  {historyLabel(h)} {h.count}회
                </span>
              </li>
            ))}
          </ul>
        )}
      </details>
      {refundable && v.state !== 'REFUNDED' && v.purchaseSeq ? <RefundVoucher voucher={v} /> : null}
    </article>
  );
}
