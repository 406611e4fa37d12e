// 메시지 수정: my own text message edited in a sheet over the room. A save that fails after the sheet was closed opens it
// again with what was typed; an edit made meanwhile on my other phone is shown beside mine, never overwritten.
import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useWhyBlocked } from '@guardian/shared/forms';
import {
  BottomSheet,
  Button,
  charCount,
  firstChars,
  messageUnlessAlerted,
  toast,
  useAutoGrow,
  wasAlerted,
  type ChatMessage,
} from '@guardian/shared';
import { changedMessageOf, editMessage } from '../api/edit-message';
import { keepEditDraft, readEditDraft } from '../lib/message-draft';
import { messageTooLong } from '../lib/message-too-long';
import styles from './room.module.css';

/** An edit whose save failed after its sheet was closed: what was typed, and why (null: §8's alert said so). */
interface FailedEdit {
  message: ChatMessage;
  text: string;
  reason: string | null;
}

/** A message's first words, to name it in a toast. */
const excerpt = (text: string, max = 15) => (charCount(text) > max ? `${firstChars(text, max)}…` : text);

export function EditSheet({
  chattingRoomId,
  message,
  onClose,
  onChanged,
  onSaved,
  onReopen,
}: {
  chattingRoomId: number;
  message: ChatMessage | null;
  onClose: () => void;
  /** Open the sheet again on `m`: a save that failed after the sheet was closed (뒤로 while it was on its way). */
  onReopen: (m: ChatMessage) => void;
  /** The message as it is now, edited meanwhile on another phone (the same account). */
  onChanged: (m: ChatMessage) => void;
  onSaved: (m: ChatMessage) => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One save at a time for a message: a double tap on 수정하기 sent the edit twice (the busy state reaches the button a
  // tick after the tap, too late to stop the second one: the guard is a ref, not the redraw). Another message's sheet,
  // opened while one is saving (뒤로 while it was on its way), is not busy with it.
  const inFlight = useRef(new Set<number>());
  const [savingSeqs, setSavingSeqs] = useState<number[]>([]);
  const [openFor, setOpenFor] = useState<number | null>(null);
  const saving = openFor !== null && savingSeqs.includes(openFor);
  // The message the edit is of: as it was opened, or as another phone has edited it since (shown, then edited).
  const [base, setBase] = useState<ChatMessage | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  // Opened to be typed in, as in KakaoTalk: the focus in the box after the last word (the phone's keyboard comes up),
  // not on the sheet, where the box had to be tapped first.
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const el = box.current;
    if (openFor === null || !el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [openFor]);
  // The sheet as shown now, for a save that answers after it was closed (or the room left: then null).
  const shown = useRef<number | null>(null);
  useEffect(() => {
    shown.current = openFor;
    return () => {
      shown.current = null;
    };
  }, [openFor]);
  // A save answered with a failure after its sheet was closed: it opens again with what was typed, saying why; at once,
  // or, when another message's sheet was opened meanwhile, once that one is closed (its words are not taken over).
  const [failed, setFailed] = useState<FailedEdit | null>(null);
  if (message && openFor !== message.messageSeq) {
    setOpenFor(message.messageSeq);
    const again = failed?.message.messageSeq === message.messageSeq ? failed : null;
    const kept = readEditDraft(chattingRoomId);
    setDraft(again?.text ?? (kept?.messageSeq === message.messageSeq ? kept.text : message.message));
    setBase(message);
    setChangedElsewhere(false);
    setError(again?.reason ?? null);
    if (again) setFailed(null);
  }
  /** The sheet is done with its message (saved, or closed): one whose save failed meanwhile opens now. */
  const done = () => {
    setOpenFor(null);
    if (failed) onReopen(failed.message);
  };
  // The same words again are no edit: saved, they marked the message 수정됨 (and told the shop) for nothing.
  const unchanged = !draft.trim() || draft.trim() === base?.message;
  const tooLong = messageTooLong(draft);
  // 수정하기 says what it waits for (a change, or fewer words: the box's own error), and a tap goes to the box.
  const why = useWhyBlocked(
    unchanged
      ? { hint: '메시지를 고치면 수정할 수 있어요.', field: () => box.current }
      : tooLong
        ? { hint: tooLong, field: () => box.current, describedBy: 'edit-too-long' }
        : null,
  );
  const save = async () => {
    if (!base || unchanged || tooLong || inFlight.current.has(base.messageSeq)) return;
    const seq = base.messageSeq;
    inFlight.current.add(seq);
    setSavingSeqs((s) => [...s, seq]);
    try {
      // A save (a mutation of the shell's cache, as a send is): a refusal for an ended session gets §8's alert with
      // 로그인하기, and what was typed is kept for the room to open again after the login.
      const saved = await queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: editMessage })
        .execute({ messageSeq: base.messageSeq, message: draft.trim(), editedAt: base.editedAt });
      keepEditDraft(chattingRoomId, null);
      // The sheet closed meanwhile, or showing another message now (opened after 뒤로): that one stays open.
      if (shown.current !== base.messageSeq) {
        onChanged(saved);
        return;
      }
      onSaved(saved);
      done();
    } catch (e) {
      // Closed while it was on its way (뒤로) and failed: what was typed is kept and the sheet opens again with it,
      // saying why; the room left meanwhile, it opens with the room's next opening (as after a login). Another
      // message's sheet opened meanwhile stays as it is: a toast names the message now, and its sheet opens after.
      const away = shown.current !== base.messageSeq;
      if (wasAlerted(e) || away) keepEditDraft(chattingRoomId, { messageSeq: base.messageSeq, text: draft });
      if (away && !wasAlerted(e)) {
        const now = changedMessageOf(e, base.messageSeq);
        if (now) onChanged(now);
        const reason = messageUnlessAlerted(e);
        setFailed({ message: now ?? base, text: draft, reason });
        if (shown.current === null) onReopen(now ?? base);
        else toast.error(`‘${excerpt(base.message)}’ 수정을 저장하지 못했어요. ${reason ?? ''}`.trim());
        return;
      }
      setError(messageUnlessAlerted(e));
      // Edited on another phone since this one showed it: what was typed stays, beside the message as it is now. The
      // refusal carries that message, so it shows at once: asking for it again could fail on the same bad connection.
      const now = changedMessageOf(e, base.messageSeq);
      if (now) {
        setBase(now);
        setChangedElsewhere(true);
        onChanged(now);
      }
    } finally {
      inFlight.current.delete(seq);
      setSavingSeqs((s) => s.filter((x) => x !== seq));
    }
  };
  return (
    <BottomSheet
      open={!!message}
      closeOnBack
      onClose={() => {
        // Closed without saving: the edit is let go, as it always was; only an ended session's is kept.
        keepEditDraft(chattingRoomId, null);
        onClose();
        done();
      }}
      title="메시지 수정"
    >
      <div className={styles.editSheet}>
        <EditBox
          boxRef={box}
          className={styles.editInput}
          aria-label="수정할 메시지"
          value={draft}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={tooLong ? 'edit-too-long' : undefined}
          // Not changed while it saves: the sheet closes with the saved words, and anything typed meanwhile was lost.
          readOnly={saving}
          aria-busy={saving || undefined}
          onChange={(e) => setDraft(e.target.value)}
        />
        {tooLong && (
          <p id="edit-too-long" className={styles.error} role="alert">
            {tooLong}
          </p>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        {changedElsewhere && base && <p className={styles.editNow}>지금 메시지: {base.message}</p>}
        <Button
          fullWidth
          onClick={() => void (why.stopped() || save())}
          loading={saving}
          {...why.buttonProps}
        >
          수정하기
        </Button>
        {/* The button's description only: on screen, the box shows the message as it is. */}
        {why.hiddenHint}
      </div>
    </BottomSheet>
  );
}

/**
 * 메시지 수정's box, as tall as the message up to its cap (room.module.css): a long message showed four lines in a box
 * that scrolled. A component of its own so that it is fitted as it appears: the sheet's code comes when it is first
 * opened (lazy), and the box appears in a render of the sheet's, not of the one that opened it.
 */
function EditBox({
  boxRef,
  ...props
}: ComponentProps<'textarea'> & { boxRef: RefObject<HTMLTextAreaElement | null>; value: string }) {
  useAutoGrow(boxRef, props.value);
  return <textarea ref={boxRef} {...props} />;
}
