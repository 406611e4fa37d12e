// The phone's keyboard in a form: its Enter key goes on through the form's fields (the keyboard's 다음) instead of
// sending the form half filled in, what is typed as it is (an e-mail, a nickname) is left as it is, and a refused
// send takes the person to the first thing to fix.
import type { KeyboardEvent } from 'react';

/** For e-mails, ids, nicknames and codes: typed as they are, not capitalised or "corrected" by the keyboard. */
export const AS_TYPED = { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } as const;

const FIELDS =
  'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not(:disabled), textarea:not(:disabled), select:not(:disabled)';

/**
 * A form's `onKeyDown`. Enter in a one-line field goes on to the form's next field; in the form's last field it
 * sends the form, as usual. A text box keeps Enter for a new line; a field that handles its own Enter
 * (preventDefault) comes first; and nothing happens while the Korean keyboard is still putting a syllable together.
 */
export function enterMovesOn(e: KeyboardEvent<HTMLFormElement>): void {
  const field = e.target;
  if (e.key !== 'Enter' || e.isDefaultPrevented() || e.nativeEvent.isComposing) return;
  if (!(field instanceof HTMLInputElement)) return;
  // The form's controls in the screen's order (a selector list's matches need not be in it).
  const fields = [...e.currentTarget.elements].filter((el) => el.matches(FIELDS));
  const next = fields[fields.indexOf(field) + 1];
  if (!(next instanceof HTMLElement)) return;
  e.preventDefault();
  next.focus();
}

/**
 * A filter box's `onKeyDown` (the list filters as it is typed): its 검색 key puts the keyboard away, over most of the
 * list, and sends no form around it. Not while a Korean syllable is being put together.
 */
export function enterPutsKeyboardAway(e: KeyboardEvent<HTMLInputElement>): void {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
  e.preventDefault();
  e.currentTarget.blur();
}

/**
 * After a refused send, once its messages have rendered: the first field marked invalid, in the screen's order,
 * takes the focus (the browser brings it into view and reads its message; on a phone the keyboard opens there).
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
