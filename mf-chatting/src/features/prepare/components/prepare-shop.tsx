// The shop at the top of 상담 준비: whether it answers now, and while it does not, its hours and when it answers next
// on its card ('상담 시간: 평일 10:00~20:00 · 내일(화) 오전 10:00부터 답변드려요') with its own out-of-hours message
// under it. The card said '지금은 상담 시간이 아니에요' and the message under it began with the same sentence. Kept
// open, it follows the page's clock: at the opening time the shop answers (useNextOpen).
import { queryKeys } from '@guardian/shared';
import { consultSchedule } from '../../../lib/consult-schedule';
import { useNextOpen } from '../../../lib/use-next-open';
import type { Prepare } from '../api/get-prepare';
import styles from './prepare.module.css';

const CLOSED = '지금은 상담 시간이 아니에요';

/** The card's line for a closed shop: when it answers; without hours, that it is closed, unless its message says so. */
function closedLine(prepare: Prepare, next: string | null): string | null {
  const { hours } = consultSchedule(prepare);
  const schedule = [hours, next].filter(Boolean).join(' · ');
  if (schedule) return schedule;
  return prepare.notOperationTimeMessage.trim().startsWith(CLOSED) ? null : CLOSED;
}

export function PrepareShop({ prepare }: { prepare: Prepare }) {
  const { opened, next } = useNextOpen(
    prepare.isOperationTime ? null : prepare.nextOpenAt,
    queryKeys.chatting.prepare(prepare.shopId),
  );
  const open = prepare.isOperationTime || opened;
  const status = open ? '지금 상담 가능해요' : closedLine(prepare, next);
  return (
    <>
      <section className={styles.shop}>
        {prepare.shopImageUrl ? (
          <img src={prepare.shopImageUrl} alt="" width={56} height={56} className={styles.thumb} />
        ) : (
          <span className={styles.thumb} aria-hidden="true">
            {prepare.shopName.slice(0, 1)}
          </span>
        )}
        <div>
          <h2>{prepare.shopName}</h2>
          {status && <p className={open ? styles.open : styles.closedText}>{status}</p>}
        </div>
      </section>
      {!open && prepare.notOperationTimeMessage.trim() && (
        <p className={styles.closed} role="status">
          {prepare.notOperationTimeMessage}
        </p>
      )}
    </>
  );
}
