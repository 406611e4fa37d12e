// A shop's 취소·환불 규정, one line per rule as the API words it: in full on its booking page, and folded before
// 예약 요청, so what cancelling will cost is read before the request is made, not first at cancel time. The reservation
// (visit-details.tsx) lists them with the same list.
import { useId } from 'react';
import type { RefundRule } from '../api/types';
import styles from './booking.module.css';

export function RefundPolicyList({ rules }: { rules: RefundRule[] }) {
  return (
    <ul className={styles.notice}>
      {rules.map((rule) => (
        <li key={rule.minDaysBefore}>{rule.description}</li>
      ))}
    </ul>
  );
}

/** The rules under their title (a region named by it); nothing when the shop has none. */
export function RefundPolicySection({ rules }: { rules: RefundRule[] }) {
  const id = useId();
  if (rules.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        취소·환불 규정
      </h2>
      <RefundPolicyList rules={rules} />
    </section>
  );
}

/**
 * The rules folded under a 48px title row to open them (the request form is long already), the title saying there
 * are rules to read; nothing when the shop has none.
 */
export function RefundPolicyFold({ rules }: { rules: RefundRule[] }) {
  if (rules.length === 0) return null;
  return (
    <details className={styles.fold}>
      <summary className={styles.foldSummary}>
        <span>
          취소·환불 규정 <span className={styles.foldHint}>예약 요청 전에 확인해 주세요</span>
        </span>
      </summary>
      <div className={styles.foldBody}>
        <RefundPolicyList rules={rules} />
      </div>
    </details>
  );
}
