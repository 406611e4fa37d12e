// 예약 요청 refused in a way that sending the same choices again would only meet again: the time (or day, or stay)
// filled meanwhile (SLOT_UNAVAILABLE), a chosen pet already booked then (PET_ALREADY_BOOKED, at any shop), or a
// choice the shop's rules no longer take (VALIDATION_ERROR on the day, the time, the check-out or a pet: the time
// has passed, a pet edited into a size the product does not take). The button then waits, saying why and what to
// change, until the day, time, check-out or pets change; a tap takes the user to that step.
// The pass that was to pay cannot (used up or refunded meanwhile, ending before the visit): the button waits until a
// payment is chosen again, since sent unchanged the request would go paid at the shop, or with a deposit, unsaid.
// Too many requests waiting for the shops' answers: nothing on this screen changes that, so the button waits while
// the screen is open, and the line leads to 예약 내역, where a waiting request can be seen or cancelled.
// Refusals that asking again can fix (no network, 5xx) are not these: the button stays sendable for them.
import { isApiError } from '@guardian/shared';
import type { Product } from '../api/types';
import { objectParticle, topicParticle } from './format';

export interface Refusal {
  /** What the line over 예약 요청 says: why, and what to choose instead. */
  hint: string;
  /**
   * What to change: the calendar, the day's times or the pets (반려동물 선택, the step before), each waited for until
   * the choices sent change; 결제 방법, until a payment is chosen; or the requests waiting (none here: for the screen).
   */
  at: 'date' | 'time' | 'pet' | 'pay' | 'requests';
  /** A way on shown beside the line: 반려동물 바꾸기 (another pet will do too) or 예약 내역 보기. */
  link?: 'pet' | 'reservations';
}

/** The choices a refusal answers: the same request, with the same refusal, until one of them changes. */
export const refusedChoices = (c: {
  pets: number[];
  date: string | null;
  time: string | null;
  end: string | null;
}) => JSON.stringify([c.pets, c.date, c.time, c.end]);

export function refusalOf(
  error: unknown,
  category: Product['category'],
  /** Names the screen knows (the quote's lines), for a refusal that names its pet by number only. */
  known: { petSeq: number | null; name: string }[] = [],
  /** The pass that was to pay (its name as the list showed it), and for how many pets. */
  pass: { name: string | null; pets: number } = { name: null, pets: 1 },
): Refusal | null {
  if (!isApiError(error)) return null;
  const beauty = category === 'BEAUTY';
  const hotel = category === 'HOTELING';
  const step = beauty ? 'time' : 'date';
  const another = beauty ? '다른 시간을' : hotel ? '다른 날짜를' : '다른 날을';
  switch (error.resultCode) {
    case 'SLOT_UNAVAILABLE':
      return {
        hint: beauty
          ? '방금 다른 분이 이 시간을 예약했어요. 다른 시간을 골라 주세요.'
          : `방금 자리가 다 찼어요. ${another} 골라 주세요.`,
        at: step,
      };
    case 'PET_ALREADY_BOOKED': {
      const name = bookedPetName(error.data, known);
      const when = beauty ? '그 시간에' : hotel ? '그 기간에' : '그날';
      const or = beauty ? '다른 시간이나' : hotel ? '다른 날짜나' : '다른 날이나';
      return {
        hint: `${name}${topicParticle(name)} ${when} 이미 예약이 있어요. ${or} 다른 아이를 골라 주세요.`,
        at: step,
        link: 'pet',
      };
    }
    case 'VOUCHER_USED_UP':
    case 'VOUCHER_NOT_APPLICABLE':
    case 'VOUCHER_NOT_FOUND':
      return {
        hint: `${passSays(error.resultCode, error.data, pass)} 다른 결제 방법을 골라 주세요.`,
        at: 'pay',
      };
    case 'TOO_MANY_OPEN_REQUESTS':
    case 'TOO_MANY_OPEN_REQUESTS_AT_SHOP': {
      // The cap as the API is configured (data.limit); the line says what frees it.
      const limit = (error.data as { limit?: unknown } | null)?.limit;
      const count = typeof limit === 'number' ? limit : null;
      const where = error.resultCode === 'TOO_MANY_OPEN_REQUESTS_AT_SHOP' ? '이 매장에 ' : '';
      const waiting = count
        ? `${where}답을 기다리는 예약 요청이 ${count}건 있어요.`
        : `${where}답을 기다리는 예약 요청이 많아요.`;
      return {
        hint: `${waiting} 매장이 답하거나 요청을 취소하면 다시 요청할 수 있어요.`,
        at: 'requests',
        link: 'reservations',
      };
    }
    case 'VALIDATION_ERROR': {
      const field = error.fields?.[0];
      const at =
        field?.field === 'date' || field?.field === 'endDate'
          ? 'date'
          : field?.field === 'time'
            ? 'time'
            : field?.field.startsWith('petSeqs')
              ? 'pet'
              : null;
      if (!field || !at) return null;
      const instead = at === 'pet' ? '다른 아이를' : at === 'time' ? '다른 시간을' : another;
      // '시간을 선택해 주세요.' says what to do already; '이미 지난 시간이에요.' does not.
      const says = /주세요\.?$/.test(field.message) ? '' : ` ${instead} 골라 주세요.`;
      return { hint: `${field.message}${says}`, at };
    }
    default:
      return null;
  }
}

/** Why the pass cannot pay, by the API's reason (data.reason of VOUCHER_NOT_APPLICABLE). */
function passSays(code: string, data: unknown, pass: { name: string | null; pets: number }): string {
  if (code === 'VOUCHER_NOT_FOUND') return '고른 이용권을 찾을 수 없어요.';
  const name = pass.name ?? '고른 이용권';
  if (code === 'VOUCHER_USED_UP')
    return pass.pets > 1
      ? `${name}의 남은 횟수가 모자라요.`
      : `${name}${objectParticle(name)} 모두 사용했어요.`;
  const reason = data && typeof data === 'object' ? (data as { reason?: unknown }).reason : undefined;
  if (reason === 'EXPIRED') return `${name}${topicParticle(name)} 예약일 전에 기간이 끝나요.`;
  if (reason === 'REFUNDED') return `${name}${topicParticle(name)} 환불한 이용권이에요.`;
  return `${name}${topicParticle(name)} 이 예약에 쓸 수 없어요.`;
}

/** data.petName of a PET_ALREADY_BOOKED ({ petSeq, petName, reservationSeq }), or the name the screen knows. */
function bookedPetName(data: unknown, known: { petSeq: number | null; name: string }[]): string {
  const d = data && typeof data === 'object' ? (data as { petSeq?: unknown; petName?: unknown }) : {};
  if (typeof d.petName === 'string' && d.petName) return d.petName;
  return known.find((p) => p.petSeq !== null && p.petSeq === d.petSeq)?.name ?? '고른 반려동물';
}
