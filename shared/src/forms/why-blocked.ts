// A button that waits for something (예약 요청 for a day, 등록 for text, 신고하기 for a reason) says why: grey through
// aria-disabled rather than disabled (the Button draws it so), so Tab and TalkBack still reach it and it is described
// by the line that says what it waits for; and a tap on it lands, taking the focus to what is missing. A dead
// disabled button said nothing to a phone's tap and was skipped by a screen reader.
import { createElement, useId } from 'react';

export interface Blocked {
  /** What the button waits for, in one line ("댓글을 입력해 주세요."). */
  hint: string;
  /** Where a tap takes the focus: the field to fill in (none: the line alone says it, e.g. photos uploading). */
  field?: () => HTMLElement | null | undefined;
  /** How the field is brought into view, when the focus's own scroll will not do (e.g. its title to the top). */
  reveal?: (field: HTMLElement) => void;
  /** The line is said by another element already on screen (a field's own error): the button points at it. */
  describedBy?: string;
}

/**
 * `blocked`: why the action cannot go yet, or null when it can. Gives the line's id (put it on the element that
 * shows `hint`, with role="status" where it is on screen), the line (null when `describedBy` says it), the button's
 * aria props, and `stopped()`, called first in the action: true (and the focus moved to what is missing) while blocked.
 * `hiddenHint`: the line as the button's description only, for a button whose screen says it already (a box's
 * placeholder, a list's title): render it beside the button instead of a line of its own.
 */
export function useWhyBlocked(blocked: Blocked | null) {
  const hintId = useId();
  const hint = blocked && !blocked.describedBy ? blocked.hint : null;
  return {
    hintId,
    hint,
    hiddenHint: createElement('span', { id: hintId, hidden: true }, hint),
    buttonProps: {
      'aria-disabled': blocked ? true : undefined,
      'aria-describedby': blocked ? (blocked.describedBy ?? hintId) : undefined,
    },
    stopped: () => {
      if (!blocked) return false;
      const field = blocked.field?.();
      if (field) {
        field.focus({ preventScroll: !!blocked.reveal });
        blocked.reveal?.(field);
      }
      return true;
    },
  } as const;
}
