import { ErrorState, Skeleton, formatWon } from '@guardian/shared';
import { useQuote, type QuoteParams } from '../api/get-quote';
import styles from './booking.module.css';

/** The price for the chosen pets (and nights), as the server computes it. A visit paid with a pass
 * asks no deposit (the server asks none), so the deposit line is left out then. */
export function QuoteSummary({
  paidWithVoucher = false,
  ...params
}: QuoteParams & { paidWithVoucher?: boolean }) {
  const query = useQuote(params);
  if (query.isPending) return <Skeleton height={96} radius={16} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const q = query.data;
  return (
    <section className={styles.section} aria-label="예상 금액">
      <h2 className={styles.sectionTitle}>예상 금액</h2>
      {q.lines.map((l, i) => (
        <div key={l.petSeq ?? i} className={styles.row}>
          <span className={styles.rowLabel}>
            {l.name} · {l.bandLabel}
          </span>
          <span className={styles.rowValue}>
            {l.quantity > 1 ? `${formatWon(l.unitPrice)} × ${l.quantity}박 = ` : ''}
            {formatWon(l.price)}
          </span>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <span>합계</span>
        <span>{formatWon(q.totalPrice)}</span>
      </div>
      {q.depositAmount > 0 && !paidWithVoucher ? (
        <p className={styles.notice}>
          예약이 확정되려면 예약금 {formatWon(q.depositAmount)}을 먼저 보내 주셔야 해요.
        </p>
      ) : null}
      <p className={styles.meta}>매장이 예약을 확정하기 전에는 수수료 없이 취소할 수 있어요.</p>
    </section>
  );
}
