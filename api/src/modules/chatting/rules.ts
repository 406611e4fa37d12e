/** Pure chat rules: is the shop answering now, the default form and messages. No database here. */
import type { ChatInquiryForm, ShopHour } from '../../db/schema/index.js';
import { addDays, dayOfWeek, seoulDate, seoulInstant, seoulMinutes, toMinutes } from '../booking/rules.js';

export const DEFAULT_NOT_OPERATION_TIME_MESSAGE =
  '지금은 상담 시간이 아니에요. 메시지를 남겨 주시면 상담 시간에 순서대로 답변드릴게요.';

export const DEFAULT_INQUIRY_FORM: ChatInquiryForm = {
  askUser: true,
  askPet: true,
  askDate: true,
  types: ['미용 상담', '호텔·유치원 문의', '예약 변경', '기타 문의'],
  etcQuestions: [],
};

/**
 * Whether an inquiry of `type` must say its 희망 날짜 on `form`: when the form asks for one, except for a type of the
 * 기타 kind (기타 문의 of the default form), a question with no visit to it, for which a day is optional. The app's
 * form says the same (mf-chatting's prepare-fields.ts, needsDate).
 */
export const needsDate = (form: Pick<ChatInquiryForm, 'askDate'>, type: string | null | undefined) =>
  form.askDate && !type?.startsWith('기타');

/**
 * Whether `at` falls in the shop's hours (Asia/Seoul). No hours at all means the shop never said: always open.
 * A close at or before the open (22:00-02:00) runs past midnight; the day's early hours belong to the day before.
 */
export function isOperationTime(hours: ShopHour[], at: Date): boolean {
  if (hours.length === 0) return true;
  const today = dayOfWeek(seoulDate(at));
  const minutes = seoulMinutes(at);
  const day = (d: number) => hours.find((h) => h.dayOfWeek === d);
  const h = day(today);
  if (h && !h.closed) {
    const o = toMinutes(h.open);
    const c = toMinutes(h.close);
    if (c > o ? minutes >= o && minutes < c : minutes >= o) return true;
  }
  const y = day((today + 6) % 7);
  return !!y && !y.closed && toMinutes(y.close) <= toMinutes(y.open) && minutes < toMinutes(y.close);
}

/**
 * When the shop next starts answering after `at` (its next opening, Asia/Seoul), or null: open now, no hours at all
 * (always open), or no day of the week open.
 */
export function nextOpening(hours: ShopHour[], at: Date): Date | null {
  if (hours.length === 0 || isOperationTime(hours, at)) return null;
  const today = seoulDate(at);
  // Today's opening may still be ahead; a week on, the same weekday's is the last to look at.
  for (let i = 0; i <= 7; i++) {
    const date = addDays(today, i);
    const h = hours.find((x) => x.dayOfWeek === dayOfWeek(date));
    if (!h || h.closed) continue;
    const opens = seoulInstant(date, h.open);
    if (opens > at) return opens;
  }
  return null;
}

/**
 * Whether the shop answers now, by its chat hours (else its own) and its out-of-hours message (else the default), and
 * while it does not, when it next does.
 */
export const operationOf = (
  shopHours: ShopHour[],
  settings: { hours: ShopHour[] | null; notOperationTimeMessage: string } | null,
  now: Date,
) => {
  const hours = settings?.hours ?? shopHours;
  return {
    hours,
    isOperationTime: isOperationTime(hours, now),
    notOperationTimeMessage: settings?.notOperationTimeMessage ?? DEFAULT_NOT_OPERATION_TIME_MESSAGE,
    nextOpenAt: nextOpening(hours, now),
  };
};

/** A room's, by the shop's hours and the chat settings the room list's statement carries (null: it has none). */
export const roomOperation = (
  r: { shopHours: ShopHour[]; chatHours: ShopHour[] | null; notOperationTimeMessage: string | null },
  now: Date,
) =>
  operationOf(
    r.shopHours,
    r.notOperationTimeMessage == null
      ? null
      : { hours: r.chatHours, notOperationTimeMessage: r.notOperationTimeMessage },
    now,
  );

/**
 * The title of the owner's 소식 entry of a room's unread shop messages, one per room, rewritten as more come
 * (NotificationService.notifyGrouped): '멍멍살롱의 새 메시지', then '멍멍살롱의 새 메시지 3개'.
 */
export const chatNewsTitle = (shopName: string | undefined, unread: number) =>
  `${shopName ?? '매장'}의 새 메시지${unread > 1 ? ` ${unread}개` : ''}`;
