// 상담 준비's fields: when 희망 날짜 is needed and how far ahead it goes, how long a text may be, where a refused send takes the focus, how
// 연락처 is shown, and what the API's field errors are called here.
import { phoneDigits, phoneText, tooLongMessage } from '@guardian/shared/forms';

/** How far ahead 희망 날짜 can be: the API's booking window (MAX_DAYS_AHEAD), which refuses a day beyond it. */
export const DAYS_AHEAD = 180;

/** The last day 희망 날짜 takes: `DAYS_AHEAD` days after Seoul's today (both `yyyy-MM-dd`). */
export function lastWishDay(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Whether 희망 날짜 must be given for an inquiry of `type`: when the shop's form asks for one, except for a type of the
 * 기타 kind (기타 문의: a question with no visit to it), which may leave it empty. As the API checks it (its
 * chatting rules.ts, needsDate).
 */
export const needsDate = (form: { askDate: boolean }, type: string | null) =>
  form.askDate && !type?.startsWith('기타');

/** The API's limits, in characters as it counts them (an emoji is one, where the browser's maxlength counted two). */
export const NAME_MAX = 20;
export const ANSWER_MAX = 500;

/** 보호자 이름 past NAME_MAX (as sent: trimmed), or null. What is typed stays, and this says how much to cut. */
export const nameTooLong = (name: string) => tooLongMessage('이름은', name.trim(), NAME_MAX);
/** An answer to the shop's question past ANSWER_MAX, or null. */
export const answerTooLong = (answer: string) => tooLongMessage('답변은', answer, ANSWER_MAX);

/** A field's message, by its `data-field`; `etc.0` is the answer to the shop's first question. */
export type FieldErrors = Partial<
  Record<'type' | 'petSeqs' | 'date' | 'name' | 'phoneNumber' | `etc.${number}`, string>
>;

const FIELD_ORDER = ['type', 'petSeqs', 'date', 'name', 'phoneNumber'] as const;

/**
 * The fields the API names in a refusal, by their `data-field`: `userData.phoneNumber` under 연락처, a bare
 * `userData` (the shop asks for 보호자 이름 and 연락처, none was sent) under both, `etcData.1.answer` under the second
 * question's answer. Unknown names are left to the form's message.
 */
export function fieldsOfRefusal(fields: { field: string; message: string }[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const { field, message } of fields) {
    const [head, index] = field.split('.');
    if (field === 'userData') {
      errors.name ??= message;
      errors.phoneNumber ??= message;
    } else if (head === 'userData' && index) errors[index] ??= message;
    else if (head === 'etcData' && index) errors[`etc.${index}`] ??= message;
    else if (head && (FIELD_ORDER as readonly string[]).includes(head)) errors[head] ??= message;
  }
  return errors as FieldErrors;
}

/**
 * The first field `errors` names, in the form's order: the field itself, or a chip group's first chip (or link).
 * Focused and brought to the screen's middle, it is in sight with its label and message (above the phone's keyboard).
 * False when that field is not on screen (yet: a form read again shows it a render later).
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): boolean {
  const etc = Object.keys(errors)
    .filter((key) => key.startsWith('etc.') && errors[key as keyof FieldErrors])
    .sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)));
  const field = [...FIELD_ORDER, ...etc].find((key) => errors[key as keyof FieldErrors]);
  const holder = field && form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!holder) return false;
  const target = holder.matches('input, textarea')
    ? holder
    : holder.querySelector<HTMLElement>('button:not(:disabled), a[href], input, textarea');
  target?.focus({ preventScroll: true });
  (target ?? holder).scrollIntoView?.({ block: 'center' });
  return true;
}

/** A phone number as phones write it once it is one (its digits make a number), else as it was typed. */
export function phoneShown(typed: string): string {
  const digits = phoneDigits(typed);
  const shown = phoneText(digits);
  return shown === digits ? typed : shown;
}
