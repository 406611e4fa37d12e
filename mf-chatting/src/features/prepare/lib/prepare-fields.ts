// 상담 준비's fields: how far ahead 희망 날짜 goes, where a refused send takes the focus, how 연락처 is shown.
import { phoneDigits, phoneText } from '@guardian/shared/forms';

/** How far ahead 희망 날짜 can be: the API's booking window (MAX_DAYS_AHEAD), which refuses a day beyond it. */
export const DAYS_AHEAD = 180;

/** The last day 희망 날짜 takes: `DAYS_AHEAD` days after Seoul's today (both `yyyy-MM-dd`). */
export function lastWishDay(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);
}

export type FieldErrors = Partial<
  Record<'type' | 'petSeqs' | 'date' | 'userData' | 'name' | 'phoneNumber', string>
>;

/** The fields in the form's order, each with its `data-field` (the API's `userData` is said under 보호자 이름). */
const FIELD_ORDER: [keyof FieldErrors, string][] = [
  ['type', 'type'],
  ['petSeqs', 'petSeqs'],
  ['date', 'date'],
  ['userData', 'name'],
  ['name', 'name'],
  ['phoneNumber', 'phoneNumber'],
];

/**
 * The first field `errors` names, in the form's order: the field itself, or a chip group's first chip (or link).
 * Focused and brought to the screen's middle, it is in sight with its label and message (above the phone's keyboard).
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  const field = FIELD_ORDER.find(([key]) => errors[key])?.[1];
  const holder = field && form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!holder) return;
  const target = holder.matches('input')
    ? holder
    : holder.querySelector<HTMLElement>('button:not(:disabled), a[href], input');
  target?.focus({ preventScroll: true });
  (target ?? holder).scrollIntoView?.({ block: 'center' });
}

/** A phone number as phones write it once it is one (its digits make a number), else as it was typed. */
export function phoneShown(typed: string): string {
  const digits = phoneDigits(typed);
  const shown = phoneText(digits);
  return shown === digits ? typed : shown;
}
