// 예약 요청 refused in a way that sending the same choices again would only meet again: the time (or day, or stay)
// filled meanwhile (SLOT_UNAVAILABLE), a chosen pet already booked then (PET_ALREADY_BOOKED, at any shop), or a
// choice the shop's rules no longer take (VALIDATION_ERROR on the day, the time, the check-out or a pet: the time
// has passed, a pet edited into a size the product does not take). The button then waits, saying why and what to
// change, until the day, time, check-out or pets change; a tap takes the user to that step.
// Refusals that asking again can fix (no network, 5xx) are not these: the button stays sendable for them.
import { isApiError } from '@guardian/shared';
import type { Product } from '../api/types';
import { topicParticle } from './format';

export interface Refusal {
  /** What the line over 예약 요청 says: why, and what to choose instead. */
  hint: string;
  /** The step to change: the calendar, the day's times, or the pets (반려동물 선택, the step before). */
  at: 'date' | 'time' | 'pet';
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
      // '시간을 선택해주세요.' says what to do already; '이미 지난 시간이에요.' does not.
      const says = /주세요\.?$/.test(field.message) ? '' : ` ${instead} 골라 주세요.`;
      return { hint: `${field.message}${says}`, at };
    }
    default:
      return null;
  }
}

/** data.petName of a PET_ALREADY_BOOKED ({ petSeq, petName, reservationSeq }), or the name the screen knows. */
function bookedPetName(data: unknown, known: { petSeq: number | null; name: string }[]): string {
  const d = data && typeof data === 'object' ? (data as { petSeq?: unknown; petName?: unknown }) : {};
  if (typeof d.petName === 'string' && d.petName) return d.petName;
  return known.find((p) => p.petSeq !== null && p.petSeq === d.petSeq)?.name ?? '고른 반려동물';
}
