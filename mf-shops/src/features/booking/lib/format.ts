// Day-picker conversions (date-fns, loaded with the booking screens only), durations and particles.
// Won amounts and Seoul dates shown as text come from @guardian/shared.
import { addDays, format, parseISO } from 'date-fns';

/** A Seoul calendar day as a local Date at midnight (what the day picker works with). */
export const dayToDate = (day: string) => parseISO(day);
export const dateToDay = (date: Date) => format(date, 'yyyy-MM-dd');
export const dateToMonth = (date: Date) => format(date, 'yyyy-MM');

export const formatDuration = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h}시간` : '', m ? `${m}분` : ''].filter(Boolean).join(' ');
};

/** A wall-clock day plus n days, still 'YYYY-MM-DD'. */
export const addDaysToDay = (day: string, n: number) => format(addDays(parseISO(day), n), 'yyyy-MM-dd');

/** Whether a word ends in a final consonant (받침): its last Hangul syllable or digit ('케어 2' → false). */
function endsInConsonant(word: string): boolean {
  const DIGIT_HAS_BATCHIM = '1036780'; // 일 삼 공 육 칠 팔 영
  for (let i = word.length - 1; i >= 0; i--) {
    const code = word.charCodeAt(i);
    if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
    if (code >= 48 && code <= 57) return DIGIT_HAS_BATCHIM.includes(word[i]);
  }
  return false;
}

/**
 * The object particle 을/를 for a word: 을 after a final consonant (받침), else 를. Looks at the last
 * Hangul syllable or digit, so '전체미용 (가위컷)' → '을' and '케어 2' → '를'.
 */
export const objectParticle = (word: string): '을' | '를' => (endsInConsonant(word) ? '을' : '를');

/** The topic particle 은/는 for a word, read the same way: '별' → '은', '코코' → '는'. */
export const topicParticle = (word: string): '은' | '는' => (endsInConsonant(word) ? '은' : '는');
