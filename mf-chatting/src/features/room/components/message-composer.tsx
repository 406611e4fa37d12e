// The box under the conversation: 사진 첨부, the message typed (Enter sends with a keyboard; on a phone its return key
// writes a new line) and 보내기, with why a message too long cannot go.
import type { FormEvent, RefObject } from 'react';
import { Button } from '@guardian/shared';
import styles from './room.module.css';

export function MessageComposer({
  formRef,
  inputRef,
  text,
  tooLong,
  touchKeyboard,
  onChange,
  onSubmit,
  onAttach,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  text: string;
  /** Why the message cannot go as it is (too long), or null. */
  tooLong: string | null;
  /** A phone's keyboard (its return key writes a new line), not a keyboard's Enter. */
  touchKeyboard: boolean;
  onChange: (text: string) => void;
  onSubmit: (e: FormEvent) => void;
  onAttach: () => void;
}) {
  return (
    <form className={styles.composer} onSubmit={onSubmit} ref={formRef}>
      {tooLong && (
        <p id="message-too-long" className={styles.composerError} role="alert">
          {tooLong}
        </p>
      )}
      <button type="button" className={styles.attach} aria-label="사진 첨부" onClick={onAttach}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
          />
        </svg>
      </button>
      <textarea
        ref={inputRef}
        className={styles.input}
        aria-label="메시지 입력"
        placeholder="메시지 입력"
        rows={1}
        value={text}
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={tooLong ? 'message-too-long' : undefined}
        onChange={(e) => onChange(e.target.value)}
        enterKeyHint={touchKeyboard ? 'enter' : 'send'}
        onKeyDown={(e) => {
          if (touchKeyboard) return;
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) onSubmit(e);
        }}
      />
      <Button
        type="submit"
        fullWidth={false}
        disabled={!text.trim() || !!tooLong}
        className={styles.send}
        // A tap keeps the focus (and the phone's keyboard) in the box.
        onMouseDown={(e) => e.preventDefault()}
      >
        보내기
      </Button>
    </form>
  );
}
