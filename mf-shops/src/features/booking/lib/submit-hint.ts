// Why 예약 요청 cannot be sent yet, said in one line by the button: the first choice still missing (the day, the
// time, the check-out), or, with everything chosen, what the shop's answer says against it; and the section where
// that is chosen or said, which a tap on the button brings into view. null: it can be sent.
// The form's only test of whether it can be sent, so the line never says one thing while the button does another.
import type { Availability, Product } from '../api/types';

export interface SubmitChoices {
  category: Product['category'];
  date: string | null;
  time: string | null;
  end: string | null;
}

export interface AvailabilityAnswer {
  isPending: boolean;
  isError: boolean;
  data?: Availability;
}

export interface SubmitHint {
  hint: string;
  /** The section to show: the calendar, the day's times, or none while the answer is on its way. */
  at: 'date' | 'time' | null;
}

export function submitHint(
  { category, date, time, end }: SubmitChoices,
  availability: AvailabilityAnswer,
): SubmitHint | null {
  const hotel = category === 'HOTELING';
  const beauty = category === 'BEAUTY';
  if (!date) return { hint: hotel ? '체크인 날짜를 골라 주세요.' : '날짜를 골라 주세요.', at: 'date' };
  if (hotel && !end) return { hint: '체크아웃 날짜를 골라 주세요.', at: 'date' };
  const a = availability.data;
  // The chosen time must still be free in the latest answer: after a 409 (taken meanwhile) or when the address
  // names a time that has gone (back, reload, an old link), it stays chosen but cannot be sent again.
  if (beauty ? a?.slots.some((s) => s.time === time && s.available) === true : a?.available === true)
    return null;
  if (availability.isPending) return { hint: '예약할 수 있는지 확인하고 있어요.', at: null };
  // Everything is chosen but the answer says no: its reason, in the calendar's words, where the answer is shown
  // (under the day's times for grooming, under the calendar otherwise).
  return { hint: answerSays(a, availability.isError, hotel, beauty, time), at: beauty ? 'time' : 'date' };
}

function answerSays(
  a: Availability | undefined,
  failed: boolean,
  hotel: boolean,
  beauty: boolean,
  time: string | null,
): string {
  if (failed || !a) return '예약할 수 있는지 확인하지 못했어요.';
  if (a.closed) return '쉬는 날이에요. 다른 날을 골라 주세요.';
  // Grooming: a day with no time left; otherwise the day (or stay) itself has no room.
  if (!beauty || !a.slots.some((s) => s.available)) {
    const petBooked = beauty ? a.slots.some((s) => s.petBooked) : a.petBooked;
    return `${petBooked ? '반려동물이 이미 예약된' : '자리가 없는'} ${hotel ? '기간' : '날'}이에요. 다른 날을 골라 주세요.`;
  }
  return time === null ? '시간을 골라 주세요.' : '고른 시간은 예약할 수 없어요. 다른 시간을 골라 주세요.';
}
