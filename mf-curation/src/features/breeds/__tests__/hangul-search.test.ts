import { initialOf, matchesKorean } from '../lib/hangul-search';

describe('matchesKorean', () => {
  it('finds a breed by its initial consonants', () => {
    expect(matchesKorean('포메라니안', 'ㅍㅁ')).toBe(true);
    expect(matchesKorean('포메라니안', 'ㅍㅁㄹㄴㅇ')).toBe(true);
    expect(matchesKorean('말티즈', 'ㅍㅁ')).toBe(false);
    // Anywhere in the name, across the space: 웰시 코기 has ㅋㄱ.
    expect(matchesKorean('웰시 코기', 'ㅋㄱ')).toBe(true);
  });

  it('mixes whole syllables and initials, and ignores spaces', () => {
    expect(matchesKorean('말티즈', '말ㅌ')).toBe(true);
    expect(matchesKorean('코리안 숏헤어', '코리안숏')).toBe(true);
    expect(matchesKorean('코리안 숏헤어', '코리안 ㅅㅎ')).toBe(true);
    expect(matchesKorean('코리안 숏헤어', '러시안')).toBe(false);
  });

  it('an empty query matches everything; a plain substring still matches', () => {
    expect(matchesKorean('비숑 프리제', '')).toBe(true);
    expect(matchesKorean('비숑 프리제', '프리')).toBe(true);
  });

  it('a consonant stands only for syllables that start with it (ㄲ is not ㄱ)', () => {
    expect(initialOf('까')).toBe('ㄲ');
    expect(matchesKorean('까치', 'ㄱㅊ')).toBe(false);
    expect(matchesKorean('까치', 'ㄲㅊ')).toBe(true);
  });
});
