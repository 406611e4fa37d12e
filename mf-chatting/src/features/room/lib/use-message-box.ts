// The room's message box: what is typed (kept on the device as the room's draft, message-draft.ts), whether it is too
// long to send, and 보내기.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { keepMessageDraft, readMessageDraft } from './message-draft';
import { messageTooLong } from './message-too-long';

/**
 * A phone's keyboard has no Shift+Enter: there its return key writes a new line, as in KakaoTalk, and 보내기 sends.
 * With a keyboard (a fine pointer), Enter sends and Shift+Enter writes a new line.
 */
const hasTouchKeyboard = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/** `onSend`: the message typed, trimmed, to be sent. */
export function useMessageBox(chattingRoomId: number, onSend: (body: string) => void) {
  const [touchKeyboard] = useState(hasTouchKeyboard);
  const [text, setText] = useState(() => readMessageDraft(chattingRoomId));
  useEffect(() => keepMessageDraft(chattingRoomId, text), [chattingRoomId, text]);
  // What the box holds now, for 보내기: `text` is the box as last drawn, and a double tap's second submit comes before
  // the empty box is drawn, so it sent the same message again.
  const typed = useRef(text);
  const changeText = (value: string) => {
    typed.current = value;
    setText(value);
  };
  const tooLong = messageTooLong(text);
  const input = useRef<HTMLTextAreaElement>(null);
  const composer = useRef<HTMLFormElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = typed.current.trim();
    if (!body || messageTooLong(typed.current)) return;
    changeText('');
    onSend(body);
    // The next message is typed at once, as in KakaoTalk: 보내기 (disabled now the box is empty) would drop the focus
    // to the page's top. A tap on it never takes the focus from the box (message-composer.tsx), so the keyboard stays.
    if (composer.current?.contains(document.activeElement)) input.current?.focus();
  };

  return { text, changeText, tooLong, touchKeyboard, input, composer, submit };
}
