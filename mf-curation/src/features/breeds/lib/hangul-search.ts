// Korean search that also takes initial consonants: "ㅍㅁ" finds 포메라니안, "말ㅌ" finds 말티즈.
// Spaces are ignored on both sides ("코리안숏" finds 코리안 숏헤어).

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** Syllables per initial consonant: 21 vowels × 28 finals. */
const PER_INITIAL = 588;

/** The initial consonant of a Hangul syllable (가 → ㄱ); any other character is returned as is. */
export function initialOf(char: string): string {
  const code = char.charCodeAt(0);
  if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return char;
  return INITIALS[Math.floor((code - SYLLABLE_FIRST) / PER_INITIAL)];
}

const isInitial = (char: string) => INITIALS.includes(char);

/** A query character matches a name character when they are equal, or the query's is its initial consonant. */
const charMatches = (name: string, query: string) =>
  name === query || (isInitial(query) && initialOf(name) === query);

const compact = (s: string) => Array.from(s.normalize('NFC').replace(/\s+/g, '').toLowerCase());

/** True when `query` appears in `name`, each query consonant standing for a whole syllable. */
export function matchesKorean(name: string, query: string): boolean {
  const q = compact(query);
  if (q.length === 0) return true;
  const n = compact(name);
  for (let start = 0; start + q.length <= n.length; start++)
    if (q.every((c, i) => charMatches(n[start + i], c))) return true;
  return false;
}
