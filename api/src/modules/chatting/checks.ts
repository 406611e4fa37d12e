/** What a request's schema cannot say about chat calls: checks that answer 400 VALIDATION_ERROR with a Korean message. */
import type { ChatInquiryForm, ShopHour } from '../../db/schema/index.js';
import { type FieldError, validationError } from '../../lib/errors.js';
import { MAX_DAYS_AHEAD } from '../booking/plan.js';
import { daysBetween, isRealDate, seoulDate } from '../booking/rules.js';
import { needsDate } from './rules.js';
import type { InputInfo } from './schemas.js';

export type MessageQuery = {
  chattingRoomId: number;
  lastSeq?: number;
  size?: number;
  afterSeq?: number;
  editedSince?: Date | string;
  fromSeq?: number;
};

/**
 * What the messages query's schema cannot say: a page up (`lastSeq`) and a resync (`afterSeq`) are two questions, one
 * of which was dropped without a word; `editedSince` is a question of its own (not with a page or a resync), and
 * `fromSeq` only narrows it; `size` is a page's (a resync answers up to 100 whatever is asked).
 */
export function checkMessageQuery(q: MessageQuery) {
  if (q.lastSeq !== undefined && q.afterSeq !== undefined)
    throw validationError([{ field: 'afterSeq', message: 'lastSeq와 함께 보낼 수 없어요.' }]);
  if (q.editedSince !== undefined && (q.lastSeq !== undefined || q.afterSeq !== undefined))
    throw validationError([{ field: 'editedSince', message: 'lastSeq나 afterSeq와 함께 보낼 수 없어요.' }]);
  if (q.size !== undefined && (q.afterSeq !== undefined || q.editedSince !== undefined))
    throw validationError([{ field: 'size', message: 'afterSeq나 editedSince와 함께 보낼 수 없어요.' }]);
  if (q.editedSince === undefined && q.fromSeq !== undefined)
    throw validationError([{ field: 'fromSeq', message: 'editedSince와 함께 보내 주세요.' }]);
}

/** The 희망 날짜 of an inquiry: a real day from today (Seoul) up to the booking horizon, as the form's picker offers. */
export function checkInquiryDate(date: string, now: Date) {
  const today = seoulDate(now);
  if (!isRealDate(date)) throw validationError([{ field: 'date', message: '날짜를 확인해 주세요.' }]);
  if (date < today) throw validationError([{ field: 'date', message: '지난 날짜는 고를 수 없어요.' }]);
  if (daysBetween(today, date) > MAX_DAYS_AHEAD)
    throw validationError([{ field: 'date', message: `${MAX_DAYS_AHEAD}일 이내로 골라 주세요.` }]);
}

/**
 * What the settings schema cannot say: each day of the week at most once (a second row for a day would be
 * saved and never read), and no two inquiry types or questions alike (the owner's form would show both).
 */
export function settingsErrors(body: {
  hours: ShopHour[] | null;
  inquiryForm: ChatInquiryForm;
}): FieldError[] {
  const errors: FieldError[] = [];
  const days = (body.hours ?? []).map((h) => h.dayOfWeek);
  const twice = days.findIndex((d, i) => days.indexOf(d) !== i);
  if (twice >= 0) errors.push({ field: `hours.${twice}.dayOfWeek`, message: '같은 요일이 두 번 있어요.' });
  const repeated = (list: string[]) => list.findIndex((v, i) => list.indexOf(v) !== i);
  const type = repeated(body.inquiryForm.types);
  if (type >= 0)
    errors.push({ field: `inquiryForm.types.${type}`, message: '같은 상담 종류가 두 번 있어요.' });
  const question = repeated(body.inquiryForm.etcQuestions);
  if (question >= 0)
    errors.push({ field: `inquiryForm.etcQuestions.${question}`, message: '같은 질문이 두 번 있어요.' });
  return errors;
}

export function missingFields(form: ChatInquiryForm, body: InputInfo): string[] {
  const missing: string[] = [];
  if (form.askUser && !body.userData) missing.push('userData');
  if (form.askPet && body.petSeqs.length === 0) missing.push('petSeqs');
  if (needsDate(form, body.type) && !body.date) missing.push('date');
  if (form.types.length > 0 && (!body.type || !form.types.includes(body.type))) missing.push('type');
  return missing;
}
