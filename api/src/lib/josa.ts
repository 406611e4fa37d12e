/**
 * Korean particles (조사) that change with the last sound of the word before them: 구름이 / 코코가, 구름아 / 코코야,
 * 구름과 / 코코와. Pure; used for pet names in captions and demo texts.
 */

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Read aloud in Korean: 영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구. */
const DIGIT_BATCHIM = [true, true, false, true, false, false, true, true, true, false];

/**
 * Whether `word` ends in a final consonant (받침) as read aloud. The last Hangul syllable, digit or Latin letter
 * counts (trailing spaces, punctuation and emoji are skipped): digits as read in Korean (1 일, 3 삼 end in one),
 * Latin words ending in m, n, l or ng as read in Korean (Tom, Ben, Bell, King); anything else reads as without.
 */
export function hasBatchim(word: string): boolean {
  const chars = [...word.trim()];
  for (let i = chars.length - 1; i >= 0; i--) {
    const c = chars[i];
    const code = c.codePointAt(0)!;
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % 28 !== 0;
    if (c >= '0' && c <= '9') return DIGIT_BATCHIM[Number(c)];
    if (/[a-z]/i.test(c)) return /(?:[lmn]|ng)$/i.test(chars.slice(0, i + 1).join(''));
  }
  return false;
}

/** The particle pairs: the form after a 받침, then the form after a vowel. */
export type Josa = '이/가' | '아/야' | '과/와' | '은/는' | '을/를';

/** `word` with the particle that fits it: josa('구름', '이/가') = '구름이', josa('코코', '이/가') = '코코가'. */
export function josa(word: string, pair: Josa): string {
  const [afterBatchim, afterVowel] = pair.split('/');
  return word + (hasBatchim(word) ? afterBatchim : afterVowel);
}
