// A message of mine the server does not have yet: 보내는 중, or 전송 실패 with 재전송 (unless the server refused it, and
// says why) and 삭제.
import type { UnsentMessage } from '../../../lib/unsent-messages';
import styles from './room.module.css';

export function PendingMessage({
  message: p,
  onResend,
  onDelete,
}: {
  message: UnsentMessage;
  onResend: () => void;
  onDelete: () => void;
}) {
  return (
    <div className={styles.rowMine} data-testid="chat-pending">
      <div className={styles.line}>
        <div className={`${styles.bubble} ${styles.bubbleMine} ${styles.pending}`}>{p.text}</div>
        <span className={styles.meta}>{p.state === 'failed' ? '전송 실패' : '보내는 중'}</span>
      </div>
      {p.refusal && (
        <p className={styles.refusal} role="alert">
          {p.refusal}
        </p>
      )}
      {p.state === 'failed' && (
        <span className={styles.failedActions}>
          {!p.refusal && (
            <button type="button" onClick={onResend}>
              재전송
            </button>
          )}
          <button type="button" onClick={onDelete}>
            삭제
          </button>
        </span>
      )}
    </div>
  );
}
