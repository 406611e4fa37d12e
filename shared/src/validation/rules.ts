// One rule per user-typed field, as plain data: the API's schemas (api common-schemas: nickname,
// password, phoneNumber, email) written once for the front. No zod here: shared is a federation
// singleton in every first load, so each app builds its own zod schema from these rules.
// Lengths count code points, as the API's JSON-schema validator (ajv) does, so an emoji is 1.
// The form kit's module: what it needs of the rest of shared it takes by the package's name (forms/index.ts).
import { charCount, formatCount } from '@guardian/shared';

export interface FieldRule {
  /** What the form sends for what was typed (the API validates this value). */
  normalise: (raw: string) => string;
  /** Message for an empty value; every rule here is required. */
  required: string;
  minLength?: { value: number; message: string };
  maxLength?: { value: number; message: string };
  pattern?: { value: RegExp; message: string };
  /** Values of the right shape the API still refuses (a nickname that passes for staff); checked last. */
  refused?: { value: (normalised: string) => boolean; message: string };
}

const trim = (raw: string) => raw.trim();
/** Phone numbers are typed with or without dashes; the API takes digits only. */
const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

// The service's staff, alone or behind its name (가디언 운영자), Latin spellings too; and the prefix of the name a
// deleted account is shown with (탈퇴회원#13). The API's rule (api users/service.ts isReservedNickname), compared
// the same way: without spaces or case, after NFKC (full-width ＡＤＭＩＮ is admin).
const STAFF_NAME = /^(?:가디언|guardian)?(?:관리자|운영자|운영진|운영팀|매니저|admin|manager)?$/;
export function isReservedNickname(nickname: string): boolean {
  const compact = nickname
    .normalize('NFKC')
    .replace(/[\s\p{Cf}]/gu, '')
    .toLowerCase();
  return compact !== '' && (compact.startsWith('탈퇴회원') || STAFF_NAME.test(compact));
}

export const NICKNAME_RULE: FieldRule = {
  // The API trims nicknames before storing and checking duplicates, so the trimmed value counts.
  normalise: trim,
  required: '닉네임을 입력해 주세요.',
  minLength: { value: 2, message: '닉네임은 2자 이상 입력해 주세요.' },
  maxLength: { value: 12, message: '닉네임은 12자까지 쓸 수 있어요.' },
  // The API's RESERVED_NICKNAME, said before the duplicate check (which would call it free).
  refused: {
    value: isReservedNickname,
    message: '운영진이나 탈퇴한 회원으로 보일 수 있는 닉네임은 쓸 수 없어요.',
  },
};

export const PASSWORD_RULE: FieldRule = {
  // Passwords are sent as typed: a leading space is part of the secret.
  normalise: (raw) => raw,
  required: '비밀번호를 입력해 주세요.',
  minLength: { value: 8, message: '비밀번호는 8자 이상이어야 해요.' },
  maxLength: { value: 128, message: '비밀번호는 128자 이하로 입력해 주세요.' },
  pattern: { value: /^(?=.*[A-Za-z])(?=.*\d).+$/, message: '영문과 숫자를 모두 포함해 주세요.' },
};

/**
 * The digits a phone field keeps of what was typed or autofilled, at most 11. A number saved with the
 * country code (+82 10-1234-5678, 0082…, which autofill gives) becomes the national 010… the API takes.
 */
export function phoneDigits(raw: string): string {
  const digits = digitsOnly(raw);
  const international = /^\s*(\+|00)82/.test(raw) || /^8210\d{8}$/.test(digits);
  if (!international) return digits.slice(0, 11);
  const national = digits.replace(/^(00)?82/, '');
  return (national.startsWith('0') ? national : `0${national}`).slice(0, 11);
}

export const PHONE_RULE: FieldRule = {
  normalise: digitsOnly,
  required: '휴대폰 번호를 입력해 주세요.',
  pattern: { value: /^010\d{8}$/, message: '010으로 시작하는 휴대폰 번호 11자리를 입력해 주세요.' },
};

export const EMAIL_RULE: FieldRule = {
  normalise: trim,
  required: '이메일을 입력해 주세요.',
  maxLength: { value: 254, message: '이메일은 254자 이하로 입력해 주세요.' },
  // ajv-formats' "email" (full mode), the format the API's schema names.
  pattern: {
    value:
      /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
    message: '이메일 형식이 올바르지 않아요.',
  },
};

export const FIELD_RULES = {
  nickname: NICKNAME_RULE,
  password: PASSWORD_RULE,
  phoneNumber: PHONE_RULE,
  email: EMAIL_RULE,
} as const;

export type FieldRuleName = keyof typeof FIELD_RULES;

/**
 * The first broken rule's Korean message for what was typed, or undefined when it is valid.
 * Fits react-hook-form's `validate` and a zod `superRefine` alike.
 */
export function checkField(rule: FieldRule, raw: string): string | undefined {
  const value = rule.normalise(raw);
  if (value === '') return rule.required;
  const length = charCount(value);
  if (rule.minLength && length < rule.minLength.value) return rule.minLength.message;
  if (rule.maxLength && length > rule.maxLength.value) return rule.maxLength.message;
  if (rule.pattern && !rule.pattern.value.test(value)) return rule.pattern.message;
  if (rule.refused?.value(value)) return rule.refused.message;
  return undefined;
}

/**
 * What a long text box (a post, a comment, a chat message) says when `value`, as it will be sent, is over the API's
 * `max`, or null when it fits: "글은 2,000자까지 쓸 수 있어요. 100자를 줄여 주세요." `subject` carries its particle
 * (글은, 메시지는). Such boxes keep everything typed or pasted and say this: a `maxLength` cut a longer paste at
 * the limit without a word, and what was cut was lost.
 */
export function tooLongMessage(subject: string, value: string, max: number, verb = '쓸'): string | null {
  const over = charCount(value) - max;
  return over > 0
    ? `${subject} ${formatCount(max)}자까지 ${verb} 수 있어요. ${formatCount(over)}자를 줄여 주세요.`
    : null;
}

/** A hint for the input, e.g. '2~12자', derived from the rule so it cannot drift. */
export function lengthHint(rule: FieldRule): string {
  const min = rule.minLength?.value;
  const max = rule.maxLength?.value;
  if (min !== undefined && max !== undefined) return `${min}~${max}자`;
  if (min !== undefined) return `${min}자 이상`;
  return max !== undefined ? `${max}자 이하` : '';
}
