/** Pure chat rules: is the shop answering now, the default form and messages. No database here. */
import type { ChatInquiryForm, ShopHour } from '../../db/schema/index.js';
import { seoulDate, seoulMinutes, dayOfWeek, toMinutes } from '../booking/rules.js';

export const DEFAULT_NOT_OPERATION_TIME_MESSAGE =
  '지금은 상담 시간이 아니에요. 메시지를 남겨주시면 영업 시간에 순서대로 답변드릴게요.';

export const DEFAULT_INQUIRY_FORM: ChatInquiryForm = {
  askUser: true,
  askPet: true,
  askDate: true,
  types: ['미용 상담', '호텔･유치원 문의', '예약 변경', '기타 문의'],
  etcQuestions: [],
};

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
