// What heads the conversation: the button to its older messages while there are more, or its beginning; and in a room
// with nothing in it yet, what it is for.
import styles from './room.module.css';

export function ConversationStart({
  hasOlder,
  loadingOlder,
  olderFailed,
  onOlder,
  hasMessages,
  empty,
}: {
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  onOlder: () => void;
  /** The conversation holds messages (not counting mine still being sent). */
  hasMessages: boolean;
  /** Nothing at all: no messages, none of mine being sent. */
  empty: boolean;
}) {
  return (
    <>
      {hasOlder ? (
        <button type="button" className={styles.older} onClick={onOlder} disabled={loadingOlder}>
          {loadingOlder
            ? '불러오는 중…'
            : olderFailed
              ? '이전 메시지를 불러오지 못했어요. 다시 시도'
              : '이전 메시지 보기'}
        </button>
      ) : (
        hasMessages && <p className={styles.beginning}>대화의 처음이에요.</p>
      )}
      {empty && (
        <p className={styles.beginning}>
          궁금한 점을 남겨 주세요.
          <br />
          매장에서 확인 후 답변드려요.
        </p>
      )}
    </>
  );
}
